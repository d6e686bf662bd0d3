package dev.larder.client.model;

import java.util.List;
import java.util.Map;

/**
 * Schema {@code Nutrition} of the OpenAPI document: what some lines add up to, per serving and in total, with each
 * line's provenance. A total is complete only when {@code coverage} is 1. {@code dailyValues} maps a nutrient's name
 * ("energy_kcal") to its whole percentage of the FDA daily value.
 */
public record Nutrition(
        double servings,
        Nutrients perServing,
        Nutrients total,
        Map<String, Integer> dailyValues,
        double coverage,
        List<NutritionLine> ingredients) {
}
