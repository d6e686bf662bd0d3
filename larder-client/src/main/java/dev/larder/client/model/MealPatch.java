package dev.larder.client.model;

import java.time.LocalDate;

/** Schema {@code MealPatch} of the OpenAPI document: members left null stay as they are. */
public record MealPatch(
        LocalDate date,
        String slot,
        Integer servings) {
}
