package larder.support;

/** A retailer, or a change to one: {@code {"name", "country", "currency", "checkout_url_template"}}. */
public final class RetailerBody extends Body {

    private RetailerBody() {
    }

    /** A retailer with nothing set yet, for a change of one field. */
    public static RetailerBody retailer() {
        return new RetailerBody();
    }

    public static RetailerBody named(String name) {
        return retailer().name(name);
    }

    /** A whole retailer in the US, selling in US dollars. */
    public static RetailerBody american(String name, String checkoutUrlTemplate) {
        return named(name).country("US").currency("USD").checkoutUrlTemplate(checkoutUrlTemplate);
    }

    public RetailerBody name(String name) {
        return set("name", name);
    }

    public RetailerBody country(String country) {
        return set("country", country);
    }

    public RetailerBody currency(String currency) {
        return set("currency", currency);
    }

    public RetailerBody checkoutUrlTemplate(String template) {
        return set("checkout_url_template", template);
    }

    public RetailerBody postalCodes(String... prefixes) {
        return set("postal_codes", java.util.List.of(prefixes));
    }
}
