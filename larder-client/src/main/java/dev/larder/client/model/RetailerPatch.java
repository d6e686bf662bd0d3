package dev.larder.client.model;

import java.util.List;

/** Schema {@code RetailerChange} of the OpenAPI document: The members to change; absent or null ones are unchanged. */
public record RetailerPatch(
        String name,
        String country,
        String currency,
        String checkoutUrlTemplate,
        List<String> postalCodes) {

    /** The members before {@code postal_codes}: kept so that callers of the earlier constructor still compile. */
    public RetailerPatch(String name, String country, String currency, String checkoutUrlTemplate) {
        this(name, country, currency, checkoutUrlTemplate, null);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RetailerPatch}. */
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

        public RetailerPatch build() {
            return new RetailerPatch(name, country, currency, checkoutUrlTemplate, postalCodes);
        }
    }
}
