package larder.list;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.function.Supplier;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.item.NewItems;
import larder.item.ScaledRecipe;
import larder.list.ListEvents.ListDeleted;
import larder.platform.IfMatch;
import larder.platform.Cursor;
import larder.platform.NotFound;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.recipe.Recipes;
import larder.user.UserDeleted;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Shopping lists: each change loads the list's row ({@link ListHeader}) and locks it, lets it decide, then writes
 * only what changed (never the whole list: the row, a new pack of items, or the one pack that holds a changed item)
 * and publishes the events it recorded, in the same transaction.
 */
@Service
public class ShoppingLists {

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
        ListName name = ListName.orDefault(input.name());
        NewItems.Checked content = check(credential, input);
        Instant now = clock.instant();
        ListHeader list = ListHeader.create(credential, name, content, now);
        store.insertList(list);
        boolean primary = list.userId() != null && store.claimPrimary(list.userId(), list.id());
        List<ListItem> items = ListItem.allOf(content.items(), now);
        store.insertItems(list.id(), items);
        List<ScaledRecipe> added = ShoppingList.recipesAdded(content);
        store.insertRecipes(list.id(), added, now);
        ShoppingList created = list.saved(primary, items, added);
        publish(list);
        return created;
    }

    @Transactional(readOnly = true)
    public Page<ShoppingList> list(Credential credential, PageRequest page) {
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        String primary = userId == null ? null : store.primaryOf(userId).orElse(null);
        return Page.of(store.page(credential.clientId(), userId, page), page, h -> Cursor.of(h.id()))
                .map(h -> ShoppingList.of(h, h.id().equals(primary), List.of(), List.of()));
    }

    @Transactional(readOnly = true)
    public ShoppingList get(Credential credential, String id) {
        ListHeader list = store.header(id).orElseThrow(() -> new NotFound("List " + id));
        list.checkVisibleTo(credential);
        return ShoppingList.of(list, isPrimary(list), store.items(id), store.recipes(id));
    }

    /** Renames, or makes primary; {@code ifMatch} is the request's If-Match header. */
    @Transactional
    public ShoppingList update(Credential credential, String id, String newName, Boolean makePrimary,
                               IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        ListName name = newName == null ? null : new ListName(newName);
        if (makePrimary != null) {
            list.checkPrimary(makePrimary, () -> isPrimary(list));
        }
        list.update(name, ifMatch, clock.instant());
        store.update(list);
        if (Boolean.TRUE.equals(makePrimary)) {
            store.setPrimary(list.userId(), id);
        }
        return saved(list);
    }

    @Transactional
    public void delete(Credential credential, String id, IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        list.delete(ifMatch);
        boolean wasPrimary = isPrimary(list);
        store.deleteList(id);
        if (wasPrimary) {
            store.electPrimary(list.userId());
        }
        publish(list);
    }

    /** Adds items, raw lines and recipes (contract 7); atomic, so concurrent adds from two devices both land. */
    @Transactional
    public ShoppingList add(Credential credential, String id, ListInput input) {
        ListHeader list = changeable(credential, id);
        NewItems.Checked content = check(credential, input);
        Instant now = clock.instant();
        list.add(content, now);
        store.update(list);
        store.insertItems(id, ListItem.allOf(content.items(), now));
        store.addRecipes(id, ShoppingList.recipesAdded(content), now);
        return saved(list);
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
        ListItem changed = list.changeItem(found.item(), change.get(), ifMatch, clock.instant());
        store.update(list);
        store.updateItem(id, found, changed);
        return saved(list);
    }

    @Transactional
    public void deleteItem(Credential credential, String id, String itemId, IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        ListStore.PackedItem found = store.item(id, itemId).orElseThrow(() -> new NotFound("Item " + itemId));
        list.removeItems(1, ifMatch, clock.instant());
        store.update(list);
        store.deleteItem(id, found);
        saved(list);
    }

    /** Removes a recipe and exactly the items it added. */
    @Transactional
    public void removeRecipe(Credential credential, String id, String recipeId, IfMatch ifMatch) {
        ListHeader list = changeable(credential, id);
        int items = store.deleteRecipeItems(id, recipeId);
        if (store.deleteRecipe(id, recipeId) == 0 && items == 0) {
            throw new NotFound("Recipe " + recipeId + " on list " + id);
        }
        list.removeItems(items, ifMatch, clock.instant());
        store.update(list);
        saved(list);
    }

    /** Erasing a user erases its lists, in the same transaction. */
    @EventListener
    void on(UserDeleted deleted) {
        for (String id : store.listsOf(deleted.userId())) {
            store.deleteList(id);
            events.publishEvent(new ListDeleted(id, deleted.clientId(), deleted.userId()));
        }
    }

    private NewItems.Checked check(Credential credential, ListInput input) {
        return NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
    }

    /** The list a change is about, locked for the rest of the transaction: changes of one list queue here. */
    private ListHeader changeable(Credential credential, String id) {
        ListHeader list = store.lockedHeader(id).orElseThrow(() -> new NotFound("List " + id));
        list.checkChangeableBy(credential);
        return list;
    }

    private boolean isPrimary(ListHeader list) {
        return list.userId() != null && store.primaryOf(list.userId()).map(list.id()::equals).orElse(false);
    }

    /** The list as the change saved it, read with what lives outside its row; publishes the change's events. */
    private ShoppingList saved(ListHeader list) {
        ShoppingList saved = list.saved(isPrimary(list), store.items(list.id()), store.recipes(list.id()));
        publish(list);
        return saved;
    }

    private void publish(ListHeader list) {
        list.takeEvents().forEach(events::publishEvent);
    }
}
