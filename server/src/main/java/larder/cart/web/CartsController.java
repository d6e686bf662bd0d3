package larder.cart.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.net.URI;
import larder.auth.Credential;
import larder.cart.Carts;
import larder.pantry.web.PantryCoveredView;
import larder.cart.Checkout;
import larder.cart.PricedCart;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.web.IfMatch;
import larder.platform.web.Versions;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

@RestController
@Tag(name = "Carts")
class CartsController {

    private static final String CONTENT_DOC = "items, raw_items (text lines the server analyses) and recipes "
            + "({id, scale}); at most 50 items and raw items together and 25 recipes (422 request.too_many_items / "
            + "request.too_many_recipes), at most 1000 items in a cart (422 cart.full); on any refusal nothing "
            + "is written. Items with the same name are combined, and each combined need is matched to the "
            + "retailer's best available product by name, category and size; packs covers the need (1 where units "
            + "cannot be compared). A need no product matches stays in the cart with product null and status "
            + "unmatched, and is not billed. Prices and totals sent by clients are ignored. With \"pantry\": "
            + "\"subtract\" (a user token), each need is first reduced by what the user's pantry holds of the same "
            + "food, across units; a need covered whole is not added, and the answer carries pantry_covered "
            + "(docs/pantry.md); the pantry is never changed.";

    private final Carts carts;

    CartsController(Carts carts) {
        this.carts = carts;
    }

    @PostMapping("/v1beta/carts")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createCart", summary = "Create a cart", description = "For retailer_id, which may be left out when the app has "
            + "exactly one retailer (otherwise 422 retailer.required). " + CONTENT_DOC + " With list_id (a list the "
            + "caller may read; 404 otherwise), the cart also takes the list's unchecked items, counted toward no "
            + "request limit; checking the cart out then checks the list's items it bought, in the same "
            + "transaction, as one list change (item.updated with items)."
            + " A management token creates an app-owned cart. Honours Idempotency-Key.",
            responses = @ApiResponse(responseCode = "201", description = "The cart"))
    ResponseEntity<CartView> create(Credential credential, @RequestBody CartInput body) {
        Carts.Reported<PricedCart> made = carts.createReporting(credential, body.command());
        PricedCart cart = made.value();
        return Versions.created("/v1beta/carts/" + cart.cart().header().id(), cart.cart().header().version(),
                withCovered(CartView.of(cart), body, made));
    }

    @PostMapping("/v1beta/carts/checkout")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "checkoutNow",
            summary = "Build a cart and check it out in one step", description = "Takes what creating a cart "
            + "takes, and answers the checkout, as checking the new cart out would. With nothing matched, 422 "
            + "cart.empty and nothing is written. With an Idempotency-Key, a repeated request produces no second "
            + "checkout: it replays the first (Idempotent-Replayed: true), or gets 409 idempotency.in_progress "
            + "while the first is still running. With \"pantry\": \"subtract\", the needs are reduced by what the "
            + "pantry holds first, and the answer carries pantry_covered; with restock_pantry true, what was bought "
            + "goes into the buyer's pantry in the same transaction (docs/pantry.md).",
            responses = @ApiResponse(responseCode = "201", description = "The checkout",
                    headers = @Header(name = "Location", description = "/v1beta/checkouts/{id}")))
    ResponseEntity<CartView.CheckoutView> checkoutNow(Credential credential, @RequestBody CartInput body) {
        Carts.Reported<Checkout> done = carts.checkoutNowReporting(credential, body.command());
        CartView.CheckoutView view = CartView.CheckoutView.of(done.value());
        return created(done.value(), body.pantry() == null ? view
                : view.withPantryCovered(PantryCoveredView.allOf(done.pantryCovered())));
    }

    @GetMapping("/v1beta/carts")
    @Operation(operationId = "listCarts",
            summary = "List the caller's carts", description = "In order of creation, without their items "
            + "(item_count and subtotal instead). A management token lists the app's own carts.")
    Page<CartView.SummaryView> list(Credential credential, PageRequest page) {
        return carts.list(credential, page).map(CartView.SummaryView::of);
    }

    @GetMapping("/v1beta/carts/{id}")
    @Operation(operationId = "getCart",
            summary = "Read a cart", description = "An open cart is priced from the retailer's catalogue as it "
            + "is now (a product gone or unavailable shows as unmatched, not billed); a checked-out cart shows what "
            + "it bought, at the prices of the checkout.",
            responses = @ApiResponse(responseCode = "200", description = "The cart"))
    ResponseEntity<CartView> get(Credential credential, @PathVariable String id) {
        return answer(carts.get(credential, id));
    }

    @DeleteMapping("/v1beta/carts/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteCart",
            summary = "Delete a cart", description = "A checked-out cart cannot change: 409 cart.checked_out.")
    void delete(Credential credential, @PathVariable String id,
                IfMatch ifMatch) {
        carts.delete(credential, id, ifMatch);
    }

    @PostMapping("/v1beta/carts/{id}/items")
    @Operation(operationId = "addCartItems",
            summary = "Add items, raw items and recipes", description = CONTENT_DOC + " The cart's items are "
            + "combined and matched again; a product the shopper swapped in, and a pack count the shopper set, are "
            + "kept. Answers the whole cart. retailer_id and list_id, if sent, are ignored: a cart takes a list's "
            + "items when it is created. Honours Idempotency-Key.")
    ResponseEntity<CartView> add(Credential credential, @PathVariable String id, @RequestBody CartInput body) {
        Carts.Reported<PricedCart> added = carts.addReporting(credential, id, body.command());
        return Versions.ok(added.value().cart().header().version(), withCovered(CartView.of(added.value()), body,
                added));
    }

    @PatchMapping(path = "/v1beta/carts/{id}/items/{itemId}", consumes = {MediaType.APPLICATION_JSON_VALUE,
            "application/merge-patch+json"})
    @Operation(operationId = "updateCartItem",
            summary = "Change the pack count, or swap the product", description = "packs: 1 to 999, on an item "
            + "that has a product. sku: an available product of the cart's retailer (422 otherwise); the item's "
            + "status becomes substituted, and packs is worked out again for the new size unless packs is sent too.",
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(
                    schema = @Schema(implementation = CartItemChangeDocument.class))))
    ResponseEntity<CartView> updateItem(Credential credential, @PathVariable String id, @PathVariable String itemId,
                                        IfMatch ifMatch,
                                        @RequestBody JsonNode body) {
        return answer(carts.updateLine(credential, id, itemId, () -> LineChangeBody.read(body), ifMatch));
    }

    @Schema(name = "CartItemChange", description = "At least one of packs and sku, not null (422 otherwise).")
    record CartItemChangeDocument(@Nullable @Schema(minimum = "1", maximum = "999") Integer packs,
                                  @Nullable String sku) {
    }

    @DeleteMapping("/v1beta/carts/{id}/items/{itemId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteCartItem",
            summary = "Delete an item", description = "Removes the item and the added items it was combined "
            + "from; a recipe none of whose items is left leaves the cart too.")
    void deleteItem(Credential credential, @PathVariable String id, @PathVariable String itemId,
                    IfMatch ifMatch) {
        carts.deleteLine(credential, id, itemId, ifMatch);
    }

    @GetMapping("/v1beta/carts/{id}/items/{itemId}/options")
    @Operation(operationId = "listCartItemOptions",
            summary = "Alternative products for an item", description = "Other products of the retailer that "
            + "could cover the item, best first, each with the packs it would take and what they would cost "
            + "(unavailable ones last). The item's own product is left out.")
    Page<CartView.OptionView> options(Credential credential, @PathVariable String id, @PathVariable String itemId,
                                      PageRequest page) {
        return carts.options(credential, id, itemId, page).map(CartView.OptionView::of);
    }

    @PostMapping("/v1beta/carts/{id}/checkout")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "checkoutCart",
            summary = "Check a cart out", description = "Closes the cart for good (later changes: 409 "
            + "cart.checked_out) and answers the checkout: the matched items by SKU with their packs and totals, "
            + "the unmatched needs, the total, and checkout_url, the retailer's template with {items} replaced by "
            + "the sku:packs pairs joined with commas, URL-encoded as a whole (A1:2,B7:1 becomes A1%3A2%2CB7%3A1). "
            + "A cart with no matched item: 422 cart.empty. The body is optional: {\"restock_pantry\": true} adds "
            + "each matched product's packs (size times packs) to the buyer's pantry, under the need's name, in the "
            + "checkout's transaction (a management token: 422; a pantry that would pass 500 items: 422 "
            + "pantry.full, and nothing is checked out). Honours If-Match and Idempotency-Key.",
            responses = @ApiResponse(responseCode = "201", description = "The checkout",
                    headers = @Header(name = "Location", description = "/v1beta/checkouts/{id}")))
    ResponseEntity<CartView.CheckoutView> checkout(Credential credential, @PathVariable String id,
                                                   IfMatch ifMatch,
                                                   @RequestBody(required = false) CheckoutOptions body) {
        return created(carts.checkout(credential, id, ifMatch, CheckoutOptions.restocks(body)));
    }

    @GetMapping("/v1beta/checkouts/{id}")
    @Operation(operationId = "getCheckout", summary = "Read a checkout")
    CartView.CheckoutView getCheckout(Credential credential, @PathVariable String id) {
        return CartView.CheckoutView.of(carts.getCheckout(credential, id));
    }

    private static ResponseEntity<CartView.CheckoutView> created(Checkout checkout) {
        return created(checkout, CartView.CheckoutView.of(checkout));
    }

    private static ResponseEntity<CartView.CheckoutView> created(Checkout checkout, CartView.CheckoutView view) {
        return ResponseEntity.created(URI.create("/v1beta/checkouts/" + checkout.id())).body(view);
    }

    /** The cart; with pantry_covered when the request asked for the pantry to be subtracted. */
    private static CartView withCovered(CartView view, CartInput body, Carts.Reported<PricedCart> reported) {
        return body.pantry() == null ? view : view.withPantryCovered(PantryCoveredView.allOf(reported.pantryCovered()));
    }

    private static ResponseEntity<CartView> answer(PricedCart cart) {
        return Versions.ok(cart.cart().header().version(), CartView.of(cart));
    }
}
