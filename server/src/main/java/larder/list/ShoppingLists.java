package larder.list;

import java.time.Clock;
import java.time.Instant;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.ingredient.Combiner;
import larder.food.Foods;
import larder.item.NewItems;
import larder.item.ScaledRecipe;
import larder.platform.Cursor;
import larder.platform.InvalidRequest;
import larder.platform.NotFound;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.Secrets;
import larder.platform.IfMatch;
import larder.recipe.Recipes;
import larder.user.UsersErased;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Shopping lists: each change loads the list's row ({@link ListHeader}) and locks it, lets it decide, then writes
 * only what changed (never the whole list: the row, a new pack of items, or the one pack that holds a changed item)
 * and publishes the events it recorded, in the same transaction. Every change of an existing list records one
 * {@link ListChange} in that transaction too, under the list's row lock, so versions and changes are consecutive.
 * Shared lists (docs/api.md §7.1): the owner rule of {@link Credential} with the list's members.
 */
@Service
public class ShoppingLists {

    /** How long an invite code may be used to join (docs/api.md §7.1). */
    static final Duration INVITE_LIFETIME = Duration.ofDays(7);

    private final ListStore store;
    private final Recipes recipes;
    private final Combiner combiner;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    private final Foods foods;

    ShoppingLists(ListStore store, Recipes recipes, Combiner combiner, ApplicationEventPublisher events, Clock clock,
                  Foods foods) {
        this.store = store;
        this.foods = foods;
        this.recipes = recipes;
        this.combiner = combiner;
        this.events = events;
        this.clock = clock;
    }

    /** An invite code, shown once, and when it stops working. */
    public record Invite(String code, Instant expiresAt) {
    }

    /** A user who shares a list: its owner or a member. */
    public record Member(String userId, ListRole role, Instant joinedAt) {
    }

    /**
     * A user's first list becomes its primary list; a management token creates an app-owned list. Creating a list is
     * not a change of it: a new list is at version 1, and its changes start after.
     */
    @Transactional
    public ShoppingList create(Credential credential, ListInput input) {
        ListName name = ListName.orDefault(input.name());
        NewItems.Checked content = check(credential, input);
        Instant now = clock.instant();
        ListHeader list = ListHeader.create(credential, name, content, now);
        store.insertList(list);
        boolean primary = list.userId() != null && store.claimPrimary(list.userId(), list.id());
        List<ListItem> items = ListItem.allOf(content.items(), now).stream().map(item -> item.linked(foods)).toList();
        store.insertItems(list.id(), items);
        List<ScaledRecipe> added = ShoppingList.recipesAdded(content);
        store.insertRecipes(list.id(), added, now);
        ShoppingList created = list.saved(primary, items, added, combiner);
        publish(list);
        return created.seenAs(list.roleOf(credential));
    }

    /** The caller's lists: a user's own and those shared with it, each with the caller's role. */
    @Transactional(readOnly = true)
    public Page<ShoppingList> list(Credential credential, PageRequest page) {
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        String primary = userId == null ? null : store.primaryOf(userId).orElse(null);
        return Page.of(store.page(credential.clientId(), userId, page), page, h -> Cursor.of(h.id()))
                .map(h -> ShoppingList.of(h, h.id().equals(primary), List.of(), List.of())
                        .seenAs(h.roleOf(credential)));
    }

    @Transactional(readOnly = true)
    public ShoppingList get(Credential credential, String id) {
        ListHeader list = store.header(id).orElseThrow(() -> new NotFound("List " + id));
        ListRole role = list.checkVisibleTo(credential, membersOf(id));
        return ShoppingList.of(list, isPrimary(list), store.items(id), store.recipes(id)).seenAs(role);
    }

    /**
     * What a cart takes from the list (contract 9, {@code POST /carts {"list_id"}}): its unchecked items, in the
     * list's order, to a caller who may read the list (404 otherwise, as reading it would answer).
     */
    @Transactional(readOnly = true)
    public List<ListItem> toBuy(Credential credential, String id) {
        ListHeader list = store.header(id).orElseThrow(() -> new NotFound("List " + id));
        list.checkVisibleTo(credential, membersOf(id));
        return store.items(id).stream().filter(item -> !item.checked()).toList();
    }

    /**
     * Checks the list's items that a checkout bought (contract 9), in the checkout's own transaction, as one change
     * ({@code item.updated} carrying them all). Items removed since, or checked already, are left out. A list that is
     * gone, or that the caller may no longer change, is left as it is: the checkout stands either way.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public void checkBought(Credential credential, String id, Collection<String> itemIds) {
        ListHeader list = store.lockedHeader(id).orElse(null);
        Predicate<String> members = membersOf(id);
        if (itemIds.isEmpty() || list == null || !credential.sees(list.clientId(), list.userId(), members)
                || !credential.changes(list.userId(), members)) {
            return;
        }
        list.checkChangeableBy(credential, members);
        Set<String> wanted = Set.copyOf(itemIds);
        Map<String, List<ListItem>> packs = store.packs(id);
        List<ListItem> bought = packs.values().stream().flatMap(List::stream)
                .filter(item -> wanted.contains(item.id()) && !item.checked()).toList();
        Map<String, ListItem> checked = new HashMap<>();
        list.checkBought(bought, clock.instant()).forEach(item -> checked.put(item.id(), item));
        if (checked.isEmpty()) {
            return;
        }
        Map<String, List<ListItem>> changedPacks = new LinkedHashMap<>();
        packs.forEach((packId, items) -> {
            if (items.stream().anyMatch(item -> checked.containsKey(item.id()))) {
                changedPacks.put(packId, items.stream().map(item -> checked.getOrDefault(item.id(), item)).toList());
            }
        });
        store.update(list);
        store.updatePacks(id, changedPacks);
        saved(list, credential);
    }

    /**
     * Whether the caller may read the list now: its owner, a member, or the app's server; false once the list is
     * gone or the caller's access is (for live streams, which check again on every change).
     */
    @Transactional(readOnly = true)
    public boolean canRead(Credential credential, String id) {
        return store.header(id).map(list -> credential.sees(list.clientId(), list.userId(), membersOf(id)))
                .orElse(false);
    }

    /**
     * The list's changes after {@code afterVersion}, in order (docs/api.md §7.1): 404 to a caller who may not read the
     * list, 410 {@code list.changes_expired} when they are no longer all kept, 422 for a negative one or one the list
     * has not reached (its history is not gone: the client names a version that never was, as after a restore).
     */
    @Transactional(readOnly = true)
    public ListChanges changesAfter(Credential credential, String id, long afterVersion) {
        if (afterVersion < 0) {
            throw new InvalidRequest("after_version", "must be 0 or more");
        }
        ListHeader list = store.header(id).orElseThrow(() -> new NotFound("List " + id));
        list.checkVisibleTo(credential, membersOf(id));
        if (afterVersion > list.version()) {
            // A version this list never reached: the client knows a history the server does not (a restore).
            throw new InvalidRequest("after_version", "must be at most the list's version, " + list.version());
        }
        List<ListChange> changes = store.changesAfter(id, afterVersion);
        if (afterVersion < list.version() && (changes.isEmpty() || changes.getFirst().version() != afterVersion + 1)) {
            throw new ChangesExpired(id, afterVersion);
        }
        return new ListChanges(changes.isEmpty() ? list.version() : changes.getLast().version(), changes);
    }

    /** The list's version, to a caller who may read it (404 otherwise): where a live stream without resume starts. */
    @Transactional(readOnly = true)
    public long version(Credential credential, String id) {
        ListHeader list = store.header(id).orElseThrow(() -> new NotFound("List " + id));
        list.checkVisibleTo(credential, membersOf(id));
        return list.version();
    }

    /**
     * The kept changes after {@code afterVersion}, the deletion of a deleted list included, with no caller to check:
     * for the node that reads them once for all its live streams, each of which checked its caller's access.
     */
    @Transactional(readOnly = true)
    public List<ListChange> changesAfter(String id, long afterVersion) {
        return store.changesAfter(id, afterVersion);
    }

    /** Drops what the log keeps of a deleted list (its deletion), once live streams on every node have read it. */
    @Transactional
    public void forgetDeleted(String id) {
        if (store.header(id).isEmpty()) {
            store.deleteList(id);
        }
    }

    /** Renames, or makes primary (the owner's choice); {@code ifMatch} is the request's If-Match header. */
    @Transactional
    public ShoppingList update(Credential credential, String id, String newName, Boolean makePrimary,
                               IfMatch ifMatch) {
        ListHeader list = locked(id);
        if (makePrimary != null) {
            list.checkOwnedBy(credential, membersOf(id));
            list.checkPrimary(makePrimary, () -> isPrimary(list));
        } else {
            list.checkChangeableBy(credential, membersOf(id));
        }
        ListName name = newName == null ? null : new ListName(newName);
        list.update(name, ifMatch, clock.instant());
        store.update(list);
        if (Boolean.TRUE.equals(makePrimary)) {
            store.setPrimary(list.userId(), id);
        }
        return saved(list, credential);
    }

    /** Only the owner deletes a list; its members lose it with it. */
    @Transactional
    public void delete(Credential credential, String id, IfMatch ifMatch) {
        ListHeader list = locked(id);
        list.checkOwnedBy(credential, membersOf(id));
        list.delete(ifMatch, clock.instant());
        deleteList(list);
    }

    /** Adds items, raw lines and recipes (docs/api.md §7); atomic, so concurrent adds from two devices both land. */
    @Transactional
    public ShoppingList add(Credential credential, String id, ListInput input) {
        ListHeader list = changeable(credential, id);
        NewItems.Checked content = check(credential, input);
        Instant now = clock.instant();
        List<ListItem> items = list.add(content, now, foods);
        store.update(list);
        store.insertItems(id, items);
        store.addRecipes(id, ShoppingList.recipesAdded(content), now);
        return saved(list, credential);
    }

    /**
     * Sets {@code checked}, renames, or changes the quantity of an item. The change is read from {@code change} only
     * once the list and the item are found and the caller may change them: a missing list or item is a 404, and a
     * list the caller may not change a 403, whatever the body.
     */
    @Transactional
    public ShoppingList updateItem(Credential credential, String id, String itemId, Supplier<ItemChange> change,
                                   IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        ListStore.PackedItem found = store.item(id, itemId).orElseThrow(() -> new NotFound("Item " + itemId));
        ListItem changed = list.changeItem(found.item(), change.get(), ifMatch, clock.instant(), foods);
        store.update(list);
        store.updateItem(id, found, changed);
        return saved(list, credential);
    }

    @Transactional
    public void deleteItem(Credential credential, String id, String itemId, IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        ListStore.PackedItem found = store.item(id, itemId).orElseThrow(() -> new NotFound("Item " + itemId));
        list.removeItem(found.item(), ifMatch, clock.instant());
        store.update(list);
        store.deleteItem(id, found);
        saved(list, credential);
    }

    /** Removes a recipe and exactly the items it added. */
    @Transactional
    public void removeRecipe(Credential credential, String id, String recipeId, IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        List<ListItem> items = store.deleteRecipeItems(id, recipeId);
        ScaledRecipe recipe = store.recipe(id, recipeId).orElse(null);
        if (store.deleteRecipe(id, recipeId) == 0 && items.isEmpty()) {
            throw new NotFound("Recipe " + recipeId + " on list " + id);
        }
        if (recipe == null) {
            // Items of a recipe whose own row is gone: the change still names the recipe they came from.
            recipe = new ScaledRecipe(recipeId, recipeId, items.getFirst().fields().recipeScale());
        }
        list.removeRecipe(recipe, items, ifMatch, clock.instant());
        store.update(list);
        saved(list, credential);
    }

    /**
     * A new invite code for the list (docs/api.md §7.1): its owner and members invite, as does the app's server to the
     * app's own lists. Only the code's hash is stored; the code is shown this once.
     */
    @Transactional
    public Invite invite(Credential credential, String id) {
        ListHeader list = changeable(credential, id);
        String code = Secrets.newSecret("lsi_");
        Instant now = clock.instant();
        Instant expiresAt = now.plus(INVITE_LIFETIME);
        store.insertInvite(Secrets.hash(code), new ListStore.Invite(list.id(), list.clientId(), expiresAt), now);
        return new Invite(code, expiresAt);
    }

    /**
     * Makes the caller a member of the list the code invites to (docs/api.md §7.1): 404 for an unknown or expired code,
     * or one of another app; joining again, or the owner joining, changes nothing.
     */
    @Transactional
    public ShoppingList join(UserCredential user, String code) {
        Instant now = clock.instant();
        ListStore.Invite invite = store.invite(Secrets.hash(code))
                .filter(i -> i.clientId().equals(user.clientId()) && i.expiresAt().isAfter(now))
                .orElseThrow(() -> new NotFound("Invite"));
        ListHeader list = locked(invite.listId());
        if (!list.sharedWith(user, membersOf(list.id()))) {
            list.join(user, store.memberCount(list.id()), now);
            store.addMember(list.id(), user.userId(), now);
            store.update(list);
        }
        return saved(list, user);
    }

    /** The list's owner (for a user's list), then its members in the order they joined. */
    @Transactional(readOnly = true)
    public List<Member> members(Credential credential, String id) {
        ListHeader list = store.header(id).orElseThrow(() -> new NotFound("List " + id));
        list.checkVisibleTo(credential, membersOf(id));
        List<Member> members = new ArrayList<>();
        if (list.userId() != null) {
            members.add(new Member(list.userId(), ListRole.OWNER, list.createdAt()));
        }
        store.members(id).forEach(m -> members.add(new Member(m.userId(), ListRole.MEMBER, m.joinedAt())));
        return members;
    }

    /** The owner removes a member, or a member leaves (docs/api.md §7.1); the owner cannot leave its own list. */
    @Transactional
    public void removeMember(Credential credential, String id, String memberId, IfMatch ifMatch) {
        ListHeader list = locked(id);
        Predicate<String> members = membersOf(id);
        list.checkMayRemove(credential, members, memberId);
        if (!members.test(memberId)) {
            throw new NotFound("Member " + memberId + " of list " + id);
        }
        list.removeMember(ifMatch, clock.instant());
        store.removeMember(id, memberId);
        store.update(list);
        saved(list, credential);
    }

    /**
     * Erasing users erases their lists and takes them off the lists they are members of, in the same transaction
     * (docs/api.md §7.1): the lists' other members lose the lists they owned. Two statements find what the users had,
     * whatever their number; most users erased by the inactivity purge had nothing.
     */
    @EventListener
    void on(UsersErased erased) {
        Instant now = clock.instant();
        List<String> userIds = erased.userIds();
        for (String id : store.listsOf(userIds)) {
            store.lockedHeader(id).ifPresent(list -> {
                list.deleteWithOwner(now);
                deleteList(list);
            });
        }
        for (ListStore.Membership membership : store.membershipsOf(userIds)) {
            String id = membership.listId();
            store.lockedHeader(id).ifPresent(list -> {
                list.removeErasedMember(membership.userId(), now);
                store.removeMember(id, membership.userId());
                store.update(list);
                store(list, list.saved(isPrimary(list), store.items(id), store.recipes(id), combiner));
            });
        }
    }

    private void deleteList(ListHeader list) {
        boolean wasPrimary = isPrimary(list);
        store.deleteList(list.id());
        // The deletion stays in the log, alone, for other nodes' live streams to read (list.live forgets it later).
        list.recorded().ifPresent(change -> store.insertChange(list.id(), change));
        if (wasPrimary) {
            store.electPrimary(list.userId());
        }
        publish(list);
    }

    private NewItems.Checked check(Credential credential, ListInput input) {
        return NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
    }

    /** The list a change is about, locked for the rest of the transaction: changes of one list queue here. */
    private ListHeader locked(String id) {
        return store.lockedHeader(id).orElseThrow(() -> new NotFound("List " + id));
    }

    /** The list, locked, if its owner or a member may change its name, items and recipes. */
    private ListHeader changeable(Credential credential, String id) {
        ListHeader list = locked(id);
        list.checkChangeableBy(credential, membersOf(id));
        return list;
    }

    /** Whether a user is a member of the list; each user is asked of the database once. */
    private Predicate<String> membersOf(String id) {
        Map<String, Boolean> known = new HashMap<>(2);
        return userId -> known.computeIfAbsent(userId, u -> store.isMember(id, u));
    }

    private boolean isPrimary(ListHeader list) {
        return list.userId() != null && store.primaryOf(list.userId()).map(list.id()::equals).orElse(false);
    }

    /**
     * The list as the change saved it, read with what lives outside its row, as the caller sees it; records the
     * change and publishes the change's events.
     */
    private ShoppingList saved(ListHeader list, Credential credential) {
        ShoppingList saved = list.saved(isPrimary(list), store.items(list.id()), store.recipes(list.id()),
                combiner);
        return store(list, saved).seenAs(list.roleOf(credential));
    }

    private ShoppingList store(ListHeader list, ShoppingList saved) {
        list.recorded().ifPresent(change -> store.insertChange(list.id(), change));
        publish(list);
        return saved;
    }

    private void publish(ListHeader list) {
        list.takeEvents().forEach(events::publishEvent);
    }
}
