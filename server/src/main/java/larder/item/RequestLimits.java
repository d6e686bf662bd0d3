package larder.item;

import java.util.List;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.springframework.http.HttpStatus;

/**
 * The seed's per-request limits (seed section 8, docs/api.md §1): at most 50 items ({@code items} and
 * {@code raw_items} together) and 25 recipes in any request that carries them. Over a limit, the whole request is
 * refused before anything is written.
 */
public final class RequestLimits {

    public static final int MAX_ITEMS = 50;
    public static final int MAX_RECIPES = 25;

    private RequestLimits() {
    }

    public static void check(int items, int rawItems, int recipes) {
        if (items + rawItems > MAX_ITEMS) {
            String pointer = items > MAX_ITEMS || rawItems == 0 ? "/items" : "/raw_items";
            throw new TooManyItems(items + rawItems, pointer);
        }
        if (recipes > MAX_RECIPES) {
            throw new TooManyRecipes(recipes);
        }
    }

    /** More than 50 items (items and raw items together) in one request. */
    public static final class TooManyItems extends ProblemException {
        TooManyItems(int count, String pointer) {
            super(ProblemCode.TOO_MANY_ITEMS, HttpStatus.UNPROCESSABLE_CONTENT,
                    "At most " + MAX_ITEMS + " items (items and raw_items together) per request; " + count
                            + " were sent.",
                    List.of(new FieldProblem(pointer, ProblemCode.TOO_MANY_ITEMS.code(),
                            "at most " + MAX_ITEMS + " items with raw_items")));
        }
    }

    /** More than 25 recipes in one request. */
    public static final class TooManyRecipes extends ProblemException {
        TooManyRecipes(int count) {
            super(ProblemCode.TOO_MANY_RECIPES, HttpStatus.UNPROCESSABLE_CONTENT,
                    "At most " + MAX_RECIPES + " recipes per request; " + count + " were sent.",
                    List.of(new FieldProblem("/recipes", ProblemCode.TOO_MANY_RECIPES.code(),
                            "at most " + MAX_RECIPES + " recipes")));
        }
    }
}
