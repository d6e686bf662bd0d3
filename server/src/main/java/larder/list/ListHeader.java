package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Predicate;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.ingredient.Combiner;
import larder.food.Foods;
import larder.item.NewItems;
import larder.item.RecipesAdded;
import larder.item.ScaledRecipe;
import larder.list.ListEvents.ListChanged;
import larder.list.ListEvents.ListCreated;
import larder.list.ListEvents.ListDeleted;
import larder.list.ListEvents.ListUpdated;
import larder.platform.IfMatch;
import larder.platform.ApiEvent;
import larder.platform.Ids;
import larder.platform.InvalidRequest;
import larder.platform.NotFound;
import larder.platform.Sent;

/**
 * A list's own row, without its items: the aggregate every change of a list goes through. It decides who may see
 * and change the list (docs/api.md §3.3), whether a change's If-Match holds, what may be asked of its primary flag, and
 * its bound of {@value ShoppingList#MAX_ITEMS} items; its name is a {@link ListName} and its items' changes are
 * {@link ListItem#with}. A change decides on the row it has locked, so what is decided here is what is written. Each
 * change records its events; the service publishes them once the change is saved. Every change of an existing list
 * moves its version by one and records exactly one {@link ListChange} (docs/api.md §7.1), made once the change is saved.
 */
final class ListHeader {

    /** The most members a list has, its owner included (docs/api.md §7.1). */
    static final int MAX_MEMBERS = 20;

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
    /** The user the change is made by (null for the app's server), known once the change is admitted. */
    private String by;
    /** The change still to be recorded, completed with the saved list by {@link #saved}. */
    private ChangeDraft draft;
    /** The change last recorded, for the service to store. */
    private ListChange recorded;

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
     * A user sees its own lists and those it is a member of ({@code members}: whether a user is one, asked only of a
     * user who is not the owner); the app's server sees every list of the app. To any other caller the list is not
     * there (404), so that its existence does not leak. Answers what the caller is to the list: null for the app's
     * server reading a user's list.
     */
    ListRole checkVisibleTo(Credential credential, Predicate<String> members) {
        if (!credential.sees(clientId, userId, members)) {
            throw new NotFound("List " + id);
        }
        return roleOf(credential);
    }

    /** What a caller who sees the list is to it: null for the app's server and a user's list. */
    ListRole roleOf(Credential credential) {
        return switch (credential) {
            case UserCredential user -> user.userId().equals(userId) ? ListRole.OWNER : ListRole.MEMBER;
            case ManagementCredential app -> userId == null ? ListRole.OWNER : null;
        };
    }

    /** Whether the user shares the list already: its owner or a member. */
    boolean sharedWith(UserCredential user, Predicate<String> members) {
        return user.sees(clientId, userId, members);
    }

    /**
     * Its owner and its members change its name, items and recipes (docs/api.md §7.1); the app's server only the lists
     * it created itself (403 for a user's list). The caller is who the change is by.
     */
    ListRole checkChangeableBy(Credential credential, Predicate<String> members) {
        ListRole role = checkVisibleTo(credential, members);
        if (!credential.changes(userId, members)) {
            throw new ListNotChangeable(id);
        }
        by = credential instanceof UserCredential user ? user.userId() : null;
        return role;
    }

    /**
     * Only its owner deletes the list, removes others and chooses whether it is the primary list (403 for a
     * member, docs/api.md §7.1; the app's server owns the lists it created).
     */
    void checkOwnedBy(Credential credential, Predicate<String> members) {
        if (checkChangeableBy(credential, members) != ListRole.OWNER) {
            throw new ListNotChangeable(id);
        }
    }

    /**
     * Whether the caller may take {@code memberId} off the list: a member itself (it leaves), the owner anyone but
     * itself (the owner deletes the list instead: 422).
     */
    void checkMayRemove(Credential credential, Predicate<String> members, String memberId) {
        ListRole role = checkChangeableBy(credential, members);
        boolean itself = credential instanceof UserCredential user && user.userId().equals(memberId);
        if (role != ListRole.OWNER && !itself) {
            throw new ListNotChangeable(id);
        }
        if (memberId.equals(userId)) {
            throw new InvalidRequest("user_id", "The owner cannot leave the list; delete it instead.");
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
        draft = new ChangeDraft(ListChange.LIST_UPDATED, now, List.of(), List.of(), null, Set.of());
    }

    /**
     * Adds {@code content}, answering the items it puts on the list; past {@value ShoppingList#MAX_ITEMS} items the
     * list refuses it ({@code list.full}). One request is one change: recipe.added when it brings a recipe.
     */
    List<ListItem> add(NewItems.Checked content, Instant now, Foods foods) {
        move(IfMatch.ANY, content.items().size(), now);
        recordRecipesAdded(content, now);
        List<ListItem> items = ListItem.allOf(content.items(), now).stream().map(item -> item.linked(foods)).toList();
        Set<String> recipeIds = new HashSet<>();
        content.recipes().forEach(r -> recipeIds.add(r.recipe().id()));
        draft = new ChangeDraft(recipeIds.isEmpty() ? ListChange.ITEM_ADDED : ListChange.RECIPE_ADDED, now, items,
                List.of(), null, recipeIds);
        return items;
    }

    /** The item as {@code change} leaves it ({@link ListItem#with}), linked to its food. */
    ListItem changeItem(ListItem item, ItemChange change, IfMatch ifMatch, Instant now, Foods foods) {
        ListItem changed = item.with(change, now).linked(foods);
        move(ifMatch, 0, now);
        draft = new ChangeDraft(ListChange.ITEM_UPDATED, now, List.of(changed), List.of(item), null, Set.of());
        return changed;
    }

    /**
     * Checks the items a checkout bought (contract 9): one change, item.updated with all of them, which moves the
     * version once. {@code items} are the list's unchecked items among those bought; none is nothing to record.
     */
    List<ListItem> checkBought(List<ListItem> items, Instant now) {
        if (items.isEmpty()) {
            return List.of();
        }
        ItemChange check = new ItemChange(Sent.of(true), Sent.leftOut(), Sent.leftOut(), Sent.leftOut(),
                Sent.leftOut(), Sent.leftOut(), Sent.leftOut());
        List<ListItem> checked = items.stream().map(item -> item.with(check, now)).toList();
        move(IfMatch.ANY, 0, now);
        draft = new ChangeDraft(ListChange.ITEM_UPDATED, now, checked, items, null, Set.of());
        return checked;
    }

    /** The item has left the list. */
    void removeItem(ListItem item, IfMatch ifMatch, Instant now) {
        move(ifMatch, -1, now);
        draft = new ChangeDraft(ListChange.ITEM_REMOVED, now, List.of(), List.of(item), null, Set.of());
    }

    /** The recipe has left the list, with exactly the items it added. */
    void removeRecipe(ScaledRecipe recipe, List<ListItem> items, IfMatch ifMatch, Instant now) {
        move(ifMatch, -items.size(), now);
        draft = new ChangeDraft(ListChange.RECIPE_REMOVED, now, List.of(), items, recipe, Set.of());
    }

    /**
     * A user joins: past {@value #MAX_MEMBERS} members, the owner included, the list refuses it
     * ({@code list.too_many_members}). {@code others} is how many members the list has besides its owner.
     */
    void join(UserCredential joiner, int others, Instant now) {
        int members = others + (userId == null ? 0 : 1) + 1;
        if (members > MAX_MEMBERS) {
            throw new TooManyMembers(id, members);
        }
        move(IfMatch.ANY, 0, now);
        by = joiner.userId();
        draft = new ChangeDraft(ListChange.LIST_UPDATED, now, List.of(), List.of(), null, Set.of());
    }

    /** A member has left, or was removed by the owner. */
    void removeMember(IfMatch ifMatch, Instant now) {
        move(ifMatch, 0, now);
        draft = new ChangeDraft(ListChange.LIST_UPDATED, now, List.of(), List.of(), null, Set.of());
    }

    /** The list is deleted as its owner is erased. */
    void deleteWithOwner(Instant now) {
        by = userId;
        delete(IfMatch.ANY, now);
    }

    /** A member is erased: it leaves the list. */
    void removeErasedMember(String memberId, Instant now) {
        by = memberId;
        removeMember(IfMatch.ANY, now);
    }

    /** The list is deleted: its last change, which no later one can follow. */
    void delete(IfMatch ifMatch, Instant now) {
        ifMatch.check(version);
        events.add(new ListDeleted(id, clientId, userId));
        record(new ListChange(version + 1, ListChange.LIST_DELETED, now, by, null, null, null, null, null,
                new ListChange.ListState(id, name, version + 1, itemCount, now), List.of(), List.of()));
    }

    /**
     * The list as the change saved it, given what lives outside this row; the change's list.created or list.updated
     * shows this list, so it is recorded now, and so is the change of the list ({@link ListChange}).
     */
    ShoppingList saved(boolean primary, List<ListItem> items, List<ScaledRecipe> recipes, Combiner combiner) {
        ShoppingList list = ShoppingList.of(this, primary, items, recipes);
        if (pending != null) {
            events.add(pending.apply(list));
            pending = null;
        }
        if (draft != null) {
            record(draft.change(version, by, list,
                    new ListChange.ListState(id, name, version, itemCount, updatedAt), combiner));
            draft = null;
        }
        return list;
    }

    /** The change last recorded, if the list has changed: the service stores it in the change's transaction. */
    java.util.Optional<ListChange> recorded() {
        return java.util.Optional.ofNullable(recorded);
    }

    private void record(ListChange change) {
        recorded = change;
        events.add(new ListChanged(id, clientId, change.version(), change));
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
