package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code CheckoutView} of the OpenAPI document. */
public record Checkout(
        String id,
        String cartId,
        String retailerId,
        String status,
        List<CheckoutItem> items,
        List<CheckoutUnmatched> unmatched,
        Money total,
        String checkoutUrl,
        Instant createdAt,
        /** Only in the answer of a one-step checkout with pantry "subtract": what the pantry covered. */
        List<PantryCovered> pantryCovered) {
}
