package dev.larder.client.model;

/** Schema {@code ProductFields} of the OpenAPI document: Members a client may leave out are null or absent alike. */
public record ProductInput(
        String sku,
        String name,
        String brand,
        SizeInput size,
        Money price,
        String category,
        String imageUrl,
        Boolean available) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ProductInput}. */
    public static final class Builder {
        private String sku;
        private String name;
        private String brand;
        private SizeInput size;
        private Money price;
        private String category;
        private String imageUrl;
        private Boolean available;

        private Builder() {
        }

        public Builder sku(String sku) {
            this.sku = sku;
            return this;
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder brand(String brand) {
            this.brand = brand;
            return this;
        }

        public Builder size(SizeInput size) {
            this.size = size;
            return this;
        }

        public Builder price(Money price) {
            this.price = price;
            return this;
        }

        public Builder category(String category) {
            this.category = category;
            return this;
        }

        public Builder imageUrl(String imageUrl) {
            this.imageUrl = imageUrl;
            return this;
        }

        public Builder available(Boolean available) {
            this.available = available;
            return this;
        }

        public ProductInput build() {
            return new ProductInput(sku, name, brand, size, price, category, imageUrl, available);
        }
    }
}
