package larder.cart;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.cart.CartEvents.CartDeleted;
import larder.cart.CartEvents.CartUpdated;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.food.Foods;
import larder.item.NewItems;
import larder.list.ListItem;
import larder.list.ShoppingLists;
import larder.pantry.Covered;
import larder.pantry.Pantries;
import larder.pantry.Subtraction;
import larder.platform.web.IfMatch;
import larder.platform.Cursor;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.problem.NotFound;
import larder.platform.web.IfMatch;
import larder.platform.web.Versions;
import larder.recipe.Recipes;
import larder.retail.Candidate;
import larder.retail.Catalogue;
import larder.retail.Retailer;
import larder.retail.Retailers;
import larder.user.UsersErased;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Carts and checkout (docs/api.md §9): each request loads what its rule needs, lets the cart decide, writes
 * what changed and publishes the events. Every change moves the cart's version in the statement that takes its row
 * lock, before the cart is read, so concurrent changes queue and none is lost; a checkout closes the cart under
 * that lock, so that of several concurrent checkouts exactly one succeeds.
 */
@Service
public class Carts {

    private final CartStore store;
    private final Retailers retailers;
    private final Recipes recipes;
    private final Combiner combiner;
    private final ShoppingLists lists;
    private final Pantries pantries;
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final Foods foods;

    Carts(CartStore store, Retailers retailers, Recipes recipes, Combiner combiner, ShoppingLists lists,
          Pantries pantries, ApplicationEventPublisher events, Clock clock, Foods foods) {
        this.store = store;
        this.foods = foods;
        this.retailers = retailers;
        this.recipes = recipes;
        this.combiner = combiner;
        this.lists = lists;
        this.pantries = pantries;
        this.events = events;
        this.clock = clock;
    }

    /** An answer, and what the pantry covered of the request's needs (docs/pantry.md). */
    public record Reported<T>(T value, List<Covered> pantryCovered) {
    }

    /** A new cart and what the pantry covered, before anything is written. */
    private record Opened(NewCart cart, List<Covered> pantryCovered) {
    }

    /** A cart of the named retailer (or the app's only one), its items matched to the retailer's products. */
    @Transactional
    public PricedCart create(Credential credential, CartCommand input) {
        return createReporting(credential, input).value();
    }

    /** As {@link #create}; with {@code "pantry": "subtract"}, the needs are reduced by what the pantry holds first. */
    @Transactional
    public Reported<PricedCart> createReporting(Credential credential, CartCommand input) {
        Opened opened = open(credential, input);
        NewCart cart = opened.cart();
        store.insert(cart.priced().cart(), input.listId());
        publish(cart.events());
        return new Reported<>(cart.priced(), opened.pantryCovered());
    }

    /**
     * A cart of the named retailer (or the app's only one) holding content another module has checked already (a
     * meal plan's recipes for a range): counted toward no request limit, only toward the cart's own
     * {@link Cart#MAX_ITEMS}.
     */
    @Transactional
    public PricedCart create(Credential credential, String retailerId, NewItems.Checked content) {
        Retailer retailer = retailers.forCart(credential, retailerId);
        NewCart opened = Cart.open(credential, retailer, List.of(), content, retailers.catalogue(retailer), combiner,
                clock.instant());
        NewCart cart = new NewCart(opened.priced().linked(foods), opened.retailer(), opened.recorded());
        store.insert(cart.priced().cart(), null);
        publish(cart.events());
        return cart.priced();
    }

    /** Builds a cart and checks it out, in one transaction: with nothing matched, nothing is written. */
    @Transactional
    public Checkout checkoutNow(Credential credential, CartCommand input) {
        return checkoutNowReporting(credential, input).value();
    }

    /**
     * As {@link #checkoutNow}, with the pantry subtracted when asked; with {@code restock_pantry}, what was bought
     * goes into the buyer's pantry in this transaction.
     */
    @Transactional
    public Reported<Checkout> checkoutNowReporting(Credential credential, CartCommand input) {
        Opened opened = open(credential, input);
        CheckedOut done = opened.cart().checkout();
        store.insert(done.bought().cart(), input.listId());
        store.insertCheckout(done.checkout());
        checkBoughtOnList(credential, input.listId(), done);
        restock(credential, Boolean.TRUE.equals(input.restockPantry()), done);
        publish(done.events());
        return new Reported<>(done.checkout(), opened.pantryCovered());
    }

    @Transactional(readOnly = true)
    public Page<PricedCart> list(Credential credential, PageRequest page) {
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        List<CartHeader> headers = store.page(credential.clientId(), userId, page);
        Map<String, List<CartLine>> lines = store.linesOf(headers.subList(0, Math.min(page.limit(), headers.size()))
                .stream().map(CartHeader::id).toList());
        // A listing shows each cart's line count and subtotal: its sources and recipes are not read.
        return Page.of(headers, page, h -> Cursor.of(h.id()))
                .map(h -> priced(new Cart(h, List.of(), lines.getOrDefault(h.id(), List.of()), List.of())));
    }

    @Transactional(readOnly = true)
    public PricedCart get(Credential credential, String id) {
        return priced(read(visible(credential, id)));
    }

    /** Adds items, raw lines and recipes; the cart's lines are combined and matched again. */
    @Transactional
    public PricedCart add(Credential credential, String id, CartCommand input) {
        return addReporting(credential, id, input).value();
    }

    /** As {@link #add}, with the pantry subtracted when the request asks. */
    @Transactional
    public Reported<PricedCart> addReporting(Credential credential, String id, CartCommand input) {
        CartHeader header = changeable(credential, id);
        // list_id is ignored here, as retailer_id is: a cart takes a list's items when it is created.
        NewItems.Checked asked = checked(credential, input);
        Subtraction subtraction = subtract(credential, input,
                asked.items().stream().map(ItemFields::of).toList());
        NewItems.Checked checked = subtraction.applyTo(asked, 0);
        Instant now = clock.instant();
        lock(header, IfMatch.ANY, now);
        ItemsAdded added = header.add(store.sources(id), store.lines(id), checked,
                retailers.catalogue(header.retailerId()), combiner, now);
        store.add(id, added);
        added.recorded().ifPresent(events::publishEvent);
        return new Reported<>(published(id), subtraction.covered());
    }

    /** Sets the pack count or swaps the product of one line. */
    @Transactional
    public PricedCart updateLine(Credential credential, String id, String lineId, Supplier<LineChange> change,
                                 IfMatch ifMatch) {
        CartHeader header = changeable(credential, id);
        CartLine line = line(id, lineId);
        // The body is read once the cart and line are found and changeable: a bad body on a missing, another's or
        // a checked-out cart keeps its 404, 403 or 409, as for a list's item.
        CartLine changed = line.changed(change.get(), retailers.catalogue(header.retailerId()));
        lock(header, ifMatch, clock.instant());
        store.updateLine(id, changed);
        return published(id);
    }

    /** Removes a line and the items it was made of; a recipe none of whose items is left goes too. */
    @Transactional
    public void deleteLine(Credential credential, String id, String lineId, IfMatch ifMatch) {
        CartHeader header = changeable(credential, id);
        CartLine line = line(id, lineId);
        lock(header, ifMatch, clock.instant());
        store.deleteSources(id, line.sourceIds());
        store.deleteLine(id, lineId);
        store.forgetRecipesWithoutSources(id);
        published(id);
    }

    @Transactional
    public void delete(Credential credential, String id, IfMatch ifMatch) {
        CartHeader header = changeable(credential, id);
        if (store.deleteCart(id, ifMatch) == 0) {
            throw new Versions.PreconditionFailed(header.version());
        }
        events.publishEvent(header.deleted());
    }

    /** Products that could cover the line instead of its own, best first; the cursor is a rank. */
    @Transactional(readOnly = true)
    public Page<Candidate> options(Credential credential, String id, String lineId, PageRequest page) {
        CartHeader header = visible(credential, id);
        CartLine line = line(id, lineId);
        int offset = page.after().map(c -> c.position(0, Integer.MAX_VALUE)).orElse(0);
        List<Candidate> all = line.alternatives(retailers.catalogue(header.retailerId()));
        List<Integer> served = IntStream.range(offset, Math.min(offset + page.fetchSize(), all.size())).boxed()
                .toList();
        return Page.of(served, page, i -> Cursor.of(Integer.toString(i + 1))).map(all::get);
    }

    /** Checks the cart out: closes it for good and records what was bought. */
    @Transactional
    public Checkout checkout(Credential credential, String id, IfMatch ifMatch) {
        return checkout(credential, id, ifMatch, false);
    }

    /** As {@link #checkout(Credential, String, IfMatch)}; with restock_pantry, into the buyer's pantry too. */
    @Transactional
    public Checkout checkout(Credential credential, String id, IfMatch ifMatch, boolean restockPantry) {
        CartHeader header = changeable(credential, id);
        Instant now = clock.instant();
        lock(header, ifMatch, now);
        CheckedOut done = read(stored(id)).checkout(retailers.find(header.retailerId()),
                retailers.catalogue(header.retailerId()), now);
        store.close(id, done.bought().cart().lines());
        store.insertCheckout(done.checkout());
        checkBoughtOnList(credential, store.listOf(id).orElse(null), done);
        restock(credential, restockPantry, done);
        publish(done.events());
        return done.checkout();
    }

    @Transactional(readOnly = true)
    public Checkout getCheckout(Credential credential, String id) {
        return store.checkout(id).filter(c -> c.visibleTo(credential))
                .orElseThrow(() -> new NotFound("Checkout " + id));
    }

    /** Erasing users erases their carts and checkouts, in the same transaction. */
    @EventListener
    void on(UsersErased erased) {
        List<String> userIds = erased.userIds();
        Map<String, String> apps = erased.appsByUser();
        for (CartStore.Owned cart : store.cartsOf(userIds)) {
            store.deleteCart(cart.id(), IfMatch.ANY);
            events.publishEvent(new CartDeleted(cart.id(), apps.get(cart.userId()), cart.userId()));
        }
        store.deleteCheckoutsOf(userIds);
    }

    private Opened open(Credential credential, CartCommand input) {
        Retailer retailer = retailers.forCart(credential, input.retailerId());
        NewItems.Checked asked = checked(credential, input);
        Instant now = clock.instant();
        List<ListItem> listItems = input.listId() == null ? List.of() : lists.toBuy(credential, input.listId());
        // The list's items and the request's are one set of needs: the pantry's flour is not counted twice.
        List<ItemFields> needs = new java.util.ArrayList<>(listItems.size() + asked.items().size());
        listItems.forEach(item -> needs.add(item.fields()));
        asked.items().forEach(item -> needs.add(ItemFields.of(item)));
        Subtraction subtraction = subtract(credential, input, needs);
        List<CartSource> fromList = new java.util.ArrayList<>(listItems.size());
        for (int i = 0; i < listItems.size(); i++) {
            String itemId = listItems.get(i).id();
            subtraction.toBuy().get(i).ifPresent(fields -> fromList.add(CartSource.fromList(itemId, fields, now)));
        }
        NewItems.Checked checked = subtraction.applyTo(asked, listItems.size());
        NewCart cart = Cart.open(credential, retailer, fromList, checked, retailers.catalogue(retailer), combiner, now);
        return new Opened(new NewCart(cart.priced().linked(foods), cart.retailer(), cart.recorded()),
                subtraction.covered());
    }

    /** The needs after the pantry, when the request asks for that ({@code "pantry": "subtract"}); else as they are. */
    private Subtraction subtract(Credential credential, CartCommand input, List<ItemFields> needs) {
        return Pantries.subtracts(input.pantry(), "/pantry") ? pantries.subtract(credential, needs, "/pantry")
                : Subtraction.none(needs);
    }

    /**
     * With restock_pantry, each matched product's packs (its size times the packs, or the packs where the product
     * gives no size) go into the buyer's pantry under the need's name, in the checkout's transaction.
     */
    private void restock(Credential credential, boolean asked, CheckedOut done) {
        if (!asked) {
            return;
        }
        List<ItemFields> bought = new java.util.ArrayList<>();
        for (PricedCart.PricedLine line : done.bought().lines()) {
            if (!line.billed()) {
                continue;
            }
            larder.retail.Product product = line.product();
            int packs = line.line().packs();
            boolean sized = product.sizeQuantity() != null && product.sizeQuantity() > 0;
            double quantity = sized ? product.sizeQuantity() * packs : packs;
            bought.add(new ItemFields(line.line().name(), larder.ingredient.Quantity.of(quantity),
                    sized ? product.sizeUnit() : null, null, null, null, line.line().category(), null, null));
        }
        pantries.restock(credential, bought);
    }

    /**
     * A cart built from a list checks, on the list, the items its checkout bought: in this transaction, as one list
     * change (contract 9). Its other sources are not the list's, and the list passes them by.
     */
    private void checkBoughtOnList(Credential credential, String listId, CheckedOut done) {
        if (listId != null) {
            lists.checkBought(credential, listId, done.bought().billedSourceIds());
        }
    }

    private NewItems.Checked checked(Credential credential, CartCommand input) {
        return NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
    }

    /**
     * Moves the cart's version on, taking its row lock: refused when the cart has been checked out, or is no longer
     * at a version {@code ifMatch} accepts.
     */
    private void lock(CartHeader header, IfMatch ifMatch, Instant now) {
        if (store.bump(header.id(), now, ifMatch) == 0) {
            throw stored(header.id()).refusal();
        }
    }

    private void publish(List<Object> recorded) {
        recorded.forEach(events::publishEvent);
    }

    /** The cart as the change left it, announced. */
    private PricedCart published(String id) {
        PricedCart cart = priced(read(stored(id)));
        events.publishEvent(new CartUpdated(cart));
        return cart;
    }

    /** An open cart is priced from the catalogue as it is now; a checked-out one from what it bought. */
    private PricedCart priced(Cart cart) {
        CartHeader header = cart.header();
        return PricedCart.of(cart, header.status() == Cart.Status.OPEN
                ? retailers.catalogue(header.retailerId()) : Catalogue.EMPTY);
    }

    private Cart read(CartHeader header) {
        String id = header.id();
        return new Cart(header, store.sources(id), store.lines(id), store.recipes(id));
    }

    private CartHeader stored(String id) {
        return store.header(id).orElseThrow(() -> new NotFound("Cart " + id));
    }

    private CartLine line(String cartId, String lineId) {
        return store.line(cartId, lineId).orElseThrow(() -> new NotFound("Item " + lineId + " of cart " + cartId));
    }

    private CartHeader visible(Credential credential, String id) {
        return store.header(id).filter(h -> h.visibleTo(credential)).orElseThrow(() -> new NotFound("Cart " + id));
    }

    private CartHeader changeable(Credential credential, String id) {
        CartHeader header = visible(credential, id);
        header.checkChangeableBy(credential);
        return header;
    }
}
