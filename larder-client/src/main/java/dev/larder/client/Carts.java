package dev.larder.client;

import dev.larder.client.model.Cart;
import dev.larder.client.model.CartInput;
import dev.larder.client.model.CartItemPatch;
import dev.larder.client.model.CartSummary;
import dev.larder.client.model.Checkout;
import dev.larder.client.model.CheckoutOptions;
import dev.larder.client.model.Nutrition;
import dev.larder.client.model.ProductOption;

/** Carts matched to a retailer's products, and checkout (contract section 9). */
public final class Carts extends Resource {

    Carts(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Creates a cart (201); {@code retailer_id} may be left out when the app has one retailer. */
    @ApiOperation(method = "POST", path = "/v1beta/carts")
    public Cart create(CartInput cart, RequestOption... options) {
        return call(httpPost("/v1beta/carts").body(cart).options(options), Cart.class);
    }

    /** The caller's carts, page by page; {@code limit} null for the server's page size. */
    @ApiOperation(method = "GET", path = "/v1beta/carts")
    public Paged<CartSummary> list(Integer limit, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/carts").query("limit", limit).query("after", after)
                .options(options), CartSummary.class);
    }

    /** Reads a cart. */
    @ApiOperation(method = "GET", path = "/v1beta/carts/{id}")
    public Cart get(String id, RequestOption... options) {
        return call(httpGet("/v1beta/carts/{id}", id).options(options), Cart.class);
    }

    /** What the cart's lines add up to, as one serving. */
    @ApiOperation(method = "GET", path = "/v1beta/carts/{id}/nutrition")
    public Nutrition nutrition(String id, RequestOption... options) {
        return call(httpGet("/v1beta/carts/{id}/nutrition", id).options(options), Nutrition.class);
    }

    /** Deletes a cart; takes {@link RequestOption#ifMatch}. */
    @ApiOperation(method = "DELETE", path = "/v1beta/carts/{id}")
    public void delete(String id, RequestOption... options) {
        call(httpDelete("/v1beta/carts/{id}", id).options(options));
    }

    /** Adds items, lines of text and recipes; answers the whole cart. */
    @ApiOperation(method = "POST", path = "/v1beta/carts/{id}/items")
    public Cart addItems(String id, CartInput content, RequestOption... options) {
        return call(httpPost("/v1beta/carts/{id}/items", id).body(content).options(options), Cart.class);
    }

    /** Changes a line's pack count, or swaps its product by {@code sku}. */
    @ApiOperation(method = "PATCH", path = "/v1beta/carts/{id}/items/{itemId}")
    public Cart updateItem(String id, String itemId, CartItemPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/carts/{id}/items/{itemId}", id, itemId).body(patch).options(options),
                Cart.class);
    }

    /** Removes a line. */
    @ApiOperation(method = "DELETE", path = "/v1beta/carts/{id}/items/{itemId}")
    public void deleteItem(String id, String itemId, RequestOption... options) {
        call(httpDelete("/v1beta/carts/{id}/items/{itemId}", id, itemId).options(options));
    }

    /** The products a line could be swapped for, page by page. */
    @ApiOperation(method = "GET", path = "/v1beta/carts/{id}/items/{itemId}/options")
    public Paged<ProductOption> options(String id, String itemId, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/carts/{id}/items/{itemId}/options", id, itemId)
                .query("after", after).options(options), ProductOption.class);
    }

    /** Checks the cart out (201); it becomes immutable. Takes {@link RequestOption#ifMatch}. */
    @ApiOperation(method = "POST", path = "/v1beta/carts/{id}/checkout")
    public Checkout checkout(String id, RequestOption... options) {
        return call(httpPost("/v1beta/carts/{id}/checkout", id).options(options), Checkout.class);
    }

    /**
     * Checks the cart out as {@link #checkout(String, RequestOption...)} does, with options: {@code restockPantry}
     * puts what was bought into the buyer's pantry, in the checkout's transaction (docs/pantry.md).
     */
    @ApiOperation(method = "POST", path = "/v1beta/carts/{id}/checkout")
    public Checkout checkout(String id, CheckoutOptions checkoutOptions, RequestOption... options) {
        return call(httpPost("/v1beta/carts/{id}/checkout", id).body(checkoutOptions).options(options),
                Checkout.class);
    }

    /** Builds a cart and checks it out in one step (201). */
    @ApiOperation(method = "POST", path = "/v1beta/carts/checkout")
    public Checkout checkoutNow(CartInput cart, RequestOption... options) {
        return call(httpPost("/v1beta/carts/checkout").body(cart).options(options), Checkout.class);
    }

    /** Reads a checkout again. */
    @ApiOperation(method = "GET", path = "/v1beta/checkouts/{id}")
    public Checkout getCheckout(String id, RequestOption... options) {
        return call(httpGet("/v1beta/checkouts/{id}", id).options(options), Checkout.class);
    }
}
