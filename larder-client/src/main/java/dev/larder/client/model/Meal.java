package dev.larder.client.model;

import java.time.LocalDate;

/** Schema {@code Meal} of the OpenAPI document. */
public record Meal(
        String id,
        LocalDate date,
        String slot,
        RecipeSummary recipe,
        Integer servings,
        Boolean generated) {
}
