package larder.retail;

import static larder.support.Refusals.refusal;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Cursor;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import larder.retail.RetailerCommand.MoneyFields;
import larder.retail.RetailerCommand.ProductFields;
import larder.retail.RetailerCommand.RetailerFields;
import larder.retail.RetailerCommand.SizeFields;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** Retailers and their products, over an in-memory database: who may change them, what is valid, the catalogue. */
class RetailersTest {

    static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    static final ManagementCredential SERVER = new ManagementCredential("app_1", "lmt_1");
    static final ManagementCredential OTHER_SERVER = new ManagementCredential("app_2", "lmt_2");
    static final UserCredential USER = new UserCredential("usr_1", "app_1", "fam_1", Instant.MAX);
    static final RetailerFields SHOP = new RetailerFields("Corner Shop", "US", "USD",
            "https://shop.example/cart?add={items}");

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final Retailers retailers = retailers(database, Clock.fixed(NOW, ZoneOffset.UTC));

    static Retailers retailers(MemoryDatabase database, Clock clock) {
        return RetailersOver.database(database, clock);
    }

    public static ProductFields product(String sku, String name, long price) {
        return new ProductFields(sku, name, null, new SizeFields(1.0, "kg"), new MoneyFields(price, "USD"), null, null,
                null);
    }


    private static List<String> pointers(ThrowingCallable call) {
        ProblemException problem = refusal(call);
        assertThat(problem.code()).isEqualTo(ProblemCode.INVALID);
        return problem.errors().stream().map(FieldProblem::pointer).toList();
    }

    private List<String> productPointers(ProductFields... products) {
        Retailer shop = retailers.create(SERVER, SHOP);
        return pointers(() -> retailers.upsertProducts(SERVER, shop.id(), java.util.Arrays.asList(products)));
    }

    @Test
    void theAppsServerCreatesARetailerThatItsUsersRead() {
        Retailer shop = retailers.create(SERVER, SHOP);

        assertThat(shop.id()).startsWith("rtl_");
        assertThat(shop).extracting(Retailer::clientId, Retailer::name, Retailer::country, Retailer::currency,
                Retailer::checkoutUrlTemplate, Retailer::createdAt, Retailer::updatedAt)
                .containsExactly("app_1", "Corner Shop", "US", "USD", "https://shop.example/cart?add={items}", NOW,
                        NOW);
        assertThat(retailers.get(USER, shop.id())).isEqualTo(shop);
        assertThat(retailers.find(shop.id())).contains(shop);
        assertThat(retailers.anyFor("app_1")).isTrue();
        assertThat(retailers.anyFor("app_2")).isFalse();
    }

    @Test
    void aUserCannotCreateChangeOrDeleteARetailerOrItsProducts() {
        assertThat(refusal(() -> retailers.create(USER, SHOP)).status().value()).isEqualTo(403);
        Retailer shop = retailers.create(SERVER, SHOP);

        assertThat(refusal(() -> retailers.update(USER, shop.id(), SHOP)).status().value()).isEqualTo(403);
        assertThat(refusal(() -> retailers.delete(USER, shop.id())).status().value()).isEqualTo(403);
        assertThat(refusal(() -> retailers.upsertProducts(USER, shop.id(), List.of(product("A", "Flour", 100))))
                .status().value()).isEqualTo(403);
        assertThat(retailers.get(SERVER, shop.id())).isEqualTo(shop);
        assertThat(retailers.catalogue(shop).size()).isZero();
    }

    @Test
    void anotherAppsRetailerIsNotFound() {
        Retailer shop = retailers.create(SERVER, SHOP);

        assertThat(refusal(() -> retailers.get(OTHER_SERVER, shop.id())).status().value()).isEqualTo(404);
        assertThat(refusal(() -> retailers.update(OTHER_SERVER, shop.id(), SHOP)).status().value()).isEqualTo(404);
        assertThat(refusal(() -> retailers.delete(OTHER_SERVER, shop.id())).status().value()).isEqualTo(404);
        assertThat(refusal(() -> retailers.searchProducts(OTHER_SERVER, shop.id(), null, new PageRequest(10,
                Optional.empty()))).status().value()).isEqualTo(404);
    }

    @Test
    void aRetailerNeedsANameACountryACurrencyAndAnHttpCheckoutTemplateWithItems() {
        assertThat(pointers(() -> retailers.create(SERVER, new RetailerFields(" ", "XX", "usd", "https://x.example/"))))
                .containsExactly("/name", "/country", "/currency", "/checkout_url_template");
        assertThat(pointers(() -> retailers.create(SERVER, new RetailerFields(null, null, null, null))))
                .containsExactly("/name", "/country", "/currency", "/checkout_url_template");
        assertThat(pointers(() -> retailers.create(SERVER, new RetailerFields("a".repeat(201), "us", "USD",
                "ftp://x.example/{items}")))).containsExactly("/name", "/country", "/checkout_url_template");
        assertThat(pointers(() -> retailers.create(SERVER, new RetailerFields("Shop", "US", "USD",
                "https:///{items}")))).containsExactly("/checkout_url_template");
        assertThat(pointers(() -> retailers.create(SERVER, new RetailerFields("Shop", "US", "USD",
                "https://x.example/ {items}")))).containsExactly("/checkout_url_template");
        String longest = "https://x.example/{items}?";
        assertThat(pointers(() -> retailers.create(SERVER, new RetailerFields("Shop", "US", "USD",
                longest + "a".repeat(2001 - longest.length()))))).containsExactly("/checkout_url_template");
        assertThat(database.jdbc().queryForObject("select count(*) from retailer", Integer.class)).isZero();
    }

    @Test
    void aRetailerMayHaveANameOf200CharactersAndATemplateOf2000() {
        String longest = "http://x.example/{items}?";
        Retailer shop = retailers.create(SERVER, new RetailerFields("  " + "a".repeat(200) + " ", "GB", "GBP",
                longest + "a".repeat(2000 - longest.length())));

        assertThat(shop.name()).hasSize(200);
        assertThat(retailers.get(SERVER, shop.id()).checkoutUrlTemplate()).hasSize(2000);
    }

    @Test
    void aCartIsForTheNamedRetailerOrTheAppsOnlyOne() {
        ProblemException none = refusal(() -> retailers.forCart(USER, null));
        assertThat(none.code().code()).isEqualTo("retailer.required");
        assertThat(none.getMessage()).isEqualTo("The app has no retailer yet.");
        Retailer shop = retailers.create(SERVER, SHOP);
        Retailer elsewhere = retailers.create(OTHER_SERVER, SHOP);

        assertThat(retailers.forCart(USER, null)).isEqualTo(shop);
        assertThat(retailers.forCart(USER, shop.id())).isEqualTo(shop);
        assertThat(pointers(() -> retailers.forCart(USER, elsewhere.id()))).containsExactly("/retailer_id");
        assertThat(pointers(() -> retailers.forCart(USER, "rtl_missing"))).containsExactly("/retailer_id");

        Retailer second = retailers.create(SERVER, SHOP);
        ProblemException several = refusal(() -> retailers.forCart(USER, null));
        assertThat(several.code().code()).isEqualTo("retailer.required");
        assertThat(several.status().value()).isEqualTo(422);
        assertThat(several.errors()).extracting(FieldProblem::pointer).containsExactly("/retailer_id");
        assertThat(several.getMessage()).isEqualTo("The app has several retailers: name one.");
        assertThat(retailers.forCart(USER, second.id())).isEqualTo(second);
    }

    @Test
    void retailersArePagedById() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ids.add(retailers.create(SERVER, SHOP).id());
        }
        retailers.create(OTHER_SERVER, SHOP);
        ids.sort(null);

        Page<Retailer> first = retailers.list(USER, new PageRequest(2, Optional.empty()));
        assertThat(first.data()).extracting(Retailer::id).containsExactly(ids.get(0), ids.get(1));
        Cursor after = Cursor.decode(first.paging().cursors().after(), 1);
        Page<Retailer> second = retailers.list(USER, new PageRequest(2, Optional.of(after)));
        assertThat(second.data()).extracting(Retailer::id).containsExactly(ids.get(2));
        assertThat(second.paging().cursors().after()).isNull();
    }

    @Test
    void anUpdateChangesOnlyTheFieldsItNames() {
        Retailer shop = retailers.create(SERVER, SHOP);
        Clock later = Clock.fixed(NOW.plusSeconds(60), ZoneOffset.UTC);
        Retailers laterRetailers = retailers(database, later);

        Retailer renamed = laterRetailers.update(SERVER, shop.id(), new RetailerFields("Big Shop", null, null, null));

        assertThat(renamed).isEqualTo(new Retailer(shop.id(), "app_1", "Big Shop", "US", "USD",
                "https://shop.example/cart?add={items}", NOW, NOW.plusSeconds(60)));
        assertThat(retailers.get(SERVER, shop.id())).isEqualTo(renamed);
        Retailer moved = retailers.update(SERVER, shop.id(), new RetailerFields(null, "CA", "CAD",
                "http://shop.example/ca?add={items}"));
        assertThat(moved).extracting(Retailer::name, Retailer::country, Retailer::currency,
                Retailer::checkoutUrlTemplate).containsExactly("Big Shop", "CA", "CAD",
                "http://shop.example/ca?add={items}");
        assertThat(pointers(() -> retailers.update(SERVER, shop.id(), new RetailerFields("", "ZZ", "ZZZ", "x"))))
                .containsExactly("/currency", "/name", "/country", "/checkout_url_template");
        assertThat(retailers.get(SERVER, shop.id())).isEqualTo(moved);
    }

    @Test
    void theCurrencyCannotChangeOnceTheRetailerHasProducts() {
        Retailer shop = retailers.create(SERVER, SHOP);
        retailers.upsertProducts(SERVER, shop.id(), List.of(product("FL-1", "Flour", 299)));

        assertThat(pointers(() -> retailers.update(SERVER, shop.id(), new RetailerFields(null, null, "EUR", null))))
                .containsExactly("/currency");
        assertThat(retailers.update(SERVER, shop.id(), new RetailerFields(null, null, "USD", null)).currency())
                .isEqualTo("USD");
    }

    @Test
    void aChangedRetailersCatalogueIsReadAgain() {
        Retailer shop = retailers.create(SERVER, SHOP);
        retailers.upsertProducts(SERVER, shop.id(), List.of(product("FL-1", "Flour", 299)));
        Catalogue before = retailers.catalogue(shop.id());

        retailers.update(SERVER, shop.id(), new RetailerFields("Big Shop", null, null, null));

        assertThat(retailers.catalogue(shop.id())).isNotSameAs(before);
        assertThat(retailers.catalogue(shop.id()).product("FL-1")).isPresent();
    }

    @Test
    void demoDataLoadsProductsForARetailerItAlreadyHolds() {
        Retailer shop = retailers.create(SERVER, SHOP);

        assertThat(retailers.upsertFor(shop, List.of(product("FL-1", "Flour", 299))))
                .isEqualTo(new Retailers.UpsertResult(1, 0));
        assertThat(retailers.catalogue(shop.id()).product("FL-1")).isPresent();
    }

    @Test
    void deletingARetailerEmptiesItsCatalogue() {
        Retailer shop = retailers.create(SERVER, SHOP);
        retailers.upsertProducts(SERVER, shop.id(), List.of(product("FL-1", "Flour", 299)));
        assertThat(retailers.catalogue(shop.id()).size()).isEqualTo(1);

        retailers.delete(SERVER, shop.id());

        assertThat(retailers.find(shop.id())).isEmpty();
        assertThat(retailers.catalogue(shop.id())).isSameAs(Catalogue.EMPTY);
        assertThat(refusal(() -> retailers.get(SERVER, shop.id())).status().value()).isEqualTo(404);
    }

    @Test
    void productsAreInsertedOrReplacedBySkuAndTheCatalogueFollows() {
        Retailer shop = retailers.create(SERVER, SHOP);
        Catalogue empty = retailers.catalogue(shop);
        assertThat(retailers.catalogue(shop)).isSameAs(empty);
        assertThat(retailers.catalogue(shop.id())).isSameAs(empty);

        assertThat(retailers.upsertProducts(SERVER, shop.id(), List.of(product("FL-1", "Flour", 299),
                product("EG-1", "Eggs", 399)))).isEqualTo(new Retailers.UpsertResult(2, 0));
        assertThat(retailers.catalogue(shop).product("FL-1")).get().extracting(Product::price)
                .isEqualTo(new Money(299, "USD"));

        assertThat(retailers.upsertProducts(SERVER, shop.id(), List.of(product("FL-1", "Flour", 349),
                product("SU-1", "Sugar", 199)))).isEqualTo(new Retailers.UpsertResult(1, 1));
        Catalogue now = retailers.catalogue(shop);
        assertThat(now.size()).isEqualTo(3);
        assertThat(now.product("FL-1")).get().extracting(Product::price).isEqualTo(new Money(349, "USD"));
        assertThat(retailers.upsertProducts(SERVER, shop.id(), List.of())).isEqualTo(new Retailers.UpsertResult(0, 0));
        assertThat(retailers.catalogue(shop)).isSameAs(now);
    }

    @Test
    void aProductTakesItsAisleFromItsNameAndIsAvailableUnlessSaidOtherwise() {
        Retailer shop = retailers.create(SERVER, SHOP);
        retailers.upsertProducts(SERVER, shop.id(), List.of(
                new ProductFields("FL-1", " Flour ", " ", null, new MoneyFields(0L, "USD"), null, " ", null),
                new ProductFields("EG-1", "Eggs", "Farm", new SizeFields(12.0, "piece"), new MoneyFields(399L, "USD"),
                        "bakery", " https://img.example/eggs.png ", false)));

        Catalogue catalogue = retailers.catalogue(shop);
        assertThat(catalogue.product("FL-1")).get().satisfies(p -> {
            assertThat(p.name()).isEqualTo("Flour");
            assertThat(p.brand()).isNull();
            assertThat(p.sizeQuantity()).isNull();
            assertThat(p.sizeUnit()).isNull();
            assertThat(p.category()).isEqualTo(Category.BAKING);
            assertThat(p.imageUrl()).isNull();
            assertThat(p.available()).isTrue();
            assertThat(p.price()).isEqualTo(new Money(0, "USD"));
        });
        assertThat(catalogue.product("EG-1")).get().satisfies(p -> {
            assertThat(p.brand()).isEqualTo("Farm");
            assertThat(p.sizeQuantity()).isEqualTo(12.0);
            assertThat(p.sizeUnit()).isEqualTo(Unit.PIECE);
            assertThat(p.category()).isEqualTo(Category.BAKERY);
            assertThat(p.imageUrl()).isEqualTo("https://img.example/eggs.png");
            assertThat(p.available()).isFalse();
        });
    }

    @Test
    void eachInvalidFieldOfAProductIsNamedAndNothingIsWritten() {
        assertThat(productPointers(
                null,
                new ProductFields(null, null, null, null, null, null, null, null),
                new ProductFields("A ", "a".repeat(301), "b".repeat(201), new SizeFields(0.0, "bag"),
                        new MoneyFields(-1L, "USD"), "aisle", "ftp://img.example/a.png", null),
                new ProductFields("A,B", "Flour", null, new SizeFields(null, null), new MoneyFields(null, "USD"), null,
                        null, null),
                new ProductFields("C", "Flour", null, new SizeFields(1e6 + 1, "g"),
                        new MoneyFields(Retailers.MAX_PRICE_MINOR + 1, "USD"), null, null, null),
                new ProductFields("D", "Flour", null, new SizeFields(Double.NaN, "g"), new MoneyFields(1L, "EUR"),
                        null, "not a url", null),
                new ProductFields("C", "Flour", null, new SizeFields(-1.0, "g"), null, null, null, null),
                new ProductFields("x".repeat(65), "Flour", null, null, new MoneyFields(1L, "USD"), null, null, null)))
                .containsExactly(
                        "/products/0",
                        "/products/1/sku", "/products/1/name", "/products/1/price/amount_minor",
                        "/products/2/sku", "/products/2/name", "/products/2/brand", "/products/2/size/quantity",
                        "/products/2/size/unit", "/products/2/price/amount_minor", "/products/2/category",
                        "/products/2/image_url",
                        "/products/3/sku", "/products/3/size/quantity", "/products/3/size/unit",
                        "/products/3/price/amount_minor",
                        "/products/4/size/quantity", "/products/4/price/amount_minor",
                        "/products/5/size/quantity", "/products/5/price/currency", "/products/5/image_url",
                        "/products/6/sku", "/products/6/size/quantity", "/products/6/price/amount_minor",
                        "/products/7/sku");
        assertThat(database.jdbc().queryForObject("select count(*) from product", Integer.class)).isZero();
    }

    @Test
    void aProductMayBeAsLargeAndAsDearAsTheLimitsAllow() {
        Retailer shop = retailers.create(SERVER, SHOP);
        retailers.upsertProducts(SERVER, shop.id(), List.of(new ProductFields("x".repeat(64), "a".repeat(300),
                "b".repeat(200), new SizeFields(1e6, "g"), new MoneyFields(Retailers.MAX_PRICE_MINOR, "USD"), null,
                "http://img.example/a.png", true)));

        Product p = retailers.catalogue(shop).product("x".repeat(64)).orElseThrow();
        assertThat(p.sizeQuantity()).isEqualTo(1e6);
        assertThat(p.price().amountMinor()).isEqualTo(Retailers.MAX_PRICE_MINOR);
        assertThat(p.imageUrl()).isEqualTo("http://img.example/a.png");
    }

    @Test
    void aRequestCarriesAtMostAThousandProducts() {
        Retailer shop = retailers.create(SERVER, SHOP);
        List<ProductFields> thousand = IntStream.range(0, 1000)
                .mapToObj(i -> product("P-" + i, "Product " + i, 100)).toList();

        assertThat(retailers.upsertProducts(SERVER, shop.id(), thousand)).isEqualTo(new Retailers.UpsertResult(1000, 0));
        List<ProductFields> more = new ArrayList<>(thousand);
        more.add(product("P-1000", "Product", 100));
        assertThat(pointers(() -> retailers.upsertProducts(SERVER, shop.id(), more))).containsExactly("/products");
        assertThat(pointers(() -> retailers.upsertProducts(SERVER, shop.id(), null))).containsExactly("/products");
        assertThat(pointers(() -> retailers.upsertFor(shop, null))).containsExactly("/products");
        assertThat(retailers.catalogue(shop).size()).isEqualTo(1000);
    }

    @Test
    void productsAreSearchedByEveryWordAndPagedBySku() {
        Retailer shop = retailers.create(SERVER, SHOP);
        retailers.upsertFor(shop, List.of(product("FL-2", "Rye Flour", 399), product("FL-1", "Wheat Flour", 299),
                product("SU-1", "Sugar", 199), product("FL-3", "Rice Flour", 499)));

        Page<Product> first = retailers.searchProducts(USER, shop.id(), "flour", new PageRequest(2, Optional.empty()));
        assertThat(first.data()).extracting(Product::sku).containsExactly("FL-1", "FL-2");
        Page<Product> second = retailers.searchProducts(USER, shop.id(), "flour",
                new PageRequest(2, Optional.of(Cursor.decode(first.paging().cursors().after(), 1))));
        assertThat(second.data()).extracting(Product::sku).containsExactly("FL-3");
        assertThat(second.paging().cursors().after()).isNull();
        assertThat(retailers.searchProducts(USER, shop.id(), "rice flour", new PageRequest(5, Optional.empty()))
                .data()).extracting(Product::sku).containsExactly("FL-3");
    }

    @Test
    void aCatalogueIsDroppedWhenItsRetailerChangesElsewhere() {
        Retailer shop = retailers.create(SERVER, SHOP);
        Catalogue before = retailers.catalogue(shop);

        retailers.receive(shop.id(), NOW);

        assertThat(retailers.catalogue(shop)).isNotSameAs(before);
        assertThat(retailers.topic()).isEqualTo(Retailers.CATALOGUE_CHANGED);
    }
}
