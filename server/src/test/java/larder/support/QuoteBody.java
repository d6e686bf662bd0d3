package larder.support;

import java.util.List;

/** A quote: {@code {"retailer_ids", "postal_code", "items", "raw_items", "recipes", "list_id", "pantry"}}. */
public final class QuoteBody extends Content<QuoteBody> {

    private QuoteBody() {
    }

    /** A quote at every retailer of the app. */
    public static QuoteBody quote() {
        return new QuoteBody();
    }

    public QuoteBody retailers(String... ids) {
        return set("retailer_ids", List.of(ids));
    }

    public QuoteBody postalCode(String postalCode) {
        return set("postal_code", postalCode);
    }

    public QuoteBody list(String listId) {
        return set("list_id", listId);
    }

    public QuoteBody pantry(String pantry) {
        return set("pantry", pantry);
    }
}
