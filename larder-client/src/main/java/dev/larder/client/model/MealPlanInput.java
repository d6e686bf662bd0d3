package dev.larder.client.model;

import java.time.LocalDate;

/** Schema {@code MealPlanInput} of the OpenAPI document. */
public record MealPlanInput(
        String name,
        LocalDate startDate,
        Integer days) {
}
