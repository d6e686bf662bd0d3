package dev.larder.client.model;

/** Schema {@code FoodRef} of the OpenAPI document: the SR28 food a line names ({@code Foods.get} reads it whole). */
public record FoodRef(
        String id,
        String name) {
}
