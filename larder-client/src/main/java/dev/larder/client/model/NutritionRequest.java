package dev.larder.client.model;

import java.util.List;

/**
 * Schema {@code NutritionRequest} of the OpenAPI document: items and lines of text (at most 50 together), and how
 * many servings they make (1 to 10000; 1 when null).
 */
public record NutritionRequest(
        List<ItemInput> items,
        List<String> rawItems,
        Double servings) {

    /** Lines of text, as one serving. */
    public static NutritionRequest rawItems(List<String> rawItems) {
        return new NutritionRequest(null, rawItems, null);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link NutritionRequest}. */
    public static final class Builder {
        private List<ItemInput> items;
        private List<String> rawItems;
        private Double servings;

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

        public Builder servings(Double servings) {
            this.servings = servings;
            return this;
        }

        public NutritionRequest build() {
            return new NutritionRequest(items, rawItems, servings);
        }
    }
}
