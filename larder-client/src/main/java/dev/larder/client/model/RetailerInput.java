package dev.larder.client.model;

import java.util.List;

/** Schema {@code RetailerFields} of the OpenAPI document. */
public record RetailerInput(
        String name,
        String country,
        String currency,
        String checkoutUrlTemplate,
        List<String> postalCodes) {

    /** The members before {@code postal_codes}: kept so that callers of the earlier constructor still compile. */
    public RetailerInput(String name, String country, String currency, String checkoutUrlTemplate) {
        this(name, country, currency, checkoutUrlTemplate, null);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RetailerInput}. */
    public static final class Builder {
        private String name;
        private String country;
        private String currency;
        private String checkoutUrlTemplate;
        private List<String> postalCodes;

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder country(String country) {
            this.country = country;
            return this;
        }

        public Builder currency(String currency) {
            this.currency = currency;
            return this;
        }

        public Builder checkoutUrlTemplate(String checkoutUrlTemplate) {
            this.checkoutUrlTemplate = checkoutUrlTemplate;
            return this;
        }

        /** The postal codes the retailer delivers to; an empty list (or none) means everywhere. */
        public Builder postalCodes(List<String> postalCodes) {
            this.postalCodes = postalCodes;
            return this;
        }

        public RetailerInput build() {
            return new RetailerInput(name, country, currency, checkoutUrlTemplate, postalCodes);
        }
    }
}
