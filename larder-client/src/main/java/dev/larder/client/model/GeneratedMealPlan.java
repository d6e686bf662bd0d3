package dev.larder.client.model;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** Schema {@code GeneratedMealPlan} of the OpenAPI document: the plan after a generation, and what it left empty. */
public record GeneratedMealPlan(
        String id,
        String name,
        LocalDate startDate,
        Integer days,
        List<Meal> meals,
        List<MealPlanDayNutrition> nutritionByDay,
        Long version,
        Instant createdAt,
        Instant updatedAt,
        List<MealPlanUnmet> unmet) {
}
