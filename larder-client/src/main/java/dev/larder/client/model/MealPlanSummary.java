package dev.larder.client.model;

import java.time.Instant;
import java.time.LocalDate;

/** Schema {@code MealPlanSummary} of the OpenAPI document. */
public record MealPlanSummary(
        String id,
        String name,
        LocalDate startDate,
        Integer days,
        Integer mealCount,
        Long version,
        Instant createdAt,
        Instant updatedAt) {
}
