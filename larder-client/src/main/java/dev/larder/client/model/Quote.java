package dev.larder.client.model;

import java.util.List;

/** Schema {@code Quote} of the OpenAPI document: what a retailer covers (0 to 1) and for how much. */
public record Quote(
        QuoteRetailer retailer,
        double coverage,
        Money subtotal,
        List<QuoteLine> lines,
        List<QuoteNeed> unmatched) {
}
