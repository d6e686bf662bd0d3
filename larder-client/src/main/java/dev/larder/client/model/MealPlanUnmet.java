package dev.larder.client.model;

import java.time.LocalDate;

/** Schema {@code MealPlanUnmet} of the OpenAPI document. */
public record MealPlanUnmet(
        LocalDate date,
        String slot,
        String reason) {
}
