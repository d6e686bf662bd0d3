package larder.list;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.ingredient.Combiner;
import larder.food.Foods;
import larder.item.NewItems;
import larder.item.RecipesAdded;
import larder.item.ScaledRecipe;
import larder.list.ListEvents.ListCreated;
import larder.list.ListEvents.ListDeleted;
import larder.list.ListEvents.ListUpdated;
import larder.platform.Ids;
import larder.platform.Sent;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.platform.web.IfMatch;

/**
 * A list's own row, without its items: the aggregate every change of a list goes through. It decides who may see
 * and change the list (docs/api.md §3.3), whether a change's If-Match holds, what may be asked of its primary flag, and
 * its bound of {@value ShoppingList#MAX_ITEMS} items; its name is a {@link ListName} and its items' changes are
 * {@link ListItem#with}. A row is a value: a change decides on the row it has locked and answers a {@link ListDecision}
 * (the row to save, the change still to complete with the saved list, and the events), which the service commits as
 * one. Every change of an existing list moves its version by one and records exactly one {@link ListChange}
 * (docs/api.md §7.1), made once the change is saved.
 */
record ListHeader(String id, String clientId, String userId, String name, long version, int itemCount,
                  Instant createdAt, Instant updatedAt) {

    /** The most members a list has, its owner included (docs/api.md §7.1). */
    static final int MAX_MEMBERS = 20;

    /**
     * A new list holding {@code content}, owned by the credential's user or, for a management token, by the app
     * itself; past {@value ShoppingList#MAX_ITEMS} items it is refused ({@code list.full}). Creating a list is not a
     * change of it: it records no {@link ListChange}.
     */
    static ListDecision create(Credential owner, ListName name, NewItems.Checked content, Instant now) {
        int items = content.items().size();
        if (items > ShoppingList.MAX_ITEMS) {
            throw new ListFull(items);
        }
        String userId = owner instanceof UserCredential user ? user.userId() : null;
        ListHeader list = new ListHeader(Ids.next("lst"), owner.clientId(), userId, name.value(), 1, items, now, now);
        return new ListDecision(list, by(owner), null, list.recipesAdded(content, now), ListCreated::new);
    }

    /** Who a change is by, as its change log says: the user, or null for the app's server. */
    static String by(Credential credential) {
        return credential instanceof UserCredential user ? user.userId() : null;
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
     * it created itself (403 for a user's list).
     */
    ListRole checkChangeableBy(Credential credential, Predicate<String> members) {
        ListRole role = checkVisibleTo(credential, members);
        if (!credential.changes(userId, members)) {
            throw new ListNotChangeable(id);
        }
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
    ListDecision update(String by, ListName newName, IfMatch ifMatch, Instant now) {
        ListHeader moved = move(ifMatch, 0, now);
        ListHeader named = newName == null ? moved : moved.named(newName.value());
        return updated(named, by, new ChangeDraft(ListChange.LIST_UPDATED, now, List.of(), List.of(), null,
                Set.of()), List.of());
    }

    /**
     * Adds {@code content}: the change's draft brings in the items it puts on the list; past
     * {@value ShoppingList#MAX_ITEMS} items the list refuses it ({@code list.full}). One request is one change:
     * recipe.added when it brings a recipe.
     */
    ListDecision add(String by, NewItems.Checked content, Instant now, Foods foods) {
        ListHeader moved = move(IfMatch.ANY, content.items().size(), now);
        List<ListItem> items = ListItem.allOf(content.items(), now).stream().map(item -> item.linked(foods)).toList();
        Set<String> recipeIds = new HashSet<>();
        content.recipes().forEach(r -> recipeIds.add(r.recipe().id()));
        return updated(moved, by, new ChangeDraft(recipeIds.isEmpty() ? ListChange.ITEM_ADDED
                : ListChange.RECIPE_ADDED, now, items, List.of(), null, recipeIds), recipesAdded(content, now));
    }

    /** The item as {@code change} leaves it ({@link ListItem#with}), linked to its food: the draft's one item in. */
    ListDecision changeItem(String by, ListItem item, ItemChange change, IfMatch ifMatch, Instant now,
                              Foods foods) {
        ListItem changed = item.with(change, now).linked(foods);
        return updated(move(ifMatch, 0, now), by, new ChangeDraft(ListChange.ITEM_UPDATED, now, List.of(changed),
                List.of(item), null, Set.of()), List.of());
    }

    /**
     * Checks the items a checkout bought (contract 9): one change, item.updated with all of them, which moves the
     * version once; the draft brings in the checked items. {@code items} are the list's unchecked items among those
     * bought; none is nothing to record (empty).
     */
    java.util.Optional<ListDecision> checkBought(String by, List<ListItem> items, Instant now) {
        if (items.isEmpty()) {
            return java.util.Optional.empty();
        }
        ItemChange check = new ItemChange(Sent.of(true), Sent.leftOut(), Sent.leftOut(), Sent.leftOut(),
                Sent.leftOut(), Sent.leftOut(), Sent.leftOut());
        List<ListItem> checked = items.stream().map(item -> item.with(check, now)).toList();
        return java.util.Optional.of(updated(move(IfMatch.ANY, 0, now), by,
                new ChangeDraft(ListChange.ITEM_UPDATED, now, checked, items, null, Set.of()), List.of()));
    }

    /**
     * A source's items brought in line with what it wants ({@link Convergence}): one change, list.updated, whose
     * combined_items and combined_items_removed say what it did to the combined view; past
     * {@value ShoppingList#MAX_ITEMS} items the list refuses it ({@code list.full}).
     */
    ListDecision converge(String by, Convergence convergence, Instant now) {
        return updated(move(IfMatch.ANY, convergence.itemDelta(), now), by,
                new ChangeDraft(ListChange.LIST_UPDATED, now, convergence.in(), convergence.out(), null, Set.of()),
                List.of());
    }

    /** The item has left the list. */
    ListDecision removeItem(String by, ListItem item, IfMatch ifMatch, Instant now) {
        return updated(move(ifMatch, -1, now), by, new ChangeDraft(ListChange.ITEM_REMOVED, now, List.of(),
                List.of(item), null, Set.of()), List.of());
    }

    /** The recipe has left the list, with exactly the items it added. */
    ListDecision removeRecipe(String by, ScaledRecipe recipe, List<ListItem> items, IfMatch ifMatch, Instant now) {
        return updated(move(ifMatch, -items.size(), now), by, new ChangeDraft(ListChange.RECIPE_REMOVED, now,
                List.of(), items, recipe, Set.of()), List.of());
    }

    /**
     * A user joins: past {@value #MAX_MEMBERS} members, the owner included, the list refuses it
     * ({@code list.too_many_members}). {@code others} is how many members the list has besides its owner.
     */
    ListDecision join(UserCredential joiner, int others, Instant now) {
        int members = others + (userId == null ? 0 : 1) + 1;
        if (members > MAX_MEMBERS) {
            throw new TooManyMembers(id, members);
        }
        return listUpdated(joiner.userId(), IfMatch.ANY, now);
    }

    /** A member has left, or was removed by the owner. */
    ListDecision removeMember(String by, IfMatch ifMatch, Instant now) {
        return listUpdated(by, ifMatch, now);
    }

    /** The list is deleted as its owner is erased. */
    ListDecision deleteWithOwner(Instant now) {
        return delete(userId, IfMatch.ANY, now);
    }

    /** A member is erased: it leaves the list. */
    ListDecision removeErasedMember(String memberId, Instant now) {
        return removeMember(memberId, IfMatch.ANY, now);
    }

    /**
     * The list is deleted: its last change, which no later one can follow, is made at once, since there is no saved
     * list to complete it with.
     */
    ListDecision delete(String by, IfMatch ifMatch, Instant now) {
        ifMatch.check(version);
        ListChange change = new ListChange(version + 1, ListChange.LIST_DELETED, now, by, null, null, null, null, null,
                new ListChange.State(id, name, version + 1, itemCount, now), List.of(), List.of());
        return ListDecision.deleted(this, by, change, new ListDeleted(id, clientId, userId));
    }

    private ListDecision listUpdated(String by, IfMatch ifMatch, Instant now) {
        return updated(move(ifMatch, 0, now), by, new ChangeDraft(ListChange.LIST_UPDATED, now, List.of(), List.of(),
                null, Set.of()), List.of());
    }

    private static ListDecision updated(ListHeader header, String by, ChangeDraft draft, List<Object> events) {
        return new ListDecision(header, by, draft, events, ListUpdated::new);
    }

    /**
     * Every change moves the version by one and the item count by what it adds or removes: refused when the
     * request's If-Match names another version, or when the list would hold too many items.
     */
    private ListHeader move(IfMatch ifMatch, int itemDelta, Instant now) {
        ifMatch.check(version);
        int items = itemCount + itemDelta;
        if (items > ShoppingList.MAX_ITEMS) {
            throw new ListFull(items);
        }
        return new ListHeader(id, clientId, userId, name, version + 1, items, createdAt, now);
    }

    private ListHeader named(String newName) {
        return new ListHeader(id, clientId, userId, newName, version, itemCount, createdAt, updatedAt);
    }

    private List<Object> recipesAdded(NewItems.Checked content, Instant now) {
        return RecipesAdded.of(clientId, userId, content, now).<List<Object>>map(List::of).orElse(List.of());
    }
}
