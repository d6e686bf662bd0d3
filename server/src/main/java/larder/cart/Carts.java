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
import larder.food.Foods;
import larder.item.NewItems;
import larder.list.ShoppingLists;
import larder.platform.IfMatch;
import larder.platform.Cursor;
import larder.platform.NotFound;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.Versions;
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
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final Foods foods;

    Carts(CartStore store, Retailers retailers, Recipes recipes, Combiner combiner, ShoppingLists lists,
          ApplicationEventPublisher events, Clock clock, Foods foods) {
        this.store = store;
        this.foods = foods;
        this.retailers = retailers;
        this.recipes = recipes;
        this.combiner = combiner;
        this.lists = lists;
        this.events = events;
        this.clock = clock;
    }

    /** A cart of the named retailer (or the app's only one), its items matched to the retailer's products. */
    @Transactional
    public PricedCart create(Credential credential, CartInput input) {
        NewCart cart = open(credential, input);
        store.insert(cart.priced().cart(), input.listId());
        publish(cart.events());
        return cart.priced();
    }

    /** Builds a cart and checks it out, in one transaction: with nothing matched, nothing is written. */
    @Transactional
    public Checkout checkoutNow(Credential credential, CartInput input) {
        CheckedOut done = open(credential, input).checkout();
        store.insert(done.bought().cart(), input.listId());
        store.insertCheckout(done.checkout());
        checkBoughtOnList(credential, input.listId(), done);
        publish(done.events());
        return done.checkout();
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
    public PricedCart add(Credential credential, String id, CartInput input) {
        CartHeader header = changeable(credential, id);
        // list_id is ignored here, as retailer_id is: a cart takes a list's items when it is created.
        NewItems.Checked checked = checked(credential, input);
        Instant now = clock.instant();
        lock(header, IfMatch.ANY, now);
        ItemsAdded added = header.add(store.sources(id), store.lines(id), checked,
                retailers.catalogue(header.retailerId()), combiner, now);
        store.add(id, added);
        added.recorded().ifPresent(events::publishEvent);
        return published(id);
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
        CartHeader header = changeable(credential, id);
        Instant now = clock.instant();
        lock(header, ifMatch, now);
        CheckedOut done = read(stored(id)).checkout(retailers.find(header.retailerId()),
                retailers.catalogue(header.retailerId()), now);
        store.close(id, done.bought().cart().lines());
        store.insertCheckout(done.checkout());
        checkBoughtOnList(credential, store.listOf(id).orElse(null), done);
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

    private NewCart open(Credential credential, CartInput input) {
        Retailer retailer = retailers.forCart(credential, input.retailerId());
        NewItems.Checked checked = checked(credential, input);
        Instant now = clock.instant();
        List<CartSource> fromList = input.listId() == null ? List.of()
                : lists.toBuy(credential, input.listId()).stream()
                        .map(item -> CartSource.fromList(item.id(), item.fields(), now)).toList();
        NewCart cart = Cart.open(credential, retailer, fromList, checked, retailers.catalogue(retailer), combiner, now);
        return new NewCart(cart.priced().linked(foods), cart.retailer(), cart.recorded());
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

    private NewItems.Checked checked(Credential credential, CartInput input) {
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
