package dev.larder.client.model;

import java.util.List;

/** Schema {@code Preferences} of the OpenAPI document: what the user eats; empty lists and nulls until set. */
public record Preferences(
        List<String> diets,
        List<String> avoid,
        List<String> dislikes,
        Integer householdSize,
        Integer maxTotalMinutes) {
}
