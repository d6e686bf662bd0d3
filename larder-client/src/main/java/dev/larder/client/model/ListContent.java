package dev.larder.client.model;

import java.util.List;

/** Schema {@code ListContent} of the OpenAPI document. */
public record ListContent(
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes,
        String pantry) {

    /** Content without the pantry. */
    public ListContent(List<ItemInput> items, List<String> rawItems, List<RecipeRef> recipes) {
        this(items, rawItems, recipes, null);
    }

    /** Lines of text to add ("2 lemons"). */
    public static ListContent rawItems(String... lines) {
        return new ListContent(null, List.of(lines), null);
    }

    /** Recipes to add. */
    public static ListContent recipes(RecipeRef... recipes) {
        return new ListContent(null, null, List.of(recipes));
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ListContent}. */
    public static final class Builder {
        private List<ItemInput> items;
        private List<String> rawItems;
        private List<RecipeRef> recipes;
        private String pantry;

        private Builder() {
        }

        public Builder items(List<ItemInput> items) {
            this.items = items;
            return this;
        }

        public Builder rawItems(List<String> rawItems) {
            this.rawItems = rawItems;
            return this;
        }

        public Builder recipes(List<RecipeRef> recipes) {
            this.recipes = recipes;
            return this;
        }

        /** "subtract": each need is reduced by what the user's pantry holds (docs/pantry.md). */
        public Builder pantry(String pantry) {
            this.pantry = pantry;
            return this;
        }

        public ListContent build() {
            return new ListContent(items, rawItems, recipes, pantry);
        }
    }
}
