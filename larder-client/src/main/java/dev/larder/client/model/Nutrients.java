package dev.larder.client.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Schema {@code Nutrients} of the OpenAPI document: each member null where the value is not known. */
public record Nutrients(
        Double energyKcal,
        Double proteinG,
        Double fatG,
        Double saturatedFatG,
        Double transFatG,
        Double cholesterolMg,
        Double carbohydrateG,
        Double fiberG,
        Double sugarsG,
        Double sodiumMg,
        Double potassiumMg,
        Double calciumMg,
        Double ironMg,
        @JsonProperty("vitamin_d_ug") Double vitaminDUg) {
}
