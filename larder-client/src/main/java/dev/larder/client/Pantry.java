package dev.larder.client;

import dev.larder.client.model.Page;
import dev.larder.client.model.PantryContent;
import dev.larder.client.model.PantryItem;
import dev.larder.client.model.PantryItemPatch;

/** The user's pantry: what the household has at home (contract section 16, docs/pantry.md). A user session only. */
public final class Pantry extends Resource {

    Pantry(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /**
     * The pantry, soonest expiry first and items without expiry last, page by page; with
     * {@code expiringWithinDays} (0 to 3650), only items that expire within that many days, those past their date
     * included.
     */
    @ApiOperation(method = "GET", path = "/v1beta/pantry")
    public Paged<PantryItem> list(Integer expiringWithinDays, Integer limit, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/pantry").query("expiring_within_days", expiringWithinDays)
                .query("limit", limit).query("after", after).options(options), PantryItem.class);
    }

    /**
     * Adds items and lines of text, combined with what is at home by canonical name; answers the first page of the
     * pantry, which is sent at once. At most 50 at once, and 500 in a pantry (pantry.full).
     */
    @ApiOperation(method = "POST", path = "/v1beta/pantry/items")
    public Page<PantryItem> add(PantryContent content, RequestOption... options) {
        return page(httpPost("/v1beta/pantry/items").body(content).options(options), PantryItem.class);
    }

    /** Changes an item's quantity, unit, location, expiry or staple. */
    @ApiOperation(method = "PATCH", path = "/v1beta/pantry/items/{id}")
    public PantryItem update(String id, PantryItemPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/pantry/items/{id}", id).body(patch).options(options), PantryItem.class);
    }

    /** Removes an item. */
    @ApiOperation(method = "DELETE", path = "/v1beta/pantry/items/{id}")
    public void delete(String id, RequestOption... options) {
        call(httpDelete("/v1beta/pantry/items/{id}", id).options(options));
    }
}
