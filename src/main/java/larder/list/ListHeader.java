package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.item.NewItems;
import larder.item.RecipesAdded;
import larder.item.ScaledRecipe;
import larder.list.ListEvents.ListCreated;
import larder.list.ListEvents.ListDeleted;
import larder.list.ListEvents.ListUpdated;
import larder.platform.IfMatch;
import larder.platform.ApiEvent;
import larder.platform.Ids;
import larder.platform.InvalidRequest;
import larder.platform.NotFound;

/**
 * A list's own row, without its items: the aggregate every change of a list goes through. It decides who may see
 * and change the list (contract 3.3), whether a change's If-Match holds, what may be asked of its primary flag, and
 * its bound of {@value ShoppingList#MAX_ITEMS} items; its name is a {@link ListName} and its items' changes are
 * {@link ListItem#with}. A change decides on the row it has locked, so what is decided here is what is written. Each
 * change records its events; the service publishes them once the change is saved.
 */
final class ListHeader {

    private final String id;
    private final String clientId;
    private final String userId;
    private final Instant createdAt;
    private String name;
    private long version;
    private int itemCount;
    private Instant updatedAt;
    private final List<Object> events = new ArrayList<>();
    /**
     * list.created or list.updated, still to be recorded: it shows the list as saved, with its primary flag, items
     * and recipes, which live outside this row ({@link #saved}).
     */
    private Function<ShoppingList, ApiEvent> pending;

    /** A list as stored. */
    ListHeader(String id, String clientId, String userId, String name, long version, int itemCount, Instant createdAt,
               Instant updatedAt) {
        this.id = id;
        this.clientId = clientId;
        this.userId = userId;
        this.name = name;
        this.version = version;
        this.itemCount = itemCount;
        this.createdAt = createdAt;
        this.updatedAt = updatedAt;
    }

    /**
     * A new list holding {@code content}, owned by the credential's user or, for a management token, by the app
     * itself; past {@value ShoppingList#MAX_ITEMS} items it is refused ({@code list.full}).
     */
    static ListHeader create(Credential owner, ListName name, NewItems.Checked content, Instant now) {
        int items = content.items().size();
        if (items > ShoppingList.MAX_ITEMS) {
            throw new ListFull(items);
        }
        String userId = owner instanceof UserCredential user ? user.userId() : null;
        ListHeader list = new ListHeader(Ids.next("lst"), owner.clientId(), userId, name.value(), 1, items, now, now);
        list.recordRecipesAdded(content, now);
        list.pending = ListCreated::new;
        return list;
    }

    /**
     * A user sees its own lists; the app's server sees every list of the app. To any other caller the list is not
     * there (404), so that its existence does not leak.
     */
    void checkVisibleTo(Credential credential) {
        if (!credential.sees(clientId, userId)) {
            throw new NotFound("List " + id);
        }
    }

    /** A user changes its own lists; the app's server only the lists it created itself (403 for a user's list). */
    void checkChangeableBy(Credential credential) {
        checkVisibleTo(credential);
        if (!credential.changes(userId)) {
            throw new ListNotChangeable(id);
        }
    }

    /**
     * Refuses what cannot be asked of the list's primary flag: an app's own list has none, and a user always has one
     * primary list, which stops being it only when another list is made primary. {@code isPrimary} is asked only
     * when the answer decides.
     */
    void checkPrimary(boolean makePrimary, BooleanSupplier isPrimary) {
        if (userId == null) {
            throw new InvalidRequest("/primary", "An app's own lists have no primary list.");
        }
        if (!makePrimary && isPrimary.getAsBoolean()) {
            throw new InvalidRequest("/primary", "A user always has one primary list: make another list primary "
                    + "instead.");
        }
    }

    /** Renames the list when {@code newName} is given; either way the change moves the list's version. */
    void update(ListName newName, IfMatch ifMatch, Instant now) {
        move(ifMatch, 0, now);
        if (newName != null) {
            name = newName.value();
        }
    }

    /** Adds {@code content}; past {@value ShoppingList#MAX_ITEMS} items the list refuses it ({@code list.full}). */
    void add(NewItems.Checked content, Instant now) {
        move(IfMatch.ANY, content.items().size(), now);
        recordRecipesAdded(content, now);
    }

    /** The item as {@code change} leaves it ({@link ListItem#with}). */
    ListItem changeItem(ListItem item, ItemChange change, IfMatch ifMatch, Instant now) {
        ListItem changed = item.with(change, now);
        move(ifMatch, 0, now);
        return changed;
    }

    /** {@code count} items have left the list. */
    void removeItems(int count, IfMatch ifMatch, Instant now) {
        move(ifMatch, -count, now);
    }

    void delete(IfMatch ifMatch) {
        ifMatch.check(version);
        events.add(new ListDeleted(id, clientId, userId));
    }

    /**
     * The list as the change saved it, given what lives outside this row; the change's list.created or list.updated
     * shows this list, so it is recorded now.
     */
    ShoppingList saved(boolean primary, List<ListItem> items, List<ScaledRecipe> recipes) {
        ShoppingList list = ShoppingList.of(this, primary, items, recipes);
        if (pending != null) {
            events.add(pending.apply(list));
            pending = null;
        }
        return list;
    }

    /** The events recorded since last taken, in the order they happened. */
    List<Object> takeEvents() {
        List<Object> taken = List.copyOf(events);
        events.clear();
        return taken;
    }

    /**
     * Every change moves the version by one and the item count by what it adds or removes: refused when the
     * request's If-Match names another version, or when the list would
     * hold too many items.
     */
    private void move(IfMatch ifMatch, int itemDelta, Instant now) {
        ifMatch.check(version);
        int items = itemCount + itemDelta;
        if (items > ShoppingList.MAX_ITEMS) {
            throw new ListFull(items);
        }
        version++;
        itemCount = items;
        updatedAt = now;
        pending = ListUpdated::new;
    }

    private void recordRecipesAdded(NewItems.Checked content, Instant now) {
        RecipesAdded.of(clientId, userId, content, now).ifPresent(events::add);
    }

    String id() {
        return id;
    }

    String clientId() {
        return clientId;
    }

    String userId() {
        return userId;
    }

    String name() {
        return name;
    }

    long version() {
        return version;
    }

    int itemCount() {
        return itemCount;
    }

    Instant createdAt() {
        return createdAt;
    }

    Instant updatedAt() {
        return updatedAt;
    }
}
