package dev.larder.client.model;

/** Schema {@code MealPlanPatch} of the OpenAPI document. */
public record MealPlanPatch(
        String name) {
}
