package dev.larder.client.model;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** Schema {@code MealPlan} of the OpenAPI document. */
public record MealPlan(
        String id,
        String name,
        LocalDate startDate,
        Integer days,
        List<Meal> meals,
        List<MealPlanDayNutrition> nutritionByDay,
        Long version,
        Instant createdAt,
        Instant updatedAt) {
}
