package dev.larder.client.model;

import java.time.Instant;

/**
 * Schema {@code PantryItem} of the OpenAPI document: one thing at home. {@code location} is fridge, freezer,
 * cupboard or null; {@code expiresOn} a date ("2026-12-01") or null; a staple covers any amount.
 */
public record PantryItem(
        String id,
        String name,
        Double quantity,
        String unit,
        FoodRef food,
        String location,
        String expiresOn,
        Boolean staple,
        Instant createdAt,
        Instant updatedAt) {
}
