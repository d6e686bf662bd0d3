package dev.larder.client.model;

import java.time.LocalDate;

/** Schema {@code MealInput} of the OpenAPI document; {@code servings} null for the server's default. */
public record MealInput(
        LocalDate date,
        String slot,
        String recipeId,
        Integer servings) {
}
