package larder.diet;

import java.util.Objects;

/**
 * One ingredient line as the labels read it.
 *
 * @param text what {@code because} quotes: the line as the recipe shows it ("2 large eggs")
 * @param name the ingredient's name or canonical name ("egg")
 * @param food the food it is linked to, or null when there is no link (yet)
 */
public record DietLine(String text, String name, FoodLink food) {

    public DietLine {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(name, "name");
    }

    public DietLine(String text, String name) {
        this(text, name, null);
    }
}
