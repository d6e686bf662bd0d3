package dev.larder.client.model;

/** Schema {@code FoodPortion} of the OpenAPI document: a household measure and its weight (1 tbsp of butter is 14.2 g). */
public record FoodPortion(
        double amount,
        String description,
        double grams) {
}
