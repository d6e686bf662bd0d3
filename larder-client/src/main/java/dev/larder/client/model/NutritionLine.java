package dev.larder.client.model;

/**
 * Schema {@code NutritionLine} of the OpenAPI document: a line, its food and grams, and whether it counted
 * ({@code reason}: no_food, no_amount or no_weight when it did not).
 */
public record NutritionLine(
        String text,
        FoodRef food,
        Double grams,
        boolean counted,
        String reason) {
}
