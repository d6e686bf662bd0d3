package dev.larder.client.model;

/** Schema {@code IngredientView} of the OpenAPI document. */
public record Ingredient(
        String text,
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String category,
        String group,
        FoodRef food,
        Double grams) {
}
