package dev.larder.client;

import dev.larder.client.model.Invite;
import dev.larder.client.model.JoinRequest;
import dev.larder.client.model.ListChanges;
import dev.larder.client.model.ListContent;
import dev.larder.client.model.ListInput;
import dev.larder.client.model.ListItemPatch;
import dev.larder.client.model.ListPatch;
import dev.larder.client.model.ListSummary;
import dev.larder.client.model.Members;
import dev.larder.client.model.Nutrition;
import dev.larder.client.model.ShoppingList;

/** Shopping lists, their sharing and their changes (contract section 7). */
public final class Lists extends Resource {

    Lists(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Creates a list from items, lines of text and recipes (201). */
    @ApiOperation(method = "POST", path = "/v1beta/lists")
    public ShoppingList create(ListInput list, RequestOption... options) {
        return call(httpPost("/v1beta/lists").body(list).options(options), ShoppingList.class);
    }

    /** The caller's lists (items left out), page by page; {@code limit} null for the server's page size. */
    @ApiOperation(method = "GET", path = "/v1beta/lists")
    public Paged<ListSummary> list(Integer limit, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/lists").query("limit", limit).query("after", after)
                .options(options), ListSummary.class);
    }

    /** Reads a list. */
    @ApiOperation(method = "GET", path = "/v1beta/lists/{id}")
    public ShoppingList get(String id, RequestOption... options) {
        return call(httpGet("/v1beta/lists/{id}", id).options(options), ShoppingList.class);
    }

    /** What the list's unchecked items add up to, as one serving. */
    @ApiOperation(method = "GET", path = "/v1beta/lists/{id}/nutrition")
    public Nutrition nutrition(String id, RequestOption... options) {
        return call(httpGet("/v1beta/lists/{id}/nutrition", id).options(options), Nutrition.class);
    }

    /** Renames a list or makes it primary; takes {@link RequestOption#ifMatch}. */
    @ApiOperation(method = "PATCH", path = "/v1beta/lists/{id}")
    public ShoppingList update(String id, ListPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/lists/{id}", id).body(patch).options(options), ShoppingList.class);
    }

    /** Deletes a list (owner only); takes {@link RequestOption#ifMatch}. */
    @ApiOperation(method = "DELETE", path = "/v1beta/lists/{id}")
    public void delete(String id, RequestOption... options) {
        call(httpDelete("/v1beta/lists/{id}", id).options(options));
    }

    /** Adds items, lines of text and recipes; answers the whole list. */
    @ApiOperation(method = "POST", path = "/v1beta/lists/{id}/items")
    public ShoppingList addItems(String id, ListContent content, RequestOption... options) {
        return call(httpPost("/v1beta/lists/{id}/items", id).body(content).options(options), ShoppingList.class);
    }

    /** Changes an item (checks it, renames it...); answers the whole list. */
    @ApiOperation(method = "PATCH", path = "/v1beta/lists/{id}/items/{itemId}")
    public ShoppingList updateItem(String id, String itemId, ListItemPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/lists/{id}/items/{itemId}", id, itemId).body(patch).options(options),
                ShoppingList.class);
    }

    /** Removes an item. */
    @ApiOperation(method = "DELETE", path = "/v1beta/lists/{id}/items/{itemId}")
    public void deleteItem(String id, String itemId, RequestOption... options) {
        call(httpDelete("/v1beta/lists/{id}/items/{itemId}", id, itemId).options(options));
    }

    /** Removes a recipe and exactly the items it added. */
    @ApiOperation(method = "DELETE", path = "/v1beta/lists/{id}/recipes/{recipeId}")
    public void removeRecipe(String id, String recipeId, RequestOption... options) {
        call(httpDelete("/v1beta/lists/{id}/recipes/{recipeId}", id, recipeId).options(options));
    }

    /** An invitation code (7 days, any number of joins). */
    @ApiOperation(method = "POST", path = "/v1beta/lists/{id}/invites")
    public Invite invite(String id, RequestOption... options) {
        return call(httpPost("/v1beta/lists/{id}/invites", id).options(options), Invite.class);
    }

    /** Joins a list by its invitation code; answers the list. */
    @ApiOperation(method = "POST", path = "/v1beta/lists/join")
    public ShoppingList join(String code, RequestOption... options) {
        return call(httpPost("/v1beta/lists/join").body(new JoinRequest(code)).options(options), ShoppingList.class);
    }

    /** The list's owner and members. */
    @ApiOperation(method = "GET", path = "/v1beta/lists/{id}/members")
    public Members members(String id, RequestOption... options) {
        return call(httpGet("/v1beta/lists/{id}/members", id).options(options), Members.class);
    }

    /** Removes a member (the owner), or leaves (a member naming itself). */
    @ApiOperation(method = "DELETE", path = "/v1beta/lists/{id}/members/{userId}")
    public void removeMember(String id, String userId, RequestOption... options) {
        call(httpDelete("/v1beta/lists/{id}/members/{userId}", id, userId).options(options));
    }

    /** Every change after {@code afterVersion}; 410 {@code list.changes_expired} when that is too old. */
    @ApiOperation(method = "GET", path = "/v1beta/lists/{id}/changes")
    public ListChanges changes(String id, long afterVersion, RequestOption... options) {
        return call(httpGet("/v1beta/lists/{id}/changes", id).query("after_version", afterVersion).options(options),
                ListChanges.class);
    }

    /**
     * Follows the list's live changes (Server-Sent Events) from {@code afterVersion}, on a thread of its own. When
     * the stream breaks it reconnects with {@code Last-Event-ID} (and a fresh token for a session), so no change is
     * missed or repeated. Close the subscription to stop.
     */
    @ApiOperation(method = "GET", path = "/v1beta/lists/{id}/events")
    public ListSubscription subscribe(String id, long afterVersion, ListListener listener) {
        return ListSubscription.start(transport, credentials, id, afterVersion, listener);
    }
}
