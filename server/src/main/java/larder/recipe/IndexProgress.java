package larder.recipe;

import org.springframework.stereotype.Component;

/**
 * Whether this node has seen every recipe indexed by the current {@link RecipeIndex#VERSION}. Until it has, an
 * excluded ingredient or a dislike also leaves out recipes by the older word rule (every word of the name among the
 * recipe's ingredient words), since a recipe indexed before whole names has none to match: such a recipe is left out
 * on the safe side, never shown with a disliked ingredient. {@link RecipeLabelBackfill} says when the index is whole.
 */
@Component
class IndexProgress {

    private volatile boolean whole;

    /**
     * Whether every index row carries its recipe's label set ({@code recipe_term.labels}), so that a search with
     * labels may read them by set; until then it joins the label terms.
     */
    boolean labelSetsInRows() {
        return whole;
    }

    /** Whether exclusions must also apply the word rule. */
    boolean wordsToo() {
        return !whole;
    }

    void whole(boolean whole) {
        this.whole = whole;
    }
}
