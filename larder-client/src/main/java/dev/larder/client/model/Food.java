package dev.larder.client.model;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/** Schema {@code Food} of the OpenAPI document: a food of USDA SR28, its portions and its nutrients in 100 g. */
public record Food(
        String id,
        String name,
        String group,
        List<FoodPortion> portions,
        @JsonProperty("nutrients_per_100g") Nutrients nutrientsPer100g) {
}
