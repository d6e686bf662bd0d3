package dev.larder.client.model;

import java.time.LocalDate;

/** Schema {@code MealPlanDayNutrition} of the OpenAPI document. */
public record MealPlanDayNutrition(
        LocalDate date,
        Nutrients total,
        Double coverage) {
}
