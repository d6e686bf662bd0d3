package dev.larder.client;

import dev.larder.client.model.QuoteRequest;

/** Pricing the same needs at several retailers (contract section 18); writes nothing. */
public final class Quotes extends Resource {

    Quotes(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** One quote per retailer, best coverage first, then the lowest subtotal. Honours an idempotency key. */
    @ApiOperation(method = "POST", path = "/v1beta/quotes")
    public dev.larder.client.model.Quotes create(QuoteRequest request, RequestOption... options) {
        return call(httpPost("/v1beta/quotes").body(request).options(options), dev.larder.client.model.Quotes.class);
    }
}
