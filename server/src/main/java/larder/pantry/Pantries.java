package larder.pantry;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.food.Food;
import larder.food.FoodLink;
import larder.food.Foods;
import larder.ingredient.CanonicalName;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Quantity;
import larder.item.ItemFields;
import larder.item.ItemsCommand;
import larder.item.NewItems;
import larder.platform.Cursor;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.recipe.AtHome;
import larder.recipe.RecipeContent;
import larder.user.UsersErased;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Pantries (docs/api.md §16): each change takes the pantry's row lock, lets the {@link Pantry} decide, and writes
 * the decision. The public API other modules call: {@link #subtract} (lists, carts, quotes, meal plans) and
 * {@link #restock} (checkout).
 */
@Service
public class Pantries {

    /** The largest {@code expiring_within_days}: ten years. */
    public static final int MAX_EXPIRING_WITHIN_DAYS = 3650;

    /** The value of {@code "pantry"} that subtracts what is at home. */
    public static final String SUBTRACT = "subtract";

    private final PantryStore store;
    private final Combiner combiner;
    private final Foods foods;
    private final Clock clock;

    Pantries(PantryStore store, Combiner combiner, Foods foods, Clock clock) {
        this.store = store;
        this.combiner = combiner;
        this.foods = foods;
        this.clock = clock;
    }

    /**
     * A page of the user's pantry, soonest expiry first and items without expiry last; with
     * {@code expiringWithinDays}, only items that expire within that many days of today (UTC), those past their
     * date included.
     */
    @Transactional(readOnly = true)
    public Page<PantryItem> page(UserCredential user, Integer expiringWithinDays, PageRequest page) {
        LocalDate until = null;
        if (expiringWithinDays != null) {
            if (expiringWithinDays < 0 || expiringWithinDays > MAX_EXPIRING_WITHIN_DAYS) {
                throw new InvalidRequest("expiring_within_days", "expiring_within_days must be 0 to "
                        + MAX_EXPIRING_WITHIN_DAYS + ".");
            }
            until = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(expiringWithinDays);
        }
        if (page.after().isPresent()) {
            try {
                LocalDate.parse(page.after().get().key(0));
            } catch (DateTimeParseException e) {
                throw InvalidRequest.badParameter("after", "The cursor cannot be read; use one from a previous page.");
            }
        }
        return Page.of(store.page(user.userId(), until, page), page, item -> Cursor.of(
                (item.expiresOn() == null ? PantryStore.NO_EXPIRY : item.expiresOn()).toString(), item.id()));
    }

    /**
     * Adds items and raw lines (limits of docs/api.md §1), combined with what is at home; answers the first page.
     * Past {@value Pantry#MAX_ITEMS} items nothing is written (422 {@code pantry.full}).
     */
    @Transactional
    public Page<PantryItem> add(UserCredential user, ItemsCommand input) {
        NewItems.Checked checked = NewItems.check(new ItemsCommand(input.items(), input.rawItems(), null),
                ids -> java.util.Map.of());
        stock(user.userId(), user.clientId(), checked.items().stream().map(ItemFields::of).toList());
        return page(user, null, new PageRequest(PageRequest.DEFAULT_LIMIT, Optional.empty()));
    }

    /**
     * Adds what a checkout bought to the buyer's pantry, in the checkout's transaction (docs/api.md §16,
     * {@code restock_pantry}). The pantry's limit holds here too: a restock that would pass it refuses the checkout.
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public void restock(Credential buyer, List<ItemFields> bought) {
        UserCredential user = userOf(buyer, "/restock_pantry");
        if (!bought.isEmpty()) {
            stock(user.userId(), user.clientId(), bought);
        }
    }

    @Transactional
    public PantryItem update(UserCredential user, String id, Supplier<PantryItemChange> change) {
        Instant now = clock.instant();
        store.lock(user.userId(), user.clientId(), now);
        PantryItem item = store.item(user.userId(), id).orElseThrow(() -> new NotFound("Pantry item " + id));
        PantryItem changed = item.changed(change.get(), now);
        store.update(user.userId(), changed);
        return changed;
    }

    @Transactional
    public void delete(UserCredential user, String id) {
        if (store.delete(user.userId(), id) == 0) {
            throw new NotFound("Pantry item " + id);
        }
    }

    /**
     * The needs less what the caller's pantry holds (docs/pantry.md): each need reduced by what is at home of the
     * same food, across units through grams; a staple covers any amount. Reads the pantry and never changes it. A
     * credential without a pantry (an app's server) is refused with 422 at {@code pointer}.
     */
    @Transactional(readOnly = true)
    public Subtraction subtract(Credential credential, List<ItemFields> needs, String pointer) {
        return subtract(userOf(credential, pointer).userId(), needs);
    }

    /** As {@link #subtract(Credential, List, String)}, for a user known to be the caller. */
    @Transactional(readOnly = true)
    public Subtraction subtract(String userId, List<ItemFields> needs) {
        if (needs.isEmpty()) {
            return Subtraction.none(needs);
        }
        List<PantryCover.Held> held = store.items(userId).stream().map(this::held).toList();
        if (held.isEmpty()) {
            return Subtraction.none(needs);
        }
        List<PantryCover.Need> wanted = needs.stream().map(this::need).toList();
        List<PantryCover.Outcome> outcomes = PantryCover.subtract(held, wanted);
        List<Optional<ItemFields>> toBuy = new ArrayList<>(needs.size());
        List<Covered> covered = new ArrayList<>();
        for (int i = 0; i < needs.size(); i++) {
            PantryCover.Outcome outcome = outcomes.get(i);
            ItemFields need = needs.get(i);
            if (outcome.untouched()) {
                toBuy.add(Optional.of(need));
                continue;
            }
            covered.add(outcome.covered());
            toBuy.add(outcome.whole() ? Optional.empty()
                    : Optional.of(need.withQuantity(Quantity.of(outcome.left()), need.unit())));
        }
        return new Subtraction(toBuy, covered);
    }

    /**
     * The user's pantry as a judge of recipes' ingredients (recipe search with {@code pantry=true}): read once, and
     * each ingredient's food link remembered, since the recipes of one search share many ingredients.
     */
    @Transactional(readOnly = true)
    AtHome.Holdings holdings(String userId) {
        List<PantryItem> items = store.items(userId);
        List<PantryCover.Held> held = items.stream().map(this::held).toList();
        List<String> names = items.stream().map(PantryItem::name).toList();
        java.util.Map<ItemFields, PantryCover.Need> linked = new java.util.HashMap<>();
        return new AtHome.Holdings() {
            @Override
            public List<String> names() {
                return names;
            }

            @Override
            public List<Boolean> covers(List<RecipeContent.Ingredient> ingredients) {
                List<PantryCover.Need> needs = new ArrayList<>(ingredients.size());
                for (RecipeContent.Ingredient ingredient : ingredients) {
                    String name = ingredient.name() == null || ingredient.name().isBlank() ? ingredient.text()
                            : ingredient.name();
                    ItemFields fields = new ItemFields(name,
                            ingredient.quantity() != null && ingredient.quantity() > 0
                                    ? Quantity.fitting(ingredient.quantity(), ingredient.quantityMax())
                                    : Quantity.NONE, ingredient.unit(),
                            null, null, null, Category.OTHER, null, null);
                    needs.add(linked.computeIfAbsent(fields, Pantries.this::need));
                }
                return PantryCover.subtract(held, needs).stream().map(PantryCover.Outcome::whole).toList();
            }
        };
    }

    /** The food an item names, for showing it; null when none fits. */
    public Food foodOf(PantryItem item) {
        return foods.link(item.asFields().asLine()).food();
    }

    /** Reads the pantry value {@code "subtract"}; null is no subtraction, anything else is refused at {@code pointer}. */
    public static boolean subtracts(String value, String pointer) {
        if (value == null) {
            return false;
        }
        if (!SUBTRACT.equals(value)) {
            throw new InvalidRequest(pointer, "must be \"subtract\", or absent");
        }
        return true;
    }

    /** Erasing users erases their pantries, in the same transaction. */
    @EventListener
    void on(UsersErased erased) {
        store.deleteAll(erased.userIds());
    }

    private void stock(String userId, String clientId, List<ItemFields> added) {
        Instant now = clock.instant();
        store.lock(userId, clientId, now);
        Pantry pantry = new Pantry(userId, store.items(userId));
        store.commit(userId, pantry.add(added, combiner, now));
    }

    private PantryCover.Held held(PantryItem item) {
        FoodLink link = foods.link(item.asFields().asLine());
        return new PantryCover.Held(CanonicalName.of(item.name()), link.food() == null ? null : link.food().id(),
                item.quantity(), item.unit(), link.grams(), item.staple());
    }

    private PantryCover.Need need(ItemFields need) {
        Quantity quantity = need.quantity();
        // The weight of the amount to buy: the top of a range, as the combiner and the matcher count it.
        ItemFields toBuy = quantity.isNone() ? need : need.withQuantity(Quantity.of(quantity.toBuy()), need.unit());
        FoodLink link = foods.link(toBuy.asLine());
        return new PantryCover.Need(need.name(), CanonicalName.of(need.name()),
                link.food() == null ? null : link.food().id(), quantity, need.unit(), link.grams());
    }

    private static UserCredential userOf(Credential credential, String pointer) {
        if (credential instanceof UserCredential user) {
            return user;
        }
        throw new InvalidRequest(pointer, "only a user has a pantry: an app's server cannot use one");
    }
}
