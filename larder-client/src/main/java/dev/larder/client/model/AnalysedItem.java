package dev.larder.client.model;

import java.util.List;

/** Schema {@code AnalysedItemView} of the OpenAPI document. */
public record AnalysedItem(
        String text,
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String category,
        List<Measurement> measurements,
        FoodRef food,
        Double grams,
        Labels labels) {
}
