package dev.larder.client.model;

import java.util.List;

/** Schema {@code CartInput} of the OpenAPI document. */
public record CartInput(
        String retailerId,
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes,
        String listId,
        String pantry,
        Boolean restockPantry) {

    /** A cart without the pantry. */
    public CartInput(String retailerId, List<ItemInput> items, List<String> rawItems, List<RecipeRef> recipes,
                     String listId) {
        this(retailerId, items, rawItems, recipes, listId, null, null);
    }

    /** A cart at a retailer (null when the app has one) from lines of text and recipes. */
    public static CartInput of(String retailerId, List<String> rawItems, List<RecipeRef> recipes) {
        return new CartInput(retailerId, null, rawItems, recipes, null);
    }

    /** A cart of a list's unchecked items; checking it out checks on the list what it bought. */
    public static CartInput fromList(String retailerId, String listId) {
        return new CartInput(retailerId, null, null, null, listId);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link CartInput}. */
    public static final class Builder {
        private String retailerId;
        private List<ItemInput> items;
        private List<String> rawItems;
        private List<RecipeRef> recipes;
        private String listId;
        private String pantry;
        private Boolean restockPantry;

        private Builder() {
        }

        public Builder retailerId(String retailerId) {
            this.retailerId = retailerId;
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

        /** A list whose unchecked items the cart takes; checking it out checks on the list what it bought. */
        public Builder listId(String listId) {
            this.listId = listId;
            return this;
        }

        /** "subtract": each need is reduced by what the user's pantry holds (docs/pantry.md). */
        public Builder pantry(String pantry) {
            this.pantry = pantry;
            return this;
        }

        /** Checking out in one step: true puts what was bought into the buyer's pantry. */
        public Builder restockPantry(Boolean restockPantry) {
            this.restockPantry = restockPantry;
            return this;
        }

        public CartInput build() {
            return new CartInput(retailerId, items, rawItems, recipes, listId, pantry, restockPantry);
        }
    }
}
