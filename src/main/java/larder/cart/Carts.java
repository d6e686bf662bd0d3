package larder.cart;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.cart.CartEvents.CartCreated;
import larder.cart.CartEvents.CartDeleted;
import larder.cart.CartEvents.CartUpdated;
import larder.cart.CartEvents.CheckoutSubmitted;
import larder.cart.CartStore.Header;
import larder.item.NewItems;
import larder.item.RecipesAdded;
import larder.platform.Cursor;
import larder.platform.FieldProblem;
import larder.platform.Ids;
import larder.platform.InvalidRequest;
import larder.platform.Money;
import larder.platform.NotFound;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.ProblemException;
import larder.platform.Versions;
import larder.recipe.Recipes;
import larder.retail.Candidate;
import larder.retail.Catalogue;
import larder.retail.Packs;
import larder.retail.Product;
import larder.retail.Retailer;
import larder.retail.Retailers;
import larder.user.UserDeleted;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Carts and checkout (contract section 9). A cart keeps what was added to it (its sources); its lines are those
 * sources combined and matched to the retailer's products. Every change moves the cart's version in the statement
 * that locks its row, so concurrent changes queue and none is lost; checking out closes the cart in that same kind
 * of statement, so that of several concurrent checkouts exactly one succeeds.
 */
@Service
public class Carts {

    /** Items a cart holds at most, as a list does. */
    public static final int MAX_ITEMS = 1000;
    public static final int MAX_PACKS = 999;

    private final CartStore store;
    private final Retailers retailers;
    private final Recipes recipes;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    Carts(CartStore store, Retailers retailers, Recipes recipes, ApplicationEventPublisher events, Clock clock) {
        this.store = store;
        this.retailers = retailers;
        this.recipes = recipes;
        this.events = events;
        this.clock = clock;
    }

    /** A cart of the named retailer (or the app's only one), its items matched to the retailer's products. */
    @Transactional
    public PricedCart create(Credential credential, CartInput input) {
        Draft draft = draft(credential, input);
        store.insertCart(draft.header());
        store.insertSources(draft.header().id(), draft.cart().sources());
        store.insertLines(draft.header().id(), draft.cart().lines());
        store.addRecipes(draft.header().id(), draft.cart().recipes());
        events.publishEvent(new CartCreated(draft.priced()));
        return draft.priced();
    }

    /** Builds a cart and checks it out, in one transaction: with nothing matched, nothing is written. */
    @Transactional
    public Checkout checkoutNow(Credential credential, CartInput input) {
        Draft draft = draft(credential, input);
        if (!draft.priced().anyBilled()) {
            throw new CartEmpty(draft.header().id());
        }
        Instant now = draft.header().createdAt();
        Header header = new Header(draft.header().id(), draft.header().clientId(), draft.header().userId(),
                draft.header().retailerId(), draft.header().retailerName(), draft.header().currency(),
                Cart.Status.CHECKED_OUT, draft.header().version(), now, now);
        PricedCart bought = bought(header, draft.priced());
        Checkout checkout = checkout(draft.retailer(), bought, now);
        store.insertCart(header);
        store.insertSources(header.id(), bought.cart().sources());
        store.insertLines(header.id(), bought.cart().lines());
        store.addRecipes(header.id(), bought.cart().recipes());
        store.insertCheckout(checkout);
        events.publishEvent(new CartCreated(bought));
        events.publishEvent(new CheckoutSubmitted(checkout, recipeIds(bought.cart())));
        return checkout;
    }

    @Transactional(readOnly = true)
    public Page<PricedCart> list(Credential credential, PageRequest page) {
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        List<Header> headers = store.page(credential.clientId(), userId, page);
        Map<String, List<CartLine>> lines = store.linesOf(headers.subList(0, Math.min(page.limit(), headers.size()))
                .stream().map(Header::id).toList());
        return Page.of(headers, page, h -> Cursor.of(h.id()))
                .map(h -> priced(cart(h, List.of(), lines.getOrDefault(h.id(), List.of()), List.of())));
    }

    @Transactional(readOnly = true)
    public PricedCart get(Credential credential, String id) {
        return priced(read(visibleHeader(credential, id)));
    }

    /** Adds items, raw lines and recipes; the cart's lines are combined and matched again. */
    @Transactional
    public PricedCart add(Credential credential, String id, CartInput input) {
        Header header = changeableHeader(credential, id);
        NewItems.Checked checked = NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
        Instant now = clock.instant();
        bump(header, null);
        List<CartSource> before = store.sources(id);
        if (before.size() + checked.items().size() > MAX_ITEMS) {
            throw new CartFull(before.size() + checked.items().size());
        }
        List<CartSource> added = sources(checked, now);
        List<CartSource> all = new ArrayList<>(before);
        all.addAll(added);
        store.insertSources(id, added);
        store.addRecipes(id, recipesOf(checked));
        RecipesAdded.of(header.clientId(), header.userId(), checked, now).ifPresent(events::publishEvent);
        store.replaceLines(id, CartLines.rebuild(all, store.lines(id), retailers.catalogue(header.retailerId())));
        return published(id);
    }

    /** Sets the pack count ({@code packs}) or swaps the product ({@code sku}) of one line. */
    @Transactional
    public PricedCart updateLine(Credential credential, String id, String lineId, JsonNode patch, String ifMatch) {
        Header header = changeableHeader(credential, id);
        CartLine line = line(id, lineId);
        LinePatch change = LinePatch.read(patch);
        Catalogue catalogue = retailers.catalogue(header.retailerId());
        CartLine changed = line;
        if (change.sku() != null) {
            Product product = catalogue.product(change.sku()).filter(Product::available)
                    .orElseThrow(() -> new InvalidRequest("/sku", "no available product of the cart's retailer "
                            + "has this SKU"));
            CartLine.Status status = product.sku().equals(line.sku()) ? line.status() : CartLine.Status.SUBSTITUTED;
            int packs = Packs.cover(line.quantity(), line.unit(), line.name(), product.sizeQuantity(),
                    product.sizeUnit());
            changed = changed.with(product.sku(), packs, status, false);
        }
        if (change.packs() != null) {
            boolean hasProduct = changed.sku() != null && catalogue.product(changed.sku()).isPresent();
            if (!hasProduct) {
                throw new InvalidRequest("/packs", "the item has no product: swap one in with sku first");
            }
            changed = changed.with(changed.sku(), change.packs(), changed.status(), true);
        }
        bump(header, Versions.acceptable(ifMatch));
        store.updateLine(id, changed);
        return published(id);
    }

    /** Removes a line and the items it was made of; a recipe none of whose items is left goes too. */
    @Transactional
    public void deleteLine(Credential credential, String id, String lineId, String ifMatch) {
        Header header = changeableHeader(credential, id);
        CartLine line = line(id, lineId);
        bump(header, Versions.acceptable(ifMatch));
        store.deleteSources(id, line.sourceIds());
        store.deleteLine(id, lineId);
        store.forgetRecipesWithoutSources(id);
        published(id);
    }

    @Transactional
    public void delete(Credential credential, String id, String ifMatch) {
        Header header = changeableHeader(credential, id);
        if (store.deleteCart(id, Versions.acceptable(ifMatch)) == 0) {
            throw new Versions.PreconditionFailed(header.version());
        }
        events.publishEvent(new CartDeleted(id, header.clientId(), header.userId()));
    }

    /** Products that could cover the line instead of its own, best first. */
    @Transactional(readOnly = true)
    public Page<Candidate> options(Credential credential, String id, String lineId, PageRequest page) {
        Header header = visibleHeader(credential, id);
        CartLine line = line(id, lineId);
        int offset = page.after().map(c -> c.position(0, Integer.MAX_VALUE)).orElse(0);
        List<Candidate> all = retailers.catalogue(header.retailerId()).options(line.need()).stream()
                .filter(c -> !c.product().sku().equals(line.sku())).toList();
        List<Ranked> ranked = new ArrayList<>();
        for (int i = offset; i < Math.min(offset + page.fetchSize(), all.size()); i++) {
            ranked.add(new Ranked(i + 1, all.get(i)));
        }
        return Page.of(ranked, page, r -> Cursor.of(Integer.toString(r.rank()))).map(Ranked::candidate);
    }

    private record Ranked(int rank, Candidate candidate) {
    }

    /** Checks the cart out: closes it for good and records what was bought. */
    @Transactional
    public Checkout checkout(Credential credential, String id, String ifMatch) {
        Header header = changeableHeader(credential, id);
        Instant now = clock.instant();
        if (store.checkOut(id, now, Versions.acceptable(ifMatch)) == 0) {
            throw refusal(id, Versions.acceptable(ifMatch));
        }
        Header closed = store.header(id).orElseThrow(() -> new NotFound("Cart " + id));
        Cart cart = cart(closed, store.sources(id), store.lines(id), store.recipes(id));
        Catalogue catalogue = retailers.catalogue(header.retailerId());
        PricedCart priced = PricedCart.of(open(cart), catalogue);
        Retailer retailer = retailers.find(header.retailerId()).orElse(null);
        if (!priced.anyBilled() || retailer == null) {
            throw new CartEmpty(id);
        }
        PricedCart bought = bought(closed, priced);
        Checkout checkout = checkout(retailer, bought, now);
        store.freeze(id, bought.cart().lines());
        store.insertCheckout(checkout);
        events.publishEvent(new CartUpdated(bought));
        events.publishEvent(new CheckoutSubmitted(checkout, recipeIds(bought.cart())));
        return checkout;
    }

    @Transactional(readOnly = true)
    public Checkout getCheckout(Credential credential, String id) {
        return store.checkout(id).filter(c -> c.visibleTo(credential))
                .orElseThrow(() -> new NotFound("Checkout " + id));
    }

    /** Erasing a user erases its carts and checkouts, in the same transaction. */
    @EventListener
    void on(UserDeleted deleted) {
        for (String id : store.cartsOf(deleted.userId())) {
            store.deleteCart(id, null);
            events.publishEvent(new CartDeleted(id, deleted.clientId(), deleted.userId()));
        }
        store.deleteCheckoutsOf(deleted.userId());
    }

    /** A new cart, checked and matched, not yet written. */
    private record Draft(Header header, Retailer retailer, Cart cart, PricedCart priced) {
    }

    private Draft draft(Credential credential, CartInput input) {
        Retailer retailer = retailers.forCart(credential, input.retailerId());
        NewItems.Checked checked = NewItems.check(input.content(), ids -> recipes.findVisible(credential, ids));
        if (checked.items().size() > MAX_ITEMS) {
            throw new CartFull(checked.items().size());
        }
        Instant now = clock.instant();
        String userId = credential instanceof UserCredential user ? user.userId() : null;
        Header header = new Header(Ids.next("crt"), credential.clientId(), userId, retailer.id(), retailer.name(),
                retailer.currency(), Cart.Status.OPEN, 1, now, now);
        Catalogue catalogue = retailers.catalogue(retailer);
        List<CartSource> sources = sources(checked, now);
        Cart cart = cart(header, sources, CartLines.rebuild(sources, List.of(), catalogue), recipesOf(checked));
        // Published before the cart is written, in the same transaction: a refused checkout rolls both back.
        RecipesAdded.of(header.clientId(), userId, checked, now).ifPresent(events::publishEvent);
        return new Draft(header, retailer, cart, PricedCart.of(cart, catalogue));
    }

    /** The cart closed at this header's version and status, each line holding the product it bought. */
    private static PricedCart bought(Header closed, PricedCart priced) {
        List<CartLine> lines = priced.lines().stream().map(p -> p.line().bought(
                p.product() == null ? null : Bought.of(p), p.status())).toList();
        Cart cart = cart(closed, priced.cart().sources(), lines, priced.cart().recipes());
        List<PricedCart.PricedLine> pricedLines = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            PricedCart.PricedLine p = priced.lines().get(i);
            pricedLines.add(new PricedCart.PricedLine(lines.get(i), p.product(), p.status(), p.lineTotal()));
        }
        return new PricedCart(cart, pricedLines, priced.subtotal());
    }

    /** The checkout record: billed lines by SKU (one SKU bought for two needs is one item), and the rest. */
    private static Checkout checkout(Retailer retailer, PricedCart bought, Instant now) {
        Map<String, Checkout.Item> items = new LinkedHashMap<>();
        List<Checkout.Unmatched> unmatched = new ArrayList<>();
        for (PricedCart.PricedLine line : bought.lines()) {
            if (line.billed()) {
                items.merge(line.product().sku(),
                        new Checkout.Item(line.product().sku(), line.line().packs(), line.lineTotal()),
                        (a, b) -> new Checkout.Item(a.sku(), a.packs() + b.packs(), a.lineTotal().plus(b.lineTotal())));
            } else {
                unmatched.add(Checkout.Unmatched.of(line.line()));
            }
        }
        Cart cart = bought.cart();
        String url = retailer.checkoutUrl(items.values().stream().map(i -> i.sku() + ":" + i.packs()).toList());
        return new Checkout(Ids.next("chk"), cart.clientId(), cart.userId(), cart.id(), cart.retailerId(),
                Checkout.SUBMITTED, List.copyOf(items.values()), unmatched, bought.subtotal(), url, now);
    }

    private static List<String> recipeIds(Cart cart) {
        return cart.recipes().stream().map(CartRecipe::recipeId).toList();
    }

    private void bump(Header header, Set<Long> versions) {
        if (store.bump(header.id(), clock.instant(), versions) == 0) {
            throw refusal(header.id(), versions);
        }
    }

    /** Why a conditional change of the cart found nothing to change. */
    private ProblemException refusal(String id, Set<Long> versions) {
        Header now = store.header(id).orElseThrow(() -> new NotFound("Cart " + id));
        if (now.status() == Cart.Status.CHECKED_OUT) {
            return new Cart.CartCheckedOut(id);
        }
        return new Versions.PreconditionFailed(now.version());
    }

    private PricedCart published(String id) {
        PricedCart cart = priced(read(store.header(id).orElseThrow(() -> new NotFound("Cart " + id))));
        events.publishEvent(new CartUpdated(cart));
        return cart;
    }

    private PricedCart priced(Cart cart) {
        return PricedCart.of(cart, cart.status() == Cart.Status.OPEN
                ? retailers.catalogue(cart.retailerId()) : Catalogue.EMPTY);
    }

    private Cart read(Header header) {
        String id = header.id();
        return cart(header, store.sources(id), store.lines(id), store.recipes(id));
    }

    private CartLine line(String cartId, String lineId) {
        return store.line(cartId, lineId).orElseThrow(() -> new NotFound("Item " + lineId + " of cart " + cartId));
    }

    private static Cart cart(Header h, List<CartSource> sources, List<CartLine> lines, List<CartRecipe> recipes) {
        return new Cart(h.id(), h.clientId(), h.userId(), h.retailerId(), h.retailerName(), h.currency(), h.status(),
                h.version(), sources, lines, recipes, h.createdAt(), h.updatedAt());
    }

    /** The cart as it was just before it closed, to price it from the catalogue. */
    private static Cart open(Cart c) {
        return new Cart(c.id(), c.clientId(), c.userId(), c.retailerId(), c.retailerName(), c.currency(),
                Cart.Status.OPEN, c.version(), c.sources(), c.lines(), c.recipes(), c.createdAt(), c.updatedAt());
    }

    private Header visibleHeader(Credential credential, String id) {
        Header header = store.header(id).orElseThrow(() -> new NotFound("Cart " + id));
        if (!cart(header, List.of(), List.of(), List.of()).visibleTo(credential)) {
            throw new NotFound("Cart " + id);
        }
        return header;
    }

    private Header changeableHeader(Credential credential, String id) {
        Header header = visibleHeader(credential, id);
        cart(header, List.of(), List.of(), List.of()).checkChangeableBy(credential);
        return header;
    }

    private static List<CartSource> sources(NewItems.Checked checked, Instant now) {
        List<CartSource> sources = new ArrayList<>(checked.items().size());
        for (NewItems.NewItem item : checked.items()) {
            NewItems.Fields f = NewItems.fields(item);
            sources.add(new CartSource(Ids.next("itm"), f.name(), f.quantity(), f.quantityMax(), f.unit(),
                    f.comment(), f.brand(), f.text(), f.category(), f.recipeId(), f.recipeScale(), now));
        }
        return sources;
    }

    private static List<CartRecipe> recipesOf(NewItems.Checked checked) {
        return checked.recipesOnce().stream()
                .map(a -> new CartRecipe(a.recipe().id(), a.recipe().content().name(), a.scale())).toList();
    }

    /** Nothing in the cart matched a product: there is nothing to check out. */
    public static final class CartEmpty extends ProblemException {
        CartEmpty(String id) {
            super(CartProblems.EMPTY, "Cart " + id + " has no item matched to an available product; there is "
                    + "nothing to check out.");
        }
    }

    /** More than 1000 items would be in the cart. */
    public static final class CartFull extends InvalidRequest {
        CartFull(int wouldHold) {
            super(List.of(FieldProblem.invalid("/items", "a cart holds at most " + MAX_ITEMS + " items; this would "
                    + "make " + wouldHold)));
        }
    }

    /** {@code PATCH /carts/{id}/items/{item_id}}: {@code packs} (1 to 999) and {@code sku}. */
    record LinePatch(Integer packs, String sku) {

        static LinePatch read(JsonNode patch) {
            if (patch == null || !patch.isObject()) {
                throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
            }
            Integer packs = null;
            JsonNode p = patch.get("packs");
            if (p != null && !p.isNull()) {
                if (!p.isIntegralNumber()) {
                    throw InvalidRequest.wrongType("/packs", "must be a whole number");
                }
                if (!p.canConvertToInt() || p.intValue() < 1 || p.intValue() > MAX_PACKS) {
                    throw new InvalidRequest("/packs", "must be 1 to " + MAX_PACKS);
                }
                packs = p.intValue();
            }
            String sku = null;
            JsonNode s = patch.get("sku");
            if (s != null && !s.isNull()) {
                if (!s.isString()) {
                    throw InvalidRequest.wrongType("/sku", "must be a string");
                }
                sku = s.stringValue();
            }
            if (packs == null && sku == null) {
                throw new InvalidRequest("/", "send packs, sku or both");
            }
            return new LinePatch(packs, sku);
        }
    }
}
