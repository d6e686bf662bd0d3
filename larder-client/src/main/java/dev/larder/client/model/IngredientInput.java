package dev.larder.client.model;

/** Schema {@code IngredientInput} of the OpenAPI document: Either text, which the server analyses into the other members, or a name with the structured members (422 when both are absent). With a name, text is kept as the line shown. */
public record IngredientInput(
        String text,
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String category,
        String group) {

    /** An ingredient as one line of text, which the server analyses. */
    public static IngredientInput text(String line) {
        return new IngredientInput(line, null, null, null, null, null, null, null);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link IngredientInput}. */
    public static final class Builder {
        private String text;
        private String name;
        private Double quantity;
        private Double quantityMax;
        private String unit;
        private String comment;
        private String category;
        private String group;

        private Builder() {
        }

        public Builder text(String text) {
            this.text = text;
            return this;
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder quantity(Double quantity) {
            this.quantity = quantity;
            return this;
        }

        public Builder quantityMax(Double quantityMax) {
            this.quantityMax = quantityMax;
            return this;
        }

        public Builder unit(String unit) {
            this.unit = unit;
            return this;
        }

        public Builder comment(String comment) {
            this.comment = comment;
            return this;
        }

        public Builder category(String category) {
            this.category = category;
            return this;
        }

        public Builder group(String group) {
            this.group = group;
            return this;
        }

        public IngredientInput build() {
            return new IngredientInput(text, name, quantity, quantityMax, unit, comment, category, group);
        }
    }
}
