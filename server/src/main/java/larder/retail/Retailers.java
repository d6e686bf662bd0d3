package larder.retail;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import larder.auth.AuthProblems;
import larder.auth.Credential;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Cursor;
import larder.platform.Gtin;
import larder.platform.Ids;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.platform.problem.ProblemException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Retailers and their products. A retailer's products are matched from an in-memory {@link Catalogue}, loaded on
 * first use and dropped on every node (through the broadcast log) when the products change. The retailers a quote
 * prices are kept in memory the same way, dropped when a retailer is created, changed or deleted, so that a quote
 * of items makes no database round trip (docs/quotes.md).
 */
@Service
public class Retailers implements BroadcastReceiver {

    public static final int MAX_PRODUCTS_PER_REQUEST = 1000;
    /** A price at most (a billion units of most currencies): totals of a cart can never overflow. */
    public static final long MAX_PRICE_MINOR = 100_000_000_000L;
    /** Postal-code prefixes of a retailer at most. */
    public static final int MAX_POSTAL_CODES = 1000;
    static final String CATALOGUE_CHANGED = "retail.catalogue_changed";
    /** 1 to 64 printable characters, without a comma (which separates SKUs in checkout URLs). */
    private static final Pattern SKU = Pattern.compile("[^\\p{Cntrl},\\s]([^\\p{Cntrl},]{0,62}[^\\p{Cntrl},\\s])?");
    private static final Set<String> COUNTRIES = Set.copyOf(Arrays.asList(Locale.getISOCountries()));

    private final RetailStore store;
    private final Broadcasts broadcasts;
    private final Clock clock;
    private final FoodLinks foods;
    private final Cache<String, Catalogue> catalogues = Caffeine.newBuilder().maximumSize(200).build();
    /** Retailers by id, for quotes; only those that exist are kept. */
    private final Cache<String, Retailer> quoted = Caffeine.newBuilder().maximumSize(10_000).build();
    /** Every retailer of an app, by client id, for quotes that name none. */
    private final Cache<String, List<Retailer>> quotedOfApp = Caffeine.newBuilder().maximumSize(1_000).build();

    public record UpsertResult(int created, int updated) {
    }

    Retailers(RetailStore store, Broadcasts broadcasts, Clock clock, Foods foods) {
        this.store = store;
        this.broadcasts = broadcasts;
        this.clock = clock;
        this.foods = new FoodLinks(foods);
    }

    @Transactional
    public Retailer create(Credential credential, RetailerCommand.RetailerFields fields) {
        if (!(credential instanceof larder.auth.ManagementCredential)) {
            throw new ProblemException(AuthProblems.FORBIDDEN, "Only the app's server (a management token) may "
                    + "create retailers.");
        }
        return createFor(credential.clientId(), fields);
    }

    /** Whether the app has any retailer (the demo data's check on each start). */
    @Transactional(readOnly = true)
    public boolean anyFor(String clientId) {
        return !store.firstOf(clientId, 1).isEmpty();
    }

    /** For the demo data: a retailer of the app, no credential. */
    @Transactional
    public Retailer createFor(String clientId, RetailerCommand.RetailerFields fields) {
        List<FieldProblem> problems = new ArrayList<>();
        Instant now = clock.instant();
        Retailer retailer = new Retailer(Ids.next("rtl"), clientId,
                name(fields.name(), problems), country(fields.country(), problems),
                currency(fields.currency(), problems), template(fields.checkoutUrlTemplate(), problems), now, now,
                postalCodes(fields.postalCodes(), problems));
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        store.insert(retailer);
        broadcasts.publish(CATALOGUE_CHANGED, retailer.id());
        return retailer;
    }

    @Transactional(readOnly = true)
    public Retailer get(Credential credential, String id) {
        return store.find(id).filter(r -> r.visibleTo(credential))
                .orElseThrow(() -> new NotFound("Retailer " + id));
    }

    @Transactional(readOnly = true)
    public Page<Retailer> list(Credential credential, PageRequest page) {
        return list(credential, null, page);
    }

    /** The app's retailers; with a postal code, those that deliver to it. */
    @Transactional(readOnly = true)
    public Page<Retailer> list(Credential credential, PostalCode postalCode, PageRequest page) {
        return Page.of(store.page(credential.clientId(), postalCode, page), page, r -> Cursor.of(r.id()));
    }

    /**
     * The retailers a quote prices (docs/api.md §18): those named, each visible to the caller (422 with a pointer
     * otherwise), or every retailer of the app; of these, those that deliver to the postal code, if one is given.
     */
    @Transactional(readOnly = true)
    public List<Retailer> forQuote(Credential credential, List<String> retailerIds, PostalCode postalCode) {
        List<Retailer> chosen;
        if (retailerIds == null) {
            chosen = quotedOfApp.get(credential.clientId(), store::allOf);
        } else {
            List<FieldProblem> problems = new ArrayList<>();
            chosen = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            // One read for all of them, not two a retailer: a quote's statements do not grow with its retailers.
            Map<String, Retailer> stored = quoted.getAll(retailerIds.stream().filter(Objects::nonNull).toList(),
                    store::findAll);
            for (int i = 0; i < retailerIds.size(); i++) {
                String id = retailerIds.get(i);
                Optional<Retailer> found = id == null ? Optional.empty()
                        : Optional.ofNullable(stored.get(id)).filter(r -> r.visibleTo(credential));
                if (found.isEmpty()) {
                    problems.add(FieldProblem.invalid("/retailer_ids/" + i, "no such retailer"));
                } else if (seen.add(id)) {
                    chosen.add(found.get());
                }
            }
            if (!problems.isEmpty()) {
                throw new InvalidRequest(problems);
            }
        }
        return postalCode == null ? chosen : chosen.stream().filter(r -> r.serves(postalCode)).toList();
    }

    /**
     * The retailer a cart is for: the one named, or, when none is named, the app's only retailer. Several and none
     * named: 422 {@code retailer.required}.
     */
    @Transactional(readOnly = true)
    public Retailer forCart(Credential credential, String retailerId) {
        if (retailerId != null) {
            return store.find(retailerId).filter(r -> r.visibleTo(credential))
                    .orElseThrow(() -> new InvalidRequest("/retailer_id", "no such retailer"));
        }
        List<Retailer> retailers = store.firstOf(credential.clientId(), 2);
        if (retailers.size() != 1) {
            throw new ProblemException(RetailProblems.RETAILER_REQUIRED, RetailProblems.RETAILER_REQUIRED.status(),
                    retailers.isEmpty() ? "The app has no retailer yet." : "The app has several retailers: name one.",
                    List.of(new FieldProblem("/retailer_id", RetailProblems.RETAILER_REQUIRED.code(), "is required")));
        }
        return retailers.getFirst();
    }

    @Transactional
    public Retailer update(Credential credential, String id, RetailerCommand.RetailerFields fields) {
        Retailer retailer = get(credential, id);
        retailer.checkChangeableBy(credential);
        List<FieldProblem> problems = new ArrayList<>();
        String currency = fields.currency() == null ? retailer.currency() : currency(fields.currency(), problems);
        if (!currency.equals(retailer.currency()) && store.hasProducts(id)) {
            problems.add(FieldProblem.invalid("/currency", "cannot change while the retailer has products"));
        }
        Retailer updated = new Retailer(id, retailer.clientId(),
                fields.name() == null ? retailer.name() : name(fields.name(), problems),
                fields.country() == null ? retailer.country() : country(fields.country(), problems), currency,
                fields.checkoutUrlTemplate() == null ? retailer.checkoutUrlTemplate()
                        : template(fields.checkoutUrlTemplate(), problems),
                retailer.createdAt(), clock.instant(),
                fields.postalCodes() == null ? retailer.postalCodes() : postalCodes(fields.postalCodes(), problems));
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        store.update(updated);
        broadcasts.publish(CATALOGUE_CHANGED, id);
        return updated;
    }

    @Transactional
    public void delete(Credential credential, String id) {
        Retailer retailer = get(credential, id);
        retailer.checkChangeableBy(credential);
        store.delete(id);
        broadcasts.publish(CATALOGUE_CHANGED, id);
    }

    /** Inserts or replaces up to 1000 products by SKU, in one transaction: all or nothing. */
    @Transactional
    public UpsertResult upsertProducts(Credential credential, String id, List<RetailerCommand.ProductFields> fields) {
        Retailer retailer = get(credential, id);
        retailer.checkChangeableBy(credential);
        return upsert(retailer, fields);
    }

    @Transactional
    public UpsertResult upsertFor(Retailer retailer, List<RetailerCommand.ProductFields> fields) {
        return upsert(retailer, fields);
    }

    private UpsertResult upsert(Retailer retailer, List<RetailerCommand.ProductFields> fields) {
        if (fields == null) {
            throw new InvalidRequest("/products", "is required");
        }
        if (fields.size() > MAX_PRODUCTS_PER_REQUEST) {
            throw new InvalidRequest("/products", "at most " + MAX_PRODUCTS_PER_REQUEST + " products per request");
        }
        List<FieldProblem> problems = new ArrayList<>();
        List<Product> products = new ArrayList<>(fields.size());
        Set<String> seen = new HashSet<>();
        Instant now = clock.instant();
        Set<Gtin> seenGtins = new HashSet<>();
        for (int i = 0; i < fields.size(); i++) {
            product(retailer, fields.get(i), "/products/" + i, now, seen, seenGtins, problems)
                    .ifPresent(products::add);
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        if (products.isEmpty()) {
            return new UpsertResult(0, 0);
        }
        gtinsTakenByOthers(retailer, products, problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        Set<String> existing = store.existingSkus(retailer.id(), seen);
        store.upsert(products);
        broadcasts.publish(CATALOGUE_CHANGED, retailer.id());
        return new UpsertResult(products.size() - existing.size(), existing.size());
    }

    /**
     * A GTIN names one product of a retailer: refused when another SKU of the retailer has it already (the database
     * index would refuse it too, as a 500). To move a GTIN, clear it from the old product first.
     */
    private void gtinsTakenByOthers(Retailer retailer, List<Product> products, List<FieldProblem> problems) {
        List<Gtin> gtins = products.stream().map(Product::gtin).filter(java.util.Objects::nonNull).toList();
        if (gtins.isEmpty()) {
            return;
        }
        java.util.Map<Gtin, String> holders = store.skusByGtin(retailer.id(), gtins);
        for (int i = 0; i < products.size(); i++) {
            Product p = products.get(i);
            String holder = p.gtin() == null ? null : holders.get(p.gtin());
            if (holder != null && !holder.equals(p.sku())) {
                problems.add(FieldProblem.invalid("/products/" + i + "/gtin", "product " + holder
                        + " of this retailer has this GTIN already"));
            }
        }
    }

    /** Products whose name, brand or aisle has every word of {@code q}, in SKU order. */
    @Transactional(readOnly = true)
    public Page<Product> searchProducts(Credential credential, String id, String q, PageRequest page) {
        Retailer retailer = get(credential, id);
        String after = page.after().map(c -> c.key(0)).orElse(null);
        return Page.of(catalogue(retailer).search(q, after, page.fetchSize()), page, p -> Cursor.of(p.sku()));
    }

    /**
     * The retailer's products, indexed for matching and linked to foods: made on the first use, and then read from
     * memory until the products change.
     */
    public Catalogue catalogue(Retailer retailer) {
        return catalogues.get(retailer.id(), id -> new Catalogue(store.products(id, retailer.currency()), foods));
    }

    /**
     * The catalogue of a retailer by id, for carts: empty when the retailer has been deleted, so that its carts
     * still read (with nothing billed) and cannot be checked out.
     */
    public Catalogue catalogue(String retailerId) {
        Catalogue cached = catalogues.getIfPresent(retailerId);
        if (cached != null) {
            return cached;
        }
        return store.find(retailerId).map(this::catalogue).orElse(Catalogue.EMPTY);
    }

    /** A retailer by id, whoever asks: for carts, which keep their retailer's id. */
    @Transactional(readOnly = true)
    public Optional<Retailer> find(String retailerId) {
        return store.find(retailerId);
    }

    @Override
    public String topic() {
        return CATALOGUE_CHANGED;
    }

    @Override
    public void receive(String retailerId, Instant at) {
        catalogues.invalidate(retailerId);
        quoted.invalidate(retailerId);
        quotedOfApp.invalidateAll();
    }

    private static Optional<Product> product(Retailer retailer, RetailerCommand.ProductFields f, String at,
                                             Instant now, Set<String> seen, Set<Gtin> seenGtins,
                                             List<FieldProblem> problems) {
        if (f == null) {
            problems.add(FieldProblem.invalid(at, "must be a product object"));
            return Optional.empty();
        }
        int before = problems.size();
        if (f.sku() == null || !SKU.matcher(f.sku()).matches()) {
            problems.add(FieldProblem.invalid(at + "/sku", "must be 1 to 64 printable characters, without a comma or "
                    + "spaces at either end"));
        } else if (!seen.add(f.sku())) {
            problems.add(FieldProblem.invalid(at + "/sku", "appears twice in this request"));
        }
        String name = f.name() == null ? "" : f.name().strip();
        if (name.isEmpty() || name.length() > 300) {
            problems.add(FieldProblem.invalid(at + "/name", "must be 1 to 300 characters"));
        }
        String brand = f.brand() == null || f.brand().isBlank() ? null : f.brand().strip();
        if (brand != null && brand.length() > 200) {
            problems.add(FieldProblem.invalid(at + "/brand", "must be at most 200 characters"));
        }
        Double sizeQuantity = null;
        Unit sizeUnit = null;
        if (f.size() != null) {
            sizeQuantity = f.size().quantity();
            if (sizeQuantity == null || !Double.isFinite(sizeQuantity) || sizeQuantity <= 0 || sizeQuantity > 1e6) {
                problems.add(FieldProblem.invalid(at + "/size/quantity", "must be a positive number"));
            }
            sizeUnit = f.size().unit() == null ? null : Unit.fromCode(f.size().unit()).orElse(null);
            if (sizeUnit == null) {
                problems.add(FieldProblem.invalid(at + "/size/unit", "must be a unit code of the contract"));
            }
        }
        Money price = null;
        if (f.price() == null || f.price().amountMinor() == null || f.price().amountMinor() < 0
                || f.price().amountMinor() > MAX_PRICE_MINOR) {
            problems.add(FieldProblem.invalid(at + "/price/amount_minor", "must be a whole number of minor units, "
                    + "0 to " + MAX_PRICE_MINOR));
        } else if (!retailer.currency().equals(f.price().currency())) {
            problems.add(FieldProblem.invalid(at + "/price/currency", "must be the retailer's currency, "
                    + retailer.currency()));
        } else {
            price = new Money(f.price().amountMinor(), retailer.currency());
        }
        Category category = f.category() == null ? Category.forIngredient(name)
                : Category.fromCode(f.category()).orElse(null);
        if (category == null) {
            problems.add(FieldProblem.invalid(at + "/category", "is not a category of the taxonomy"));
        }
        String image = f.imageUrl() == null || f.imageUrl().isBlank() ? null : f.imageUrl().strip();
        if (image != null && !httpUrl(image)) {
            problems.add(FieldProblem.invalid(at + "/image_url", "must be an absolute http or https URL"));
        }
        Gtin gtin = Gtin.read(f.gtin(), at + "/gtin", problems);
        if (gtin != null && !seenGtins.add(gtin)) {
            problems.add(FieldProblem.invalid(at + "/gtin", "appears twice in this request"));
        }
        if (problems.size() > before) {
            return Optional.empty();
        }
        return Optional.of(new Product(retailer.id(), f.sku(), name, brand, sizeQuantity, sizeUnit, price, category,
                image, f.available() == null || f.available(), now, now, gtin));
    }

    private static String name(String value, List<FieldProblem> problems) {
        String name = value == null ? "" : value.strip();
        if (name.isEmpty() || name.length() > 200) {
            problems.add(FieldProblem.invalid("/name", "must be 1 to 200 characters"));
        }
        return name;
    }

    /** The prefixes, normalised, each once; null (absent) is none: everywhere. */
    private static List<String> postalCodes(List<String> values, List<FieldProblem> problems) {
        if (values == null) {
            return List.of();
        }
        if (values.size() > MAX_POSTAL_CODES) {
            problems.add(FieldProblem.invalid("/postal_codes", "at most " + MAX_POSTAL_CODES + " prefixes"));
            return List.of();
        }
        java.util.LinkedHashSet<String> prefixes = new java.util.LinkedHashSet<>();
        for (int i = 0; i < values.size(); i++) {
            String value = values.get(i);
            PostalCode code = value == null || value.length() > 16 ? null
                    : PostalCode.read(value, "/postal_codes/" + i, new ArrayList<>());
            if (code == null) {
                problems.add(FieldProblem.invalid("/postal_codes/" + i, "must be a postal code or its start: 1 to "
                        + "10 letters and digits (spaces and hyphens are ignored)"));
            } else {
                prefixes.add(code.value());
            }
        }
        return List.copyOf(prefixes);
    }

    private static String country(String value, List<FieldProblem> problems) {
        if (value == null || !COUNTRIES.contains(value)) {
            problems.add(FieldProblem.invalid("/country", "must be an ISO 3166-1 alpha-2 code, such as US"));
        }
        return value;
    }

    private static String currency(String value, List<FieldProblem> problems) {
        if (!Money.isCurrency(value)) {
            problems.add(FieldProblem.invalid("/currency", "must be an ISO 4217 code, such as USD"));
        }
        return value;
    }

    private static String template(String value, List<FieldProblem> problems) {
        if (value == null || !value.contains(Retailer.ITEMS_PLACEHOLDER) || value.length() > 2000
                || !httpUrl(value.replace(Retailer.ITEMS_PLACEHOLDER, "x"))) {
            problems.add(FieldProblem.invalid("/checkout_url_template",
                    "must be an absolute http or https URL containing {items}"));
        }
        return value;
    }

    private static boolean httpUrl(String value) {
        try {
            URI uri = new URI(value);
            return uri.getHost() != null
                    && ("https".equalsIgnoreCase(uri.getScheme()) || "http".equalsIgnoreCase(uri.getScheme()));
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
