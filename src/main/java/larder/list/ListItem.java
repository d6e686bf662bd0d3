package larder.list;

import java.time.Instant;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Unit;

/** One line of a list; {@code recipeId} is set when a recipe added it, at {@code recipeScale}. */
public record ListItem(String id, String name, Double quantity, Double quantityMax, Unit unit, String comment,
                       String brand, String text, Category category, boolean checked, String recipeId,
                       Double recipeScale, Instant createdAt, Instant updatedAt) {

    Combiner.Item forCombining() {
        return new Combiner.Item(id, name, quantity, quantityMax, unit, category, checked);
    }
}
