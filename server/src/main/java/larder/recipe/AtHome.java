package larder.recipe;

import java.util.List;

/**
 * What a user has at home, as recipe search ranks by it ({@code GET /v1beta/recipes?pantry=true}, docs/pantry.md).
 * The pantry module answers it: the pantry depends on recipes (through the items it takes), so recipes ask it through
 * this interface rather than by name.
 */
public interface AtHome {

    /** The user's pantry as a judge of recipes. */
    Holdings of(String userId);

    /** What one user holds. */
    interface Holdings {

        /** The names of what is at home, soonest expiry first: the ingredients worth searching recipes by. */
        List<String> names();

        /**
         * For each ingredient, in order, whether the pantry covers it whole at the recipe's own amounts, by the
         * rules of subtraction: the same food, across units, a staple covering any amount.
         */
        List<Boolean> covers(List<RecipeContent.Ingredient> ingredients);
    }
}
