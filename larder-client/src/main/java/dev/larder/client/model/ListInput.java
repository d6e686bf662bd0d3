package dev.larder.client.model;

import java.util.List;

/** Schema {@code ListInput} of the OpenAPI document. */
public record ListInput(
        String name,
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes,
        String pantry) {

    /** A list without the pantry. */
    public ListInput(String name, List<ItemInput> items, List<String> rawItems, List<RecipeRef> recipes) {
        this(name, items, rawItems, recipes, null);
    }

    /** A list from its name, lines of text ("2 lemons") and recipes. */
    public static ListInput of(String name, List<String> rawItems, List<RecipeRef> recipes) {
        return new ListInput(name, null, rawItems, recipes);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ListInput}. */
    public static final class Builder {
        private String name;
        private List<ItemInput> items;
        private List<String> rawItems;
        private List<RecipeRef> recipes;
        private String pantry;

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
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

        public ListInput build() {
            return new ListInput(name, items, rawItems, recipes, pantry);
        }
    }
}
