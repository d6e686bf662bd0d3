package larder.cart;

import larder.ingredient.Combiner;
import static larder.support.Refusals.refusal;
import static larder.support.Refusals.status;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.cart.CartEvents.CartCreated;
import larder.cart.CartEvents.CartDeleted;
import larder.cart.CartEvents.CartUpdated;
import larder.cart.CartEvents.CheckoutSubmitted;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.item.ItemsCommand;
import larder.item.RecipesAdded;
import larder.pantry.PantriesOver;
import larder.platform.Cursor;
import larder.platform.web.IfMatch;
import larder.list.ShoppingListsOver;
import larder.platform.Cursor;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import larder.platform.web.IfMatch;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import larder.recipe.Recipes;
import larder.recipe.RecipesOver;
import larder.retail.Candidate;
import larder.retail.Money;
import larder.retail.Retailer;
import larder.retail.RetailerCommand.MoneyFields;
import larder.retail.RetailerCommand.ProductFields;
import larder.retail.RetailerCommand.RetailerFields;
import larder.retail.RetailerCommand.SizeFields;
import larder.retail.Retailers;
import larder.retail.RetailersOver;
import larder.user.UsersErased;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The cart service over an in-memory database: what each request reads, changes, writes and announces. */
class CartsTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final ManagementCredential SERVER = new ManagementCredential("app_1", "lmt_1");
    private static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_1", Instant.MAX);
    private static final UserCredential BOB = new UserCredential("usr_bob", "app_1", "fam_2", Instant.MAX);

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final List<Object> events = new ArrayList<>();
    private final Retailers retailers = RetailersOver.database(database, clock);
    private final Recipes recipes = RecipesOver.database(database, events::add, clock);
    private final Carts carts = new Carts(new CartStore(database.db(), database.hot(), database.json(),
            database.bulk(), larder.food.TestFoods.FOODS), retailers, recipes, new Combiner(),
            ShoppingListsOver.database(database, recipes, events::add, clock),
            PantriesOver.database(database, clock), events::add, clock, larder.food.TestFoods.FOODS);
    private Retailer shop;

    @BeforeEach
    void aShopWithFlourEggsAndSugar() {
        shop = retailers.create(SERVER, new RetailerFields("Corner Shop", "US", "USD",
                "https://shop.example/cart?add={items}"));
        retailers.upsertFor(shop, List.of(
                product("FL-1", "All-Purpose Flour", 1.0, "kg", 299, true),
                product("FL-2", "All-Purpose Flour", 250.0, "g", 99, true),
                product("FL-3", "Whole Wheat Flour", 1.0, "kg", 399, true),
                product("EG-12", "Large Eggs", 12.0, "piece", 399, true),
                product("SU-1", "White Sugar", 1.0, "kg", 199, false)));
    }

    private static ProductFields product(String sku, String name, double size, String unit, long price,
                                         boolean available) {
        return new ProductFields(sku, name, null, new SizeFields(size, unit), new MoneyFields(price, "USD"), null,
                null, available);
    }

    private static CartCommand items(String... rawItems) {
        return new CartCommand(null, null, List.of(rawItems), null);
    }



    private static List<String> skus(PricedCart cart) {
        return cart.lines().stream().map(l -> l.line().sku()).toList();
    }

    private PricedCart created(UserCredential who, String... rawItems) {
        PricedCart cart = carts.create(who, items(rawItems));
        events.clear();
        return cart;
    }

    @Test
    void aNewCartHasItsItemsCombinedMatchedAndPricedAndIsAnnounced() {
        PricedCart cart = carts.create(ALICE, items("500 g flour", "300 g flour", "6 eggs", "saffron"));

        CartHeader header = cart.cart().header();
        assertThat(header.id()).startsWith("crt_");
        assertThat(header).extracting(CartHeader::clientId, CartHeader::userId, CartHeader::retailerId,
                CartHeader::retailerName, CartHeader::currency, CartHeader::status, CartHeader::createdAt)
                .containsExactly("app_1", "usr_alice", shop.id(), "Corner Shop", "USD", Cart.Status.OPEN, NOW);
        assertThat(cart.lines()).extracting(l -> l.line().name(), l -> l.line().sku(), l -> l.line().packs(),
                        l -> l.status())
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("flour", "FL-1", 1, CartLine.Status.MATCHED),
                        org.assertj.core.groups.Tuple.tuple("eggs", "EG-12", 1, CartLine.Status.MATCHED),
                        org.assertj.core.groups.Tuple.tuple("saffron", null, 1, CartLine.Status.UNMATCHED));
        assertThat(cart.subtotal()).isEqualTo(new Money(698, "USD"));
        assertThat(events).containsExactly(new CartCreated(cart));
        PricedCart read = carts.get(ALICE, header.id());
        assertThat(read.lines()).isEqualTo(cart.lines());
        assertThat(read.cart().sources()).hasSize(4);
        assertThat(read.subtotal()).isEqualTo(cart.subtotal());
    }

    @Test
    void aCartNeedsARetailerWhenTheAppHasSeveral() {
        retailers.create(SERVER, new RetailerFields("Other Shop", "US", "USD", "https://other.example/?a={items}"));

        assertThat(refusal(() -> carts.create(ALICE, items("flour"))).code().code()).isEqualTo("retailer.required");
        assertThat(carts.create(ALICE, new CartCommand(shop.id(), null, List.of("flour"), null)).cart().header()
                .retailerId()).isEqualTo(shop.id());
    }

    @Test
    void aCartIsSeenOnlyByItsOwner() {
        String id = created(ALICE, "flour").cart().header().id();

        assertThat(status(() -> carts.get(BOB, id))).isEqualTo(404);
        assertThat(status(() -> carts.get(ALICE, "crt_missing"))).isEqualTo(404);
        assertThat(status(() -> carts.add(BOB, id, items("eggs")))).isEqualTo(404);
        assertThat(carts.get(ALICE, id).cart().header().id()).isEqualTo(id);
    }

    @Test
    void theAppsServerHasCartsOfItsOwn() {
        PricedCart own = carts.create(SERVER, items("flour"));

        assertThat(own.cart().header().userId()).isNull();
        assertThat(carts.get(SERVER, own.cart().header().id()).lines()).hasSize(1);
        assertThat(carts.list(SERVER, new PageRequest(10, Optional.empty())).data())
                .extracting(c -> c.cart().header().id()).containsExactly(own.cart().header().id());
        assertThat(carts.list(ALICE, new PageRequest(10, Optional.empty())).data()).isEmpty();
    }

    @Test
    void cartsAreListedPagedWithTheirLinesAndSubtotals() {
        List<String> ids = new ArrayList<>();
        ids.add(created(ALICE, "flour").cart().header().id());
        ids.add(created(ALICE, "flour", "eggs").cart().header().id());
        ids.add(created(ALICE, "eggs").cart().header().id());
        created(BOB, "flour");
        ids.sort(null);

        Page<PricedCart> first = carts.list(ALICE, new PageRequest(2, Optional.empty()));
        assertThat(first.data()).extracting(c -> c.cart().header().id()).containsExactly(ids.get(0), ids.get(1));
        assertThat(first.data()).allSatisfy(c -> {
            assertThat(c.lines()).isNotEmpty();
            assertThat(c.subtotal().amountMinor()).isPositive();
            assertThat(c.cart().sources()).isEmpty();
        });
        Page<PricedCart> rest = carts.list(ALICE,
                new PageRequest(2, Optional.of(Cursor.decode(first.paging().cursors().after(), 1))));
        assertThat(rest.data()).extracting(c -> c.cart().header().id()).containsExactly(ids.get(2));
        assertThat(rest.data().getFirst().lines()).extracting(l -> l.line().sku()).containsExactly("EG-12");
        assertThat(rest.paging().cursors().after()).isNull();
    }

    @Test
    void addingItemsCombinesThemWithTheCartsLinesAndMovesItsVersion() {
        PricedCart cart = created(ALICE, "500 g flour");
        String id = cart.cart().header().id();
        long version = cart.cart().header().version();
        String line = cart.lines().getFirst().line().id();

        PricedCart added = carts.add(ALICE, id, items("700 g flour", "12 eggs"));

        assertThat(added.cart().header().version()).isEqualTo(version + 1);
        assertThat(added.lines()).extracting(l -> l.line().name(), l -> l.line().quantity(), l -> l.line().unit())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("flour", 1.2, Unit.KG),
                        org.assertj.core.groups.Tuple.tuple("eggs", 12.0, null));
        assertThat(added.lines().getFirst().line().id()).isEqualTo(line);
        // 1.2 kg: five 250 g bags (4.95) are cheaper than two 1 kg bags (5.98)
        assertThat(added.lines().getFirst().line().sku()).isEqualTo("FL-2");
        assertThat(added.lines().getFirst().line().packs()).isEqualTo(5);
        assertThat(events).containsExactly(new CartUpdated(added));
        assertThat(carts.get(ALICE, id).cart().sources()).hasSize(3);
    }

    @Test
    void addingARecipesItemsRecordsTheRecipeAndRemovingItsLastLineForgetsIt() {
        Recipe bread = recipes.createInCatalogue("app_1", List.of(new RecipeContent("Bread", null, null, List.of(),
                1, null, null, null, List.of(new RecipeContent.Ingredient("500 g flour", "flour", 500.0, null,
                        Unit.G, null, Category.BAKING, null)), List.of(), List.of()))).getFirst();
        String id = created(ALICE, "6 eggs").cart().header().id();

        PricedCart added = carts.add(ALICE, id, new CartCommand(null, null, null,
                List.of(new ItemsCommand.RecipeRef(bread.id(), 2.0))));

        assertThat(added.cart().recipes()).singleElement().satisfies(r -> {
            assertThat(r.recipeId()).isEqualTo(bread.id());
            assertThat(r.scale()).isEqualTo(2.0);
        });
        assertThat(added.lines()).extracting(l -> l.line().name()).containsExactly("eggs", "flour");
        String flourLine = added.lines().get(1).line().id();

        carts.deleteLine(ALICE, id, flourLine, IfMatch.ANY);

        PricedCart after = carts.get(ALICE, id);
        assertThat(after.cart().recipes()).isEmpty();
        assertThat(after.lines()).extracting(l -> l.line().name()).containsExactly("eggs");
        assertThat(after.cart().sources()).hasSize(1);
        assertThat(after.cart().header().version()).isEqualTo(added.cart().header().version() + 1);
    }

    @Test
    void removingALineKeepsARecipeThatStillHasItems() {
        Recipe cake = recipes.createInCatalogue("app_1", List.of(new RecipeContent("Cake", null, null, List.of(),
                1, null, null, null, List.of(
                        new RecipeContent.Ingredient("200 g flour", "flour", 200.0, null, Unit.G, null,
                                Category.BAKING, null),
                        new RecipeContent.Ingredient("2 eggs", "eggs", 2.0, null, null, null, Category.DAIRY_EGGS,
                                null)), List.of(), List.of()))).getFirst();
        PricedCart cart = carts.create(ALICE, new CartCommand(null, null, null,
                List.of(new ItemsCommand.RecipeRef(cake.id(), null))));
        String id = cart.cart().header().id();

        carts.deleteLine(ALICE, id, cart.lines().getFirst().line().id(), IfMatch.ANY);

        assertThat(carts.get(ALICE, id).cart().recipes()).extracting(r -> r.recipeId()).containsExactly(cake.id());
    }

    @Test
    void aLineTakesAPackCountOrAnotherProduct() {
        PricedCart cart = created(ALICE, "800 g flour");
        String id = cart.cart().header().id();
        String line = cart.lines().getFirst().line().id();

        PricedCart packs = carts.updateLine(ALICE, id, line, () -> new LineChange(3, null), IfMatch.ANY);
        assertThat(packs.lines().getFirst().line()).extracting(CartLine::packs, CartLine::manualPacks, CartLine::sku)
                .containsExactly(3, true, "FL-1");
        assertThat(packs.subtotal()).isEqualTo(new Money(897, "USD"));

        PricedCart swapped = carts.updateLine(ALICE, id, line, () -> new LineChange(null, "FL-3"),
                new IfMatch(Set.of(packs.cart().header().version())));
        assertThat(swapped.lines().getFirst().status()).isEqualTo(CartLine.Status.SUBSTITUTED);
        assertThat(swapped.lines().getFirst().line().sku()).isEqualTo("FL-3");
        assertThat(carts.get(ALICE, id).lines().getFirst().line().sku()).isEqualTo("FL-3");
        assertThat(events).containsExactly(new CartUpdated(packs), new CartUpdated(swapped));
    }

    @Test
    void aChangeAtAnOldVersionIsRefusedAndChangesNothing() {
        PricedCart cart = created(ALICE, "800 g flour");
        String id = cart.cart().header().id();
        String line = cart.lines().getFirst().line().id();
        IfMatch old = new IfMatch(Set.of(cart.cart().header().version() - 1));

        assertThat(status(() -> carts.updateLine(ALICE, id, line, () -> new LineChange(3, null), old)))
                .isEqualTo(412);
        assertThat(status(() -> carts.deleteLine(ALICE, id, line, old))).isEqualTo(412);
        assertThat(status(() -> carts.delete(ALICE, id, old))).isEqualTo(412);
        assertThat(status(() -> carts.checkout(ALICE, id, old))).isEqualTo(412);
        PricedCart now = carts.get(ALICE, id);
        assertThat(now.cart().header().version()).isEqualTo(cart.cart().header().version());
        assertThat(now.lines().getFirst().line().packs()).isEqualTo(1);
        assertThat(events).isEmpty();
    }

    @Test
    void aLineChangeIsReadOnlyOnceTheCartAndLineAreFound() {
        String id = created(ALICE, "500 g flour").cart().header().id();
        java.util.function.Supplier<LineChange> unreadable = () -> {
            throw new AssertionError("the body was read");
        };

        assertThat(status(() -> carts.updateLine(ALICE, id, "cli_missing", unreadable, IfMatch.ANY))).isEqualTo(404);
        assertThat(status(() -> carts.updateLine(BOB, id, "cli_missing", unreadable, IfMatch.ANY))).isEqualTo(404);
        assertThat(status(() -> carts.deleteLine(ALICE, id, "cli_missing", IfMatch.ANY))).isEqualTo(404);
        assertThat(status(() -> carts.options(ALICE, id, "cli_missing", new PageRequest(5, Optional.empty()))))
                .isEqualTo(404);
    }

    @Test
    void theAppsServerSeesAUsersCartButCannotChangeIt() {
        PricedCart cart = created(ALICE, "500 g flour");
        String id = cart.cart().header().id();
        String line = cart.lines().getFirst().line().id();

        assertThat(carts.get(SERVER, id).lines()).hasSize(1);
        assertThat(status(() -> carts.add(SERVER, id, items("eggs")))).isEqualTo(403);
        assertThat(status(() -> carts.updateLine(SERVER, id, line, () -> new LineChange(2, null), IfMatch.ANY)))
                .isEqualTo(403);
        assertThat(status(() -> carts.deleteLine(SERVER, id, line, IfMatch.ANY))).isEqualTo(403);
        assertThat(status(() -> carts.delete(SERVER, id, IfMatch.ANY))).isEqualTo(403);
        assertThat(status(() -> carts.checkout(SERVER, id, IfMatch.ANY))).isEqualTo(403);
        assertThat(carts.get(ALICE, id).cart().header().version()).isEqualTo(cart.cart().header().version());
        assertThat(events).isEmpty();
    }

    @Test
    void theOptionsOfALineArePagedByRankWithoutItsOwnProduct() {
        PricedCart cart = created(ALICE, "800 g flour");
        String id = cart.cart().header().id();
        String line = cart.lines().getFirst().line().id();
        assertThat(cart.lines().getFirst().line().sku()).isEqualTo("FL-1");

        Page<Candidate> first = carts.options(ALICE, id, line, new PageRequest(1, Optional.empty()));
        assertThat(first.data()).extracting(c -> c.product().sku()).containsExactly("FL-2");
        assertThat(first.data().getFirst().packs()).isEqualTo(4);
        Page<Candidate> rest = carts.options(ALICE, id, line,
                new PageRequest(1, Optional.of(Cursor.decode(first.paging().cursors().after(), 1))));
        assertThat(rest.data()).extracting(c -> c.product().sku()).containsExactly("FL-3");
        assertThat(rest.paging().cursors().after()).isNull();
    }

    @Test
    void checkingOutClosesTheCartRecordsWhatWasBoughtAndAnnouncesIt() {
        PricedCart cart = created(ALICE, "800 g flour", "12 eggs", "saffron");
        String id = cart.cart().header().id();

        Checkout checkout = carts.checkout(ALICE, id, new IfMatch(Set.of(cart.cart().header().version())));

        assertThat(checkout.id()).startsWith("chk_");
        assertThat(checkout.cartId()).isEqualTo(id);
        assertThat(checkout.items()).extracting(Checkout.Item::sku).containsExactly("FL-1", "EG-12");
        assertThat(checkout.unmatched()).extracting(Checkout.Unmatched::name).containsExactly("saffron");
        assertThat(checkout.total()).isEqualTo(new Money(698, "USD"));
        assertThat(checkout.checkoutUrl()).isEqualTo("https://shop.example/cart?add=FL-1%3A1%2CEG-12%3A1");
        assertThat(carts.getCheckout(ALICE, checkout.id())).isEqualTo(checkout);
        assertThat(status(() -> carts.getCheckout(BOB, checkout.id()))).isEqualTo(404);
        PricedCart closed = carts.get(ALICE, id);
        assertThat(closed.cart().header().status()).isEqualTo(Cart.Status.CHECKED_OUT);
        assertThat(closed.lines()).allSatisfy(l -> assertThat(l.line().bought() != null || l.line().sku() == null)
                .isTrue());
        assertThat(closed.subtotal()).isEqualTo(new Money(698, "USD"));
        assertThat(events).hasSize(2);
        assertThat(events.get(0)).isInstanceOf(CartUpdated.class);
        assertThat(events.get(1)).isEqualTo(new CheckoutSubmitted(checkout, List.of()));

        assertThat(refusal(() -> carts.checkout(ALICE, id, IfMatch.ANY)).code().code())
                .isEqualTo("cart.checked_out");
        assertThat(refusal(() -> carts.add(ALICE, id, items("eggs"))).code().code()).isEqualTo("cart.checked_out");
        assertThat(refusal(() -> carts.updateLine(ALICE, id, closed.lines().getFirst().line().id(),
                () -> new LineChange(2, null), IfMatch.ANY)).code().code()).isEqualTo("cart.checked_out");
    }

    @Test
    void aCartWithNothingMatchedCannotBeCheckedOut() {
        String id = created(ALICE, "saffron", "1 kg sugar").cart().header().id();

        assertThat(refusal(() -> carts.checkout(ALICE, id, IfMatch.ANY)).code().code()).isEqualTo("cart.empty");
        assertThat(carts.get(ALICE, id).cart().header().status()).isEqualTo(Cart.Status.OPEN);
    }

    @Test
    void aCartIsCheckedOutInOneStepOrNotAtAll() {
        Checkout checkout = carts.checkoutNow(ALICE, items("500 g flour"));

        assertThat(carts.getCheckout(ALICE, checkout.id())).isEqualTo(checkout);
        assertThat(carts.get(ALICE, checkout.cartId()).cart().header().status()).isEqualTo(Cart.Status.CHECKED_OUT);
        assertThat(events).hasSize(2);
        assertThat(events.get(0)).isInstanceOf(CartCreated.class);
        assertThat(events.get(1)).isEqualTo(new CheckoutSubmitted(checkout, List.of()));

        assertThat(refusal(() -> carts.checkoutNow(ALICE, items("saffron"))).code().code()).isEqualTo("cart.empty");
        assertThat(carts.list(ALICE, new PageRequest(10, Optional.empty())).data()).hasSize(1);
    }

    @Test
    void deletingACartAnnouncesIt() {
        String id = created(ALICE, "flour").cart().header().id();

        assertThat(status(() -> carts.delete(BOB, id, IfMatch.ANY))).isEqualTo(404);
        carts.delete(ALICE, id, IfMatch.ANY);

        assertThat(status(() -> carts.get(ALICE, id))).isEqualTo(404);
        assertThat(events).containsExactly(new CartDeleted(id, "app_1", "usr_alice"));
    }

    @Test
    void aCartOfADeletedRetailerStillReadsWithNothingBilled() {
        String id = created(ALICE, "500 g flour").cart().header().id();

        retailers.delete(SERVER, shop.id());

        PricedCart read = carts.get(ALICE, id);
        assertThat(read.subtotal().amountMinor()).isZero();
        assertThat(refusal(() -> carts.checkout(ALICE, id, IfMatch.ANY)).code().code()).isEqualTo("cart.empty");
    }

    @Test
    void erasingAUserErasesItsCartsAndCheckouts() {
        String open = created(ALICE, "flour").cart().header().id();
        Checkout bought = carts.checkoutNow(ALICE, items("500 g flour"));
        String bobs = created(BOB, "flour").cart().header().id();
        events.clear();

        carts.on(UsersErased.of("usr_alice", "app_1"));

        assertThat(status(() -> carts.get(ALICE, open))).isEqualTo(404);
        assertThat(status(() -> carts.getCheckout(ALICE, bought.id()))).isEqualTo(404);
        assertThat(events).containsExactlyInAnyOrder(new CartDeleted(open, "app_1", "usr_alice"),
                new CartDeleted(bought.cartId(), "app_1", "usr_alice"));
        assertThat(carts.get(BOB, bobs)).isNotNull();
    }

    @Test
    void aCheckedOutCartReadsAsItWasBoughtWhateverTheCatalogueDoesAfter() {
        retailers.upsertFor(shop, List.of(new ProductFields("EG-12", "Large Eggs", "Farm", new SizeFields(12.0,
                "piece"), new MoneyFields(399L, "USD"), "dairy_eggs", "https://img.example/eggs.png", true)));
        String id = created(ALICE, "800 g flour", "12 eggs").cart().header().id();
        carts.checkout(ALICE, id, IfMatch.ANY);

        retailers.upsertFor(shop, List.of(
                product("FL-1", "Organic Flour", 2.0, "kg", 999, false),
                new ProductFields("EG-12", "Eggs", null, null, new MoneyFields(1L, "USD"), "bakery", null, false)));

        PricedCart read = carts.get(ALICE, id);
        assertThat(read.subtotal()).isEqualTo(new Money(698, "USD"));
        assertThat(read.lines()).extracting(PricedCart.PricedLine::product).satisfiesExactly(
                flour -> {
                    assertThat(flour.name()).isEqualTo("All-Purpose Flour");
                    assertThat(flour.sizeQuantity()).isEqualTo(1.0);
                    assertThat(flour.sizeUnit()).isEqualTo(Unit.KG);
                    assertThat(flour.price()).isEqualTo(new Money(299, "USD"));
                    assertThat(flour.category()).isEqualTo(Category.BAKING);
                    assertThat(flour.brand()).isNull();
                    assertThat(flour.imageUrl()).isNull();
                },
                eggs -> {
                    assertThat(eggs.name()).isEqualTo("Large Eggs");
                    assertThat(eggs.brand()).isEqualTo("Farm");
                    assertThat(eggs.sizeUnit()).isEqualTo(Unit.PIECE);
                    assertThat(eggs.category()).isEqualTo(Category.DAIRY_EGGS);
                    assertThat(eggs.imageUrl()).isEqualTo("https://img.example/eggs.png");
                    assertThat(eggs.available()).isTrue();
                    assertThat(eggs.retailerId()).isEqualTo(shop.id());
                });
    }

    private Recipe bread() {
        return recipes.createInCatalogue("app_1", List.of(new RecipeContent("Bread", null, null, List.of(), 1, null,
                null, null, List.of(new RecipeContent.Ingredient("800 g flour", "flour", 800.0, null, Unit.G, null,
                        Category.BAKING, null)), List.of(), List.of()))).getFirst();
    }

    private static CartCommand recipe(Recipe recipe) {
        return new CartCommand(null, null, null, List.of(new ItemsCommand.RecipeRef(recipe.id(), null)));
    }

    @Test
    void aRecipeInANewCartIsRecordedForTheFeedBeforeTheCartIsAnnounced() {
        Recipe bread = bread();

        PricedCart cart = carts.create(ALICE, recipe(bread));

        assertThat(events).hasSize(2);
        assertThat(events.get(0)).isInstanceOfSatisfying(RecipesAdded.class,
                r -> assertThat(r.recipes()).extracting(RecipesAdded.Added::recipeId).containsExactly(bread.id()));
        assertThat(events.get(1)).isEqualTo(new CartCreated(cart));
    }

    @Test
    void aRecipeAddedToACartIsRecordedForTheFeed() {
        Recipe bread = bread();
        String id = created(ALICE, "6 eggs").cart().header().id();

        PricedCart added = carts.add(ALICE, id, recipe(bread));

        assertThat(events).hasSize(2);
        assertThat(events.get(0)).isInstanceOf(RecipesAdded.class);
        assertThat(events.get(1)).isEqualTo(new CartUpdated(added));
    }

    @Test
    void aRecipeBoughtInOneStepIsRecordedAndNamedByTheCheckout() {
        Recipe bread = bread();

        Checkout checkout = carts.checkoutNow(ALICE, recipe(bread));

        assertThat(events).hasSize(3);
        assertThat(events.get(0)).isInstanceOf(RecipesAdded.class);
        assertThat(events.get(1)).isInstanceOf(CartCreated.class);
        assertThat(events.get(2)).isEqualTo(new CheckoutSubmitted(checkout, List.of(bread.id())));
        PricedCart bought = carts.get(ALICE, checkout.cartId());
        assertThat(bought.subtotal()).isEqualTo(checkout.total());
        assertThat(bought.lines()).singleElement().satisfies(l -> {
            assertThat(l.product().sku()).isEqualTo("FL-1");
            assertThat(l.line().bought()).isNotNull();
        });
    }

    @Test
    void aProductWithoutASizeIsBoughtWithoutOne() {
        retailers.upsertFor(shop, List.of(new ProductFields("SA-1", "Sea Salt", null, null,
                new MoneyFields(150L, "USD"), null, null, true)));
        String id = created(ALICE, "salt").cart().header().id();
        carts.checkout(ALICE, id, IfMatch.ANY);

        assertThat(carts.get(ALICE, id).lines()).singleElement().satisfies(l -> {
            assertThat(l.product().sku()).isEqualTo("SA-1");
            assertThat(l.product().sizeQuantity()).isNull();
            assertThat(l.product().sizeUnit()).isNull();
            assertThat(l.lineTotal()).isEqualTo(new Money(150, "USD"));
        });
    }
}
