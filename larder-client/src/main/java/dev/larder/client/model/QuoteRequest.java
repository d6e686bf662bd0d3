package dev.larder.client.model;

import java.util.List;

/**
 * Schema {@code QuoteRequest} of the OpenAPI document: needs (items, raw_items, recipes and a list's unchecked
 * items) to price at the retailers of {@code retailerIds} (null: every retailer of the app), of which only those
 * delivering to {@code postalCode} when it is given. {@code pantry} takes only "subtract": each need is then reduced
 * by what the user's pantry holds (docs/pantry.md).
 */
public record QuoteRequest(
        List<String> retailerIds,
        String postalCode,
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes,
        String listId,
        String pantry) {

    /** Lines of text priced at every retailer of the app. */
    public static QuoteRequest rawItems(List<String> rawItems) {
        return builder().rawItems(rawItems).build();
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link QuoteRequest}. */
    public static final class Builder {
        private List<String> retailerIds;
        private String postalCode;
        private List<ItemInput> items;
        private List<String> rawItems;
        private List<RecipeRef> recipes;
        private String listId;
        private String pantry;

        private Builder() {
        }

        public Builder retailerIds(List<String> retailerIds) {
            this.retailerIds = retailerIds;
            return this;
        }

        public Builder postalCode(String postalCode) {
            this.postalCode = postalCode;
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

        public Builder listId(String listId) {
            this.listId = listId;
            return this;
        }

        public Builder pantry(String pantry) {
            this.pantry = pantry;
            return this;
        }

        public QuoteRequest build() {
            return new QuoteRequest(retailerIds, postalCode, items, rawItems, recipes, listId, pantry);
        }
    }
}
