package larder.list;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.list.ListEvents.ListCreated;
import larder.list.ListEvents.ListDeleted;
import larder.list.ListEvents.ListUpdated;
import larder.list.ListStore.Header;
import larder.item.NewItems;
import larder.item.NewItems.NewItem;
import larder.item.RecipesAdded;
import larder.platform.Cursor;
import larder.platform.FieldProblem;
import larder.platform.Ids;
import larder.platform.InvalidRequest;
import larder.platform.NotFound;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.ProblemException;
import larder.platform.Versions;
import larder.recipe.Recipes;
import larder.user.UserDeleted;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Shopping lists. Every change first locks the list's row, then moves its version and writes only what changed
 * (never the whole list: a new pack of items, or the one pack that holds a changed item), and publishes its event in
 * the same transaction.
 */
@Service
public class ShoppingLists {

    static final int MAX_NAME = 200;
    static final String DEFAULT_NAME = "Shopping list";

    private final ListStore store;
    private final Recipes recipes;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    ShoppingLists(ListStore store, Recipes recipes, ApplicationEventPublisher events, Clock clock) {
        this.store = store;
        this.recipes = recipes;
        this.events = events;
        this.clock = clock;
    }

    /** A user's first list becomes its primary list; a management token creates an app-owned list. */
    @Transactional
    public ShoppingList create(Credential credential, ListInput input) {
        String name = name(input.name(), true);
        NewItems.Checked checked = NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
        if (checked.items().size() > ShoppingList.MAX_ITEMS) {
            throw new ListFull(checked.items().size());
        }
        Instant now = clock.instant();
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        Header header = new Header(Ids.next("lst"), credential.clientId(), userId, name, 1,
                checked.items().size(), now, now);
        store.insertList(header);
        boolean primary = userId != null && store.claimPrimary(userId, header.id());
        List<ListItem> items = items(checked.items(), now);
        store.insertItems(header.id(), items);
        List<ListRecipe> added = recipes(checked);
        store.insertRecipes(header.id(), added, now);
        ShoppingList list = assemble(header, primary, items, added);
        RecipesAdded.of(header.clientId(), userId, checked, now).ifPresent(events::publishEvent);
        events.publishEvent(new ListCreated(list));
        return list;
    }

    @Transactional(readOnly = true)
    public Page<ShoppingList> list(Credential credential, PageRequest page) {
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        String primary = userId == null ? null : store.primaryOf(userId).orElse(null);
        return Page.of(store.page(credential.clientId(), userId, page), page, h -> Cursor.of(h.id()))
                .map(h -> assemble(h, h.id().equals(primary), List.of(), List.of()));
    }

    @Transactional(readOnly = true)
    public ShoppingList get(Credential credential, String id) {
        return read(visibleHeader(credential, id));
    }

    /** Renames, or makes primary; {@code ifMatch} is the request's If-Match header. */
    @Transactional
    public ShoppingList update(Credential credential, String id, String newName, Boolean makePrimary,
                               String ifMatch) {
        Header header = changeableHeader(credential, id);
        String name = newName == null ? null : name(newName, false);
        if (makePrimary != null) {
            if (header.userId() == null) {
                throw new InvalidRequest("/primary", "An app's own lists have no primary list.");
            }
            boolean isPrimary = store.primaryOf(header.userId()).map(id::equals).orElse(false);
            if (!makePrimary && isPrimary) {
                throw new InvalidRequest("/primary", "A user always has one primary list: make another list "
                        + "primary instead.");
            }
        }
        bump(header, 0, Versions.acceptable(ifMatch));
        if (name != null) {
            store.rename(id, name);
        }
        if (Boolean.TRUE.equals(makePrimary)) {
            store.setPrimary(header.userId(), id);
        }
        return published(store.header(id).orElseThrow());
    }

    @Transactional
    public void delete(Credential credential, String id, String ifMatch) {
        Header header = changeableHeader(credential, id);
        boolean wasPrimary = header.userId() != null
                && store.primaryOf(header.userId()).map(id::equals).orElse(false);
        if (store.deleteList(id, Versions.acceptable(ifMatch)) == 0) {
            throw new Versions.PreconditionFailed(header.version());
        }
        if (wasPrimary) {
            store.electPrimary(header.userId());
        }
        events.publishEvent(new ListDeleted(id, header.clientId(), header.userId()));
    }

    /** Adds items, raw lines and recipes (contract 7); atomic, so concurrent adds from two devices both land. */
    @Transactional
    public ShoppingList add(Credential credential, String id, ListInput input) {
        Header header = changeableHeader(credential, id);
        NewItems.Checked checked = NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
        Instant now = clock.instant();
        bump(header, checked.items().size(), null, now);
        store.insertItems(id, items(checked.items(), now));
        store.addRecipes(id, recipes(checked), now);
        RecipesAdded.of(header.clientId(), header.userId(), checked, now).ifPresent(events::publishEvent);
        return published(store.header(id).orElseThrow());
    }

    /** Sets {@code checked} (a set, not a toggle: safe to retry), renames, or changes the quantity of an item. */
    @Transactional
    public ShoppingList updateItem(Credential credential, String id, String itemId, JsonNode patch, String ifMatch) {
        Header header = changeableHeader(credential, id);
        ListStore.PackedItem found = store.item(id, itemId).orElseThrow(() -> new NotFound("Item " + itemId));
        if (!patch.isObject()) {
            throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
        }
        ListItem changed = ItemPatch.apply(found.item(), patch, clock.instant());
        bump(header, 0, Versions.acceptable(ifMatch));
        store.updateItem(id, found, changed);
        return published(store.header(id).orElseThrow());
    }

    @Transactional
    public void deleteItem(Credential credential, String id, String itemId, String ifMatch) {
        Header header = changeableHeader(credential, id);
        if (store.deleteItem(id, itemId) == 0) {
            throw new NotFound("Item " + itemId);
        }
        bump(header, -1, Versions.acceptable(ifMatch));
        published(store.header(id).orElseThrow());
    }

    /** Removes a recipe and exactly the items it added. */
    @Transactional
    public void removeRecipe(Credential credential, String id, String recipeId, String ifMatch) {
        Header header = changeableHeader(credential, id);
        int items = store.deleteRecipeItems(id, recipeId);
        if (store.deleteRecipe(id, recipeId) == 0 && items == 0) {
            throw new NotFound("Recipe " + recipeId + " on list " + id);
        }
        bump(header, -items, Versions.acceptable(ifMatch));
        published(store.header(id).orElseThrow());
    }

    /** Erasing a user erases its lists, in the same transaction. */
    @EventListener
    void on(UserDeleted deleted) {
        for (String id : store.listsOf(deleted.userId())) {
            store.deleteList(id, null);
            events.publishEvent(new ListDeleted(id, deleted.clientId(), deleted.userId()));
        }
    }

    private void bump(Header header, int itemDelta, Set<Long> versions) {
        bump(header, itemDelta, versions, clock.instant());
    }

    /** Moves the version and item count; 404 when the list is gone, 412 when stale, 422 list.full when too full. */
    private void bump(Header header, int itemDelta, Set<Long> versions, Instant now) {
        if (store.bump(header.id(), itemDelta, now, versions) == 0) {
            Header current = store.header(header.id()).orElseThrow(() -> new NotFound("List " + header.id()));
            if (versions != null && !versions.contains(current.version())) {
                throw new Versions.PreconditionFailed(current.version());
            }
            throw new ListFull(current.itemCount() + itemDelta);
        }
    }

    private ShoppingList published(Header header) {
        ShoppingList list = read(header);
        events.publishEvent(new ListUpdated(list));
        return list;
    }

    private ShoppingList read(Header header) {
        boolean primary = header.userId() != null
                && store.primaryOf(header.userId()).map(header.id()::equals).orElse(false);
        return assemble(header, primary, store.items(header.id()), store.recipes(header.id()));
    }

    private static ShoppingList assemble(Header h, boolean primary, List<ListItem> items, List<ListRecipe> recipes) {
        return new ShoppingList(h.id(), h.clientId(), h.userId(), h.name(), primary, h.version(), h.itemCount(),
                items, recipes, h.createdAt(), h.updatedAt());
    }

    private Header visibleHeader(Credential credential, String id) {
        return visible(credential, id, store.header(id));
    }

    /** The list a change is about, locked for the rest of the transaction: changes of one list queue here. */
    private Header changeableHeader(Credential credential, String id) {
        Header header = visible(credential, id, store.lockedHeader(id));
        assemble(header, false, List.of(), List.of()).checkChangeableBy(credential);
        return header;
    }

    private static Header visible(Credential credential, String id, Optional<Header> found) {
        Header header = found.orElseThrow(() -> new NotFound("List " + id));
        if (!assemble(header, false, List.of(), List.of()).visibleTo(credential)) {
            throw new NotFound("List " + id);
        }
        return header;
    }

    private static String name(String value, boolean defaulted) {
        String stripped = value == null ? "" : value.strip();
        if (stripped.isEmpty()) {
            if (defaulted) {
                return DEFAULT_NAME;
            }
            throw new InvalidRequest("/name", "must be 1 to " + MAX_NAME + " characters");
        }
        if (stripped.length() > MAX_NAME) {
            throw new InvalidRequest("/name", "must be 1 to " + MAX_NAME + " characters");
        }
        return stripped;
    }

    static List<ListItem> items(List<NewItem> added, Instant now) {
        List<ListItem> items = new ArrayList<>(added.size());
        for (NewItem item : added) {
            NewItems.Fields f = NewItems.fields(item);
            items.add(new ListItem(Ids.next("itm"), f.name(), f.quantity(), f.quantityMax(), f.unit(), f.comment(),
                    f.brand(), f.text(), f.category(), false, f.recipeId(), f.recipeScale(), now, now));
        }
        return items;
    }

    /** The recipes a request adds, in the order a list shows them: by when they were added, then by id. */
    private static List<ListRecipe> recipes(NewItems.Checked checked) {
        return checked.recipesOnce().stream()
                .map(a -> new ListRecipe(a.recipe().id(), a.recipe().content().name(), a.scale()))
                .sorted(Comparator.comparing(ListRecipe::recipeId)).toList();
    }

    /** More than 1000 items would be on the list. */
    public static final class ListFull extends ProblemException {
        ListFull(int wouldHold) {
            super(ListProblems.FULL, ListProblems.FULL.status(),
                    "A list holds at most " + ShoppingList.MAX_ITEMS + " items; this would make " + wouldHold + ".",
                    List.of(new FieldProblem("/items", ListProblems.FULL.code(),
                            "the list would hold more than " + ShoppingList.MAX_ITEMS + " items")));
        }
    }
}
