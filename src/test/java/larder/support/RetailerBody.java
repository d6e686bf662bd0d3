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
        set("name", name);
        return this;
    }

    public RetailerBody country(String country) {
        set("country", country);
        return this;
    }

    public RetailerBody currency(String currency) {
        set("currency", currency);
        return this;
    }

    public RetailerBody checkoutUrlTemplate(String template) {
        set("checkout_url_template", template);
        return this;
    }
}
