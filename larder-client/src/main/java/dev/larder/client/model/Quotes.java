package dev.larder.client.model;

import java.util.List;

/** Schema {@code Quotes} of the OpenAPI document: one quote per retailer, best coverage first, then cheapest. */
public record Quotes(
        List<Quote> quotes,
        /** Only with pantry "subtract": what the pantry covered; null otherwise. */
        List<PantryCovered> pantryCovered) {
}
