package dev.larder.client.model;

import java.time.LocalDate;

/** Schema {@code MealPlanShoppingInput} of the OpenAPI document: list_id or retailer_id, exactly one. */
public record MealPlanShoppingInput(
        LocalDate from,
        LocalDate to,
        String listId,
        String retailerId,
        String pantry) {

    /** The range's ingredients onto a list the user may change, brought in line with the plan. */
    public static MealPlanShoppingInput ontoList(String listId, LocalDate from, LocalDate to) {
        return new MealPlanShoppingInput(from, to, listId, null, null);
    }

    /** The range's ingredients in a new cart at a retailer. */
    public static MealPlanShoppingInput intoCart(String retailerId, LocalDate from, LocalDate to) {
        return new MealPlanShoppingInput(from, to, null, retailerId, null);
    }
}
