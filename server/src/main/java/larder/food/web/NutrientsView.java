package larder.food.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import larder.food.Nutrients;

/**
 * The 14 nutrients on the wire (contract section 14): every member present, null where unknown, rounded as a label
 * is (kcal and milligrams whole, grams and micrograms to one decimal).
 */
@Schema(name = "Nutrients", description = "Every member is present; null where the value is not known. kcal and "
        + "every _mg are whole numbers; grams and micrograms have one decimal.")
public record NutrientsView(
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double energyKcal,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double proteinG,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double fatG,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double saturatedFatG,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double transFatG,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double cholesterolMg,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double carbohydrateG,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double fiberG,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double sugarsG,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double sodiumMg,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double potassiumMg,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double calciumMg,
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double ironMg,
        // Snake case alone would make it vitamin_dug; the contract (and daily_values) say vitamin_d_ug.
        @com.fasterxml.jackson.annotation.JsonProperty("vitamin_d_ug")
        @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) Double vitaminDUg) {

    public static NutrientsView of(Nutrients nutrients) {
        Nutrients r = nutrients.rounded();
        return new NutrientsView(r.energyKcal(), r.proteinG(), r.fatG(), r.saturatedFatG(), r.transFatG(),
                r.cholesterolMg(), r.carbohydrateG(), r.fiberG(), r.sugarsG(), r.sodiumMg(), r.potassiumMg(),
                r.calciumMg(), r.ironMg(), r.vitaminDUg());
    }
}
