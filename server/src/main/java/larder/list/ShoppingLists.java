package larder.list;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.food.Foods;
import larder.item.NewItems;
import larder.pantry.Covered;
import larder.pantry.Pantries;
import larder.pantry.Subtraction;
import larder.item.ScaledRecipe;
import larder.platform.Cursor;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.Secrets;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.platform.web.IfMatch;
import larder.recipe.Recipes;
import larder.user.UsersErased;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Shopping lists: each change loads the list's row ({@link ListHeader}) and locks it, lets it decide (a
 * {@link ListDecision}), then {@link #commit commits} the decision: it writes only what changed (never the whole list:
 * the row, a new pack of items, or the one pack that holds a changed item), logs the change and publishes the events,
 * in the same transaction. Every change of an existing list records one {@link ListChange} in that transaction too,
 * under the list's row lock, so versions and changes are consecutive. Who shares a list ({@link ListMembers}) is read
 * once per request.
 * Shared lists (docs/api.md §7.1): the owner rule of {@link Credential} with the list's members.
 */
@Service
public class ShoppingLists {

    /** How long an invite code may be used to join (docs/api.md §7.1). */
    static final Duration INVITE_LIFETIME = Duration.ofDays(7);

    private final ListStore store;
    private final Recipes recipes;
    private final Combiner combiner;
    private final Pantries pantries;
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final Foods foods;

    ShoppingLists(ListStore store, Recipes recipes, Combiner combiner, Pantries pantries,
                  ApplicationEventPublisher events, Clock clock, Foods foods) {
        this.store = store;
        this.foods = foods;
        this.recipes = recipes;
        this.combiner = combiner;
        this.pantries = pantries;
        this.events = events;
        this.clock = clock;
    }

    /** A list as a request that added to it left it, and what the pantry covered of the request's needs. */
    public record Added(ShoppingList list, List<Covered> pantryCovered) {
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
    public ShoppingList create(Credential credential, ListCommand input) {
        return createReporting(credential, input).list();
    }

    /**
     * As {@link #create}; with {@code "pantry": "subtract"}, the request's needs are first reduced by what the
     * caller's pantry holds (docs/pantry.md), and the answer says what the pantry covered.
     */
    @Transactional
    public Added createReporting(Credential credential, ListCommand input) {
        ListName name = ListName.orDefault(input.name());
        NewItems.Checked asked = check(credential, input);
        Subtraction subtraction = subtract(credential, input, asked);
        NewItems.Checked content = subtraction.applyTo(asked, 0);
        Instant now = clock.instant();
        ListDecision created = ListHeader.create(credential, name, content, now);
        ListHeader list = created.header();
        store.insertList(list);
        boolean primary = list.userId() != null && store.claimPrimary(list.userId(), list.id());
        List<ListItem> items = ListItem.allOf(content.items(), now).stream().map(item -> item.linked(foods)).toList();
        store.insertItems(list.id(), items);
        List<ScaledRecipe> added = ShoppingList.recipesAdded(content);
        store.insertRecipes(list.id(), added, now);
        ShoppingList saved = logAndPublish(created.saved(primary, items, added, combiner));
        return new Added(saved.seenAs(list.roleOf(credential)), subtraction.covered());
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
        ListMembers members = membersOf(id);
        if (itemIds.isEmpty() || list == null || !credential.sees(list.clientId(), list.userId(), members)
                || !credential.changes(list.userId(), members)) {
            return;
        }
        list.checkChangeableBy(credential, members);
        Set<String> wanted = Set.copyOf(itemIds);
        Map<String, List<ListItem>> packs = store.packs(id);
        List<ListItem> bought = packs.values().stream().flatMap(List::stream)
                .filter(item -> wanted.contains(item.id()) && !item.checked()).toList();
        list.checkBought(ListHeader.by(credential), bought, clock.instant()).ifPresent(decision -> {
            Map<String, ListItem> checked = new HashMap<>();
            decision.draft().in().forEach(item -> checked.put(item.id(), item));
            Map<String, List<ListItem>> changedPacks = new LinkedHashMap<>();
            packs.forEach((packId, items) -> {
                if (items.stream().anyMatch(item -> checked.containsKey(item.id()))) {
                    changedPacks.put(packId, items.stream().map(item -> checked.getOrDefault(item.id(), item))
                            .toList());
                }
            });
            commit(decision, () -> store.updatePacks(id, changedPacks), credential);
        });
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
        ListDecision decision = list.update(ListHeader.by(credential), name, ifMatch, clock.instant());
        return commit(decision, () -> {
            if (Boolean.TRUE.equals(makePrimary)) {
                store.setPrimary(list.userId(), id);
            }
        }, credential);
    }

    /** Only the owner deletes a list; its members lose it with it. */
    @Transactional
    public void delete(Credential credential, String id, IfMatch ifMatch) {
        ListHeader list = locked(id);
        list.checkOwnedBy(credential, membersOf(id));
        deleteList(list.delete(ListHeader.by(credential), ifMatch, clock.instant()));
    }

    /** Adds items, raw lines and recipes (docs/api.md §7); atomic, so concurrent adds from two devices both land. */
    @Transactional
    public ShoppingList add(Credential credential, String id, ListCommand input) {
        return addReporting(credential, id, input).list();
    }

    /** As {@link #add}, with the pantry subtracted when the request asks, as {@link #createReporting} does. */
    @Transactional
    public Added addReporting(Credential credential, String id, ListCommand input) {
        ListHeader list = changeable(credential, id);
        NewItems.Checked asked = check(credential, input);
        Subtraction subtraction = subtract(credential, input, asked);
        NewItems.Checked content = subtraction.applyTo(asked, 0);
        Instant now = clock.instant();
        ListDecision decision = list.add(ListHeader.by(credential), content, now, foods);
        ShoppingList saved = commit(decision, () -> {
            store.insertItems(id, decision.draft().in());
            store.addRecipes(id, ShoppingList.recipesAdded(content), now);
        }, credential);
        return new Added(saved, subtraction.covered());
    }

    /**
     * Brings the items that {@code source} put on the list in line with the recipes it now wants, each at its scale
     * (docs/meal-plans.md): in this transaction, under the list's row lock, as one change ({@link Convergence}), or
     * none when the list already holds what the source wants. Items added by hand, and other sources' items, are
     * never touched. The caller must be allowed to change the list's items (404 or 403 otherwise, as adding answers).
     */
    @Transactional
    public ShoppingList converge(Credential credential, String id, String source,
                                 List<NewItems.AddedRecipe> wanted) {
        return converge(credential, id, source, wanted, Map.of());
    }

    /**
     * As {@link #converge(Credential, String, String, List)}, where {@code needs} gives, for some recipes, the items
     * the source wants instead of the recipe's ingredients at its scale (what is left once the pantry is taken off).
     */
    @Transactional
    public ShoppingList converge(Credential credential, String id, String source,
                                 List<NewItems.AddedRecipe> wanted, Map<String, List<ItemFields>> needs) {
        ListHeader list = changeable(credential, id);
        Instant now = clock.instant();
        Convergence convergence = Convergence.of(store.sourced(id, source), wanted, needs, now);
        if (!convergence.changes()) {
            return ShoppingList.of(list, isPrimary(list), store.items(id), store.recipes(id))
                    .seenAs(list.roleOf(credential));
        }
        Convergence linked = convergence.linked(item -> item.linked(foods));
        ListDecision decision = list.converge(ListHeader.by(credential), linked, now);
        return commit(decision, () -> {
            store.deletePacks(id, linked.delete());
            store.insertSourced(id, source, linked.insert());
        }, credential);
    }

    /** The request's needs after the pantry, when it asks for that ({@code "pantry": "subtract"}); else as they are. */
    private Subtraction subtract(Credential credential, ListCommand input, NewItems.Checked asked) {
        List<ItemFields> needs = asked.items().stream().map(ItemFields::of).toList();
        return Pantries.subtracts(input.pantry(), "/pantry") ? pantries.subtract(credential, needs, "/pantry")
                : Subtraction.none(needs);
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
        ListDecision decision = list.changeItem(ListHeader.by(credential), found.item(), change.get(), ifMatch,
                clock.instant(), foods);
        return commit(decision, () -> store.updateItem(id, found, decision.draft().in().getFirst()), credential);
    }

    @Transactional
    public void deleteItem(Credential credential, String id, String itemId, IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        ListStore.PackedItem found = store.item(id, itemId).orElseThrow(() -> new NotFound("Item " + itemId));
        ListDecision decision = list.removeItem(ListHeader.by(credential), found.item(), ifMatch, clock.instant());
        commit(decision, () -> store.deleteItem(id, found), credential);
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
        // The recipe and its items are deleted already: what was deleted is what the change decides on.
        commit(list.removeRecipe(ListHeader.by(credential), recipe, items, ifMatch, clock.instant()), NO_MORE_WRITES,
                credential);
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
        ListMembers members = membersOf(list.id());
        if (list.sharedWith(user, members)) {
            // Joining again changes nothing: the list as it is, with no change logged.
            return ShoppingList.of(list, isPrimary(list), store.items(list.id()), store.recipes(list.id()))
                    .seenAs(list.roleOf(user));
        }
        ListDecision decision = list.join(user, members.count(), now);
        return commit(decision, () -> store.addMember(list.id(), user.userId(), now), user);
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
        ListMembers members = membersOf(id);
        list.checkMayRemove(credential, members, memberId);
        if (!members.test(memberId)) {
            throw new NotFound("Member " + memberId + " of list " + id);
        }
        commit(list.removeMember(ListHeader.by(credential), ifMatch, clock.instant()),
                () -> store.removeMember(id, memberId), credential);
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
            store.lockedHeader(id).ifPresent(list -> deleteList(list.deleteWithOwner(now)));
        }
        for (ListStore.Membership membership : store.membershipsOf(userIds)) {
            String id = membership.listId();
            store.lockedHeader(id).ifPresent(list -> commit(list.removeErasedMember(membership.userId(), now),
                    () -> store.removeMember(id, membership.userId()), null));
        }
    }

    private void deleteList(ListDecision deleted) {
        ListHeader list = deleted.header();
        boolean wasPrimary = isPrimary(list);
        store.deleteList(list.id());
        // The deletion stays in the log, alone, for other nodes' live streams to read (list.live forgets it later).
        store.insertChange(list.id(), deleted.deletion());
        if (wasPrimary) {
            store.electPrimary(list.userId());
        }
        deleted.events().forEach(events::publishEvent);
    }

    private NewItems.Checked check(Credential credential, ListCommand input) {
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

    /** Who shares the list besides its owner, read at most once for the request, and only if a rule asks. */
    private ListMembers membersOf(String id) {
        return ListMembers.of(() -> store.memberIds(id));
    }

    private boolean isPrimary(ListHeader list) {
        return list.userId() != null && store.primaryOf(list.userId()).map(list.id()::equals).orElse(false);
    }

    /** For a change whose rows other than the list's own are written before it decides. */
    private static final Runnable NO_MORE_WRITES = () -> {
    };

    /**
     * The tail every change of an existing list shares: saves the decided row and what the change writes besides
     * ({@code writes}: items, members, the primary flag), reads the list as saved with what lives outside its row,
     * logs the change and publishes the events, in the change's transaction. Answers the list as {@code viewer} sees
     * it (as saved, with no viewer).
     */
    private ShoppingList commit(ListDecision decision, Runnable writes, Credential viewer) {
        ListHeader list = decision.header();
        store.update(list);
        writes.run();
        ShoppingList saved = logAndPublish(decision.saved(isPrimary(list), store.items(list.id()),
                store.recipes(list.id()), combiner));
        return viewer == null ? saved : saved.seenAs(list.roleOf(viewer));
    }

    private ShoppingList logAndPublish(ListDecision.Saved saved) {
        saved.change().ifPresent(change -> store.insertChange(saved.list().id(), change));
        saved.events().forEach(events::publishEvent);
        return saved.list();
    }
}
