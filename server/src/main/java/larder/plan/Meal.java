package larder.plan;

import java.time.Instant;
import java.time.LocalDate;

/**
 * One planned meal: a recipe for a slot of a date, for {@code servings} people. {@code generated} says that
 * generation placed it; a meal added by hand is never replaced by generation. {@code recipeName} is the recipe's
 * name when it was planned, shown when the recipe has been deleted since.
 */
public record Meal(String id, LocalDate date, Slot slot, String recipeId, String recipeName, int servings,
                   boolean generated, Instant createdAt) {

    /** The most servings a meal is planned for. */
    public static final int MAX_SERVINGS = 100;

    Meal movedTo(LocalDate newDate, Slot newSlot, int newServings) {
        return new Meal(id, newDate, newSlot, recipeId, recipeName, newServings, generated, createdAt);
    }
}
