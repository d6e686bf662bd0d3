package dev.larder.client.model;

/** Schema {@code ItemInput} of the OpenAPI document: An item. Text members are stripped of surrounding white space before their length is checked, and a blank optional one counts as absent. */
public record ItemInput(
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String brand,
        String gtin) {

    /** The members before {@code gtin}: kept so that callers of the earlier constructor still compile. */
    public ItemInput(String name, Double quantity, Double quantityMax, String unit, String comment, String brand) {
        this(name, quantity, quantityMax, unit, comment, brand, null);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ItemInput}. */
    public static final class Builder {
        private String name;
        private Double quantity;
        private Double quantityMax;
        private String unit;
        private String comment;
        private String brand;
        private String gtin;

        private Builder() {
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

        public Builder brand(String brand) {
            this.brand = brand;
            return this;
        }

        /** The product's GTIN (8, 12, 13 or 14 digits): a cart matches it before any name. */
        public Builder gtin(String gtin) {
            this.gtin = gtin;
            return this;
        }

        public ItemInput build() {
            return new ItemInput(name, quantity, quantityMax, unit, comment, brand, gtin);
        }
    }
}
