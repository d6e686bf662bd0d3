package dev.larder.client.model;

/** Schema {@code CartItemChange} of the OpenAPI document: At least one of packs and sku, not null (422 otherwise). */
public record CartItemPatch(
        Integer packs,
        String sku) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link CartItemPatch}. */
    public static final class Builder {
        private Integer packs;
        private String sku;

        private Builder() {
        }

        public Builder packs(Integer packs) {
            this.packs = packs;
            return this;
        }

        public Builder sku(String sku) {
            this.sku = sku;
            return this;
        }

        public CartItemPatch build() {
            return new CartItemPatch(packs, sku);
        }
    }
}
