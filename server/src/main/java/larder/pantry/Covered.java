package larder.pantry;

import jakarta.annotation.Nullable;
import larder.ingredient.Unit;

/**
 * What the pantry covered of one need: the need's name, the amount covered in the need's unit (null for a need
 * without an amount, "salt to taste"), and whether it covered the need whole ({@code all}) or in part.
 */
public record Covered(String name, @Nullable Double quantity, @Nullable Unit unit, boolean whole) {
}
