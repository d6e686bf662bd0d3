package dev.larder.client.model;

/** Schema {@code SizeFields} of the OpenAPI document. */
public record SizeInput(
        Double quantity,
        String unit) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link SizeInput}. */
    public static final class Builder {
        private Double quantity;
        private String unit;

        private Builder() {
        }

        public Builder quantity(Double quantity) {
            this.quantity = quantity;
            return this;
        }

        public Builder unit(String unit) {
            this.unit = unit;
            return this;
        }

        public SizeInput build() {
            return new SizeInput(quantity, unit);
        }
    }
}
