package larder.cart;

import larder.ingredient.Combiner;
import static larder.cart.Cart.Status.CHECKED_OUT;
import static larder.cart.Cart.Status.OPEN;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.groups.Tuple.tuple;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.cart.CartEvents.CartCreated;
import larder.cart.CartEvents.CartDeleted;
import larder.cart.CartEvents.CartUpdated;
import larder.cart.CartEvents.CheckoutSubmitted;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.item.RecipesAdded;
import larder.item.ScaledRecipe;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import larder.retail.Catalogue;
import larder.retail.Money;
import larder.retail.Product;
import larder.retail.Retailer;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The cart's own rules, without a database: who sees and changes it, how much it holds, and checking it out. */
class CartTest {

    private static final Combiner COMBINER = new Combiner();

    private static final Instant CREATED = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant NOW = Instant.parse("2026-01-02T10:00:00Z");
    private static final String APP = "app_1";
    private static final String ALICE = "usr_alice";

    private static final UserCredential ALICE_TOKEN = new UserCredential(ALICE, APP, "fam_1", Instant.MAX);
    private static final UserCredential BOB_TOKEN = new UserCredential("usr_bob", APP, "fam_2", Instant.MAX);
    private static final UserCredential ALICE_IN_ANOTHER_APP =
            new UserCredential(ALICE, "app_2", "fam_3", Instant.MAX);
    private static final ManagementCredential SERVER = new ManagementCredential(APP, "lmt_1");
    private static final ManagementCredential OTHER_SERVER = new ManagementCredential("app_2", "lmt_2");

    private static final Retailer SHOP = new Retailer("rtl_1", APP, "Corner Shop", "US", "USD",
            "https://shop.example/c?add={items}", CREATED, CREATED);
    private static final Catalogue CATALOGUE = new Catalogue(List.of(
            product("FL-1", "All-Purpose Flour", 1.0, Unit.KG, 299, Category.BAKING, true),
            product("EG-12", "Large Eggs", 12.0, Unit.PIECE, 399, Category.DAIRY_EGGS, true),
            product("EG-6", "Large Eggs", 6.0, Unit.PIECE, 229, Category.DAIRY_EGGS, false)));

    private static Product product(String sku, String name, Double size, Unit unit, long price, Category category,
                                   boolean available) {
        return new Product("rtl_1", sku, name, null, size, unit, new Money(price, "USD"), category, null,
                available, CREATED, CREATED);
    }

    private static CartHeader header(String owner, Cart.Status status) {
        return new CartHeader("crt_1", APP, owner, "rtl_1", "Corner Shop", "USD", status, 3, CREATED, NOW);
    }

    private static CartSource source(String id, String name, double quantity, Unit unit, Category category) {
        return new CartSource(id, new ItemFields(name, Quantity.of(quantity), unit, null, null, null, category, null,
                null), CREATED);
    }

    private static CartLine line(String id, String name, double quantity, Unit unit, String sku, int packs,
                                 CartLine.Status status) {
        return new CartLine(id, name, quantity, unit, Category.OTHER, sku, packs, status, false,
                List.of("itm_" + id), null);
    }

    private static NewItems.Checked items(int count) {
        return new NewItems.Checked(IntStream.range(0, count).<NewItems.NewItem>mapToObj(i ->
                new NewItems.Structured("salt", Quantity.of(1.0), Unit.G, null, null,
                        Category.SPICES_SEASONINGS)).toList(),
                List.of());
    }

    /** The problem a rule answers with, as the API will show it. */
    private static ProblemException refusal(ThrowingCallable rule) {
        ProblemException problem = catchThrowableOfType(ProblemException.class, rule);
        assertThat(problem).as("the rule's refusal").isNotNull();
        return problem;
    }

    enum Access { HIDDEN, FORBIDDEN, CHANGES }

    static Stream<Arguments> whoSeesAndChangesACart() {
        return Stream.of(
                arguments("a user, its own cart", ALICE_TOKEN, ALICE, Access.CHANGES),
                arguments("a user, another user's cart", BOB_TOKEN, ALICE, Access.HIDDEN),
                arguments("a user, the app's own cart", ALICE_TOKEN, null, Access.HIDDEN),
                arguments("the same user id in another app", ALICE_IN_ANOTHER_APP, ALICE, Access.HIDDEN),
                arguments("the app's server, the app's own cart", SERVER, null, Access.CHANGES),
                arguments("the app's server, a user's cart", SERVER, ALICE, Access.FORBIDDEN),
                arguments("another app's server, a user's cart", OTHER_SERVER, ALICE, Access.HIDDEN),
                arguments("another app's server, the app's own cart", OTHER_SERVER, null, Access.HIDDEN));
    }

    @ParameterizedTest(name = "{0}: {3}")
    @MethodSource
    void whoSeesAndChangesACart(String who, Credential credential, String owner, Access access) {
        CartHeader cart = header(owner, OPEN);
        assertThat(cart.visibleTo(credential)).isEqualTo(access != Access.HIDDEN);
        if (access == Access.CHANGES) {
            assertThatCode(() -> cart.checkChangeableBy(credential)).doesNotThrowAnyException();
        }
        if (access == Access.FORBIDDEN) {
            ProblemException forbidden = refusal(() -> cart.checkChangeableBy(credential));
            assertThat(forbidden).isInstanceOf(CartNotChangeable.class);
            assertThat(forbidden.code().code()).isEqualTo("auth.forbidden");
            assertThat(forbidden.status().value()).isEqualTo(403);
        }
    }

    static Stream<Arguments> aCheckedOutCartChangesForNobody() {
        return Stream.of(
                arguments("its user", ALICE_TOKEN, ALICE, "cart.checked_out", 409),
                arguments("the app's server, the app's own cart", SERVER, null, "cart.checked_out", 409),
                arguments("the app's server, a user's cart, which it never changes", SERVER, ALICE,
                        "auth.forbidden", 403));
    }

    @ParameterizedTest(name = "{0}: {3}")
    @MethodSource
    void aCheckedOutCartChangesForNobody(String who, Credential credential, String owner, String code, int status) {
        CartHeader cart = header(owner, CHECKED_OUT);
        assertThat(cart.visibleTo(credential)).isTrue();
        ProblemException refused = refusal(() -> cart.checkChangeableBy(credential));
        assertThat(refused.code().code()).isEqualTo(code);
        assertThat(refused.status().value()).isEqualTo(status);
    }

    static Stream<Arguments> aChangeThatFoundNothingToChangeSaysWhy() {
        return Stream.of(arguments(OPEN, "precondition_failed", 412, "version 3"),
                arguments(CHECKED_OUT, "cart.checked_out", 409, "crt_1 has been checked out"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource
    void aChangeThatFoundNothingToChangeSaysWhy(Cart.Status status, String code, int httpStatus, String detail) {
        ProblemException why = header(ALICE, status).refusal();
        assertThat(why.code().code()).isEqualTo(code);
        assertThat(why.status().value()).isEqualTo(httpStatus);
        assertThat(why.getMessage()).contains(detail);
    }

    static Stream<Arguments> aCartHoldsAtMostAThousandItems() {
        return Stream.of(arguments(0, 1, null), arguments(0, 1000, null), arguments(999, 1, null),
                arguments(950, 50, null), arguments(1000, 0, null), arguments(1000, 1, 1001),
                arguments(990, 50, 1040), arguments(0, 1001, 1001));
    }

    @ParameterizedTest(name = "{0} held, {1} added: refused at {2}")
    @MethodSource
    void aCartHoldsAtMostAThousandItems(int held, int adding, Integer refusedAt) {
        List<CartSource> sources = IntStream.range(0, held)
                .mapToObj(i -> source("itm_" + i, "salt", 1, Unit.G, Category.SPICES_SEASONINGS)).toList();
        CartHeader cart = header(ALICE, OPEN);
        if (refusedAt == null) {
            ItemsAdded added = cart.add(sources, List.of(), items(adding), CATALOGUE, COMBINER, NOW);
            assertThat(added.sources()).hasSize(adding).allSatisfy(s -> {
                assertThat(s.id()).startsWith("itm_");
                assertThat(s.fields().name()).isEqualTo("salt");
                assertThat(s.createdAt()).isEqualTo(NOW);
            });
            assertThat(added.lines()).singleElement().satisfies(salt -> {
                assertThat(salt.name()).isEqualTo("salt");
                assertThat(salt.sourceIds()).hasSize(held + adding);
            });
            assertThat(added.recipes()).isEmpty();
            assertThat(added.recorded()).isEmpty();
        } else {
            ProblemException full = refusal(
                    () -> cart.add(sources, List.of(), items(adding), CATALOGUE, COMBINER, NOW));
            assertThat(full).isInstanceOf(CartFull.class);
            assertThat(full.code().code()).isEqualTo("cart.full");
            assertThat(full.status().value()).isEqualTo(422);
            assertThat(full.getMessage())
                    .isEqualTo("A cart holds at most 1000 items; this would make " + refusedAt + ".");
            assertThat(full.errors()).containsExactly(
                    new FieldProblem("/items", "cart.full", "the cart would hold more than 1000 items"));
        }
    }

    @Test
    void addingARecipeKeepsWhatTheShopperChoseAndRecordsItForTheFeed() {
        RecipeContent.Ingredient eggs = new RecipeContent.Ingredient("2 eggs", "eggs", 2.0, null, Unit.PIECE, null,
                Category.DAIRY_EGGS, null);
        Recipe pancakes = new Recipe("rcp_1", APP, null, new RecipeContent("Pancakes", null, null, List.of(), 4,
                null, null, null, List.of(eggs), List.of(), List.of()), CREATED, CREATED);
        NewItems.Checked checked = new NewItems.Checked(List.of(new NewItems.FromRecipe(pancakes, 2, eggs)),
                List.of(new NewItems.AddedRecipe(pancakes, 2)));
        List<CartSource> held = List.of(source("itm_1", "eggs", 10, Unit.PIECE, Category.DAIRY_EGGS));
        List<CartLine> chosen = List.of(new CartLine("cli_1", "eggs", 10.0, Unit.PIECE, Category.DAIRY_EGGS,
                "EG-12", 3, CartLine.Status.MATCHED, true, List.of("itm_1"), null));

        ItemsAdded added = header(ALICE, OPEN).add(held, chosen, checked, CATALOGUE, COMBINER, NOW);

        assertThat(added.sources()).singleElement().satisfies(s -> {
            assertThat(s.fields().recipeId()).isEqualTo("rcp_1");
            assertThat(s.fields().recipeScale()).isEqualTo(2.0);
            assertThat(s.fields().quantity().amount()).isEqualTo(4.0);
        });
        assertThat(added.recipes()).containsExactly(new ScaledRecipe("rcp_1", "Pancakes", 2));
        assertThat(added.lines()).singleElement().satisfies(line -> {
            assertThat(line.id()).isEqualTo("cli_1");
            assertThat(line.quantity()).isEqualTo(14.0);
            assertThat(line.sku()).isEqualTo("EG-12");
            assertThat(line.packs()).isEqualTo(3);
            assertThat(line.manualPacks()).isTrue();
        });
        assertThat(added.recorded()).contains(new RecipesAdded(APP, ALICE,
                List.of(new RecipesAdded.Added("rcp_1", true)), NOW));
    }

    static Stream<Arguments> aNewCartBelongsToWhoeverMadeIt() {
        return Stream.of(arguments(ALICE_TOKEN, ALICE), arguments(SERVER, null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void aNewCartBelongsToWhoeverMadeIt(Credential owner, String userId) {
        NewCart made = Cart.open(owner, SHOP, List.of(), items(3), CATALOGUE, COMBINER, NOW);
        CartHeader header = made.priced().cart().header();
        assertThat(header.id()).startsWith("crt_");
        assertThat(header.clientId()).isEqualTo(APP);
        assertThat(header.userId()).isEqualTo(userId);
        assertThat(header.retailerId()).isEqualTo("rtl_1");
        assertThat(header.retailerName()).isEqualTo("Corner Shop");
        assertThat(header.currency()).isEqualTo("USD");
        assertThat(header.status()).isEqualTo(OPEN);
        assertThat(header.version()).isEqualTo(1);
        assertThat(header.createdAt()).isEqualTo(NOW);
        assertThat(header.updatedAt()).isEqualTo(NOW);
        assertThat(made.priced().cart().sources()).hasSize(3);
        assertThat(made.events()).containsExactly(new CartCreated(made.priced()));
        assertThat(header.deleted()).isEqualTo(new CartDeleted(header.id(), APP, userId));
    }

    @Test
    void aNewCartPastTheLimitIsRefusedBeforeAnythingIsMade() {
        ProblemException full = refusal(() -> Cart.open(ALICE_TOKEN, SHOP, List.of(), items(1001), CATALOGUE,
                COMBINER, NOW));
        assertThat(full).isInstanceOf(CartFull.class);
        assertThat(full.code().code()).isEqualTo("cart.full");
        assertThat(full.errors()).extracting(FieldProblem::pointer).containsExactly("/items");
    }

    private static final List<CartLine> BOUGHT_LINES = List.of(
            line("cli_1", "flour", 600, Unit.G, "FL-1", 1, CartLine.Status.MATCHED),
            line("cli_2", "bread flour", 1, Unit.KG, "FL-1", 2, CartLine.Status.SUBSTITUTED),
            line("cli_3", "eggs", 18, Unit.PIECE, "EG-12", 2, CartLine.Status.MATCHED),
            line("cli_4", "saffron", 1, Unit.PINCH, null, 1, CartLine.Status.UNMATCHED),
            line("cli_5", "quail eggs", 6, Unit.PIECE, "EG-6", 1, CartLine.Status.MATCHED));

    private static Cart cart(Cart.Status status, List<CartLine> lines) {
        List<CartSource> sources = lines.stream()
                .map(l -> source(l.sourceIds().getFirst(), l.name(), l.quantity(), l.unit(), l.category())).toList();
        return new Cart(header(ALICE, status), sources, lines, List.of(new ScaledRecipe("rcp_1", "Pancakes", 1)));
    }

    static Stream<Arguments> checkoutRefuses() {
        List<CartLine> unmatched = List.of(BOUGHT_LINES.get(3), BOUGHT_LINES.get(4));
        return Stream.of(
                arguments("an empty cart", cart(OPEN, List.of()), Optional.of(SHOP), "cart.empty", 422),
                arguments("a cart whose needs no available product matches", cart(OPEN, unmatched),
                        Optional.of(SHOP), "cart.empty", 422),
                arguments("a cart whose retailer is gone", cart(OPEN, BOUGHT_LINES), Optional.empty(),
                        "cart.empty", 422),
                arguments("a cart checked out already", cart(CHECKED_OUT, BOUGHT_LINES), Optional.of(SHOP),
                        "cart.checked_out", 409));
    }

    @ParameterizedTest(name = "{0}: {3}")
    @MethodSource
    void checkoutRefuses(String what, Cart cart, Optional<Retailer> retailer, String code, int status) {
        ProblemException refused = refusal(() -> cart.checkout(retailer, CATALOGUE, NOW));
        assertThat(refused.code().code()).isEqualTo(code);
        assertThat(refused.status().value()).isEqualTo(status);
        assertThat(refused.getMessage()).startsWith("Cart crt_1 ");
    }

    @Test
    void checkoutClosesTheCartBuysEachSkuOnceAndRecordsTheEvents() {
        CheckedOut done = cart(OPEN, BOUGHT_LINES).checkout(Optional.of(SHOP), CATALOGUE, NOW);

        Checkout checkout = done.checkout();
        assertThat(checkout.id()).startsWith("chk_");
        assertThat(checkout.cartId()).isEqualTo("crt_1");
        assertThat(checkout.clientId()).isEqualTo(APP);
        assertThat(checkout.userId()).isEqualTo(ALICE);
        assertThat(checkout.retailerId()).isEqualTo("rtl_1");
        assertThat(checkout.status()).isEqualTo("submitted");
        assertThat(checkout.createdAt()).isEqualTo(NOW);
        // The two flour lines buy one SKU: one item of 1 + 2 packs
        assertThat(checkout.items()).containsExactly(
                new Checkout.Item("FL-1", 3, new Money(3 * 299, "USD")),
                new Checkout.Item("EG-12", 2, new Money(2 * 399, "USD")));
        // saffron matched nothing; the quail eggs' product is unavailable
        assertThat(checkout.unmatched()).containsExactly(new Checkout.Unmatched("saffron", 1.0, "pinch"),
                new Checkout.Unmatched("quail eggs", 6.0, "piece"));
        assertThat(checkout.total()).isEqualTo(new Money(3 * 299 + 2 * 399, "USD"));
        assertThat(checkout.checkoutUrl()).isEqualTo("https://shop.example/c?add=FL-1%3A3%2CEG-12%3A2");

        PricedCart bought = done.bought();
        CartHeader closed = bought.cart().header();
        assertThat(closed.status()).isEqualTo(CHECKED_OUT);
        assertThat(closed.version()).isEqualTo(3);
        assertThat(bought.subtotal()).isEqualTo(checkout.total());
        assertThat(bought.cart().lines()).extracting(CartLine::id, CartLine::status, l -> l.bought() == null
                ? null : l.bought().sku()).containsExactly(
                        tuple("cli_1", CartLine.Status.MATCHED, "FL-1"),
                        tuple("cli_2", CartLine.Status.SUBSTITUTED, "FL-1"),
                        tuple("cli_3", CartLine.Status.MATCHED, "EG-12"),
                        tuple("cli_4", CartLine.Status.UNMATCHED, null),
                        tuple("cli_5", CartLine.Status.UNMATCHED, null));
        assertThat(done.events()).containsExactly(new CartUpdated(bought),
                new CheckoutSubmitted(checkout, List.of("rcp_1")));
    }

    @Test
    void aCartBoughtInOneStepIsAnnouncedOnceAsCreatedInTheStateItWasBoughtIn() {
        NewItems.Checked checked = new NewItems.Checked(List.of(
                new NewItems.Structured("flour", Quantity.of(600.0), Unit.G, null, null, Category.BAKING),
                new NewItems.Structured("saffron", Quantity.of(1.0), Unit.PINCH, null, null,
                        Category.SPICES_SEASONINGS)),
                List.of());
        CheckedOut done = Cart.open(ALICE_TOKEN, SHOP, List.of(), checked, CATALOGUE, COMBINER, NOW).checkout();

        CartHeader closed = done.bought().cart().header();
        assertThat(closed.status()).isEqualTo(CHECKED_OUT);
        assertThat(closed.version()).isEqualTo(1);
        assertThat(done.checkout().cartId()).isEqualTo(closed.id());
        assertThat(done.checkout().createdAt()).isEqualTo(NOW);
        assertThat(done.checkout().items()).containsExactly(new Checkout.Item("FL-1", 1, new Money(299, "USD")));
        assertThat(done.checkout().unmatched()).extracting(Checkout.Unmatched::name).containsExactly("saffron");
        assertThat(done.events()).containsExactly(new CartCreated(done.bought()),
                new CheckoutSubmitted(done.checkout(), List.of()));
    }

    @Test
    void aNewCartWithNothingMatchedIsNotCheckedOut() {
        NewItems.Checked saffron = new NewItems.Checked(List.of(new NewItems.Structured("saffron", Quantity.of(1.0),
                Unit.PINCH, null, null, Category.SPICES_SEASONINGS)), List.of());
        NewCart made = Cart.open(ALICE_TOKEN, SHOP, List.of(), saffron, CATALOGUE, COMBINER, NOW);
        ProblemException empty = refusal(made::checkout);
        assertThat(empty).isInstanceOf(CartEmpty.class);
        assertThat(empty.code().code()).isEqualTo("cart.empty");
    }

    static Stream<Arguments> aLineChangesAsTheShopperAsks() {
        CartLine flour = line("cli_1", "flour", 600, Unit.G, "FL-1", 1, CartLine.Status.MATCHED);
        CartLine saffron = line("cli_4", "saffron", 1, Unit.PINCH, null, 1, CartLine.Status.UNMATCHED);
        CartLine eggs = line("cli_3", "eggs", 18, Unit.PIECE, "EG-12", 2, CartLine.Status.MATCHED);
        return Stream.of(
                arguments("packs of a matched line", flour, new LineChange(4, null),
                        "FL-1", 4, CartLine.Status.MATCHED, true, null),
                arguments("its own product again: packs worked out anew", eggs, new LineChange(null, "EG-12"),
                        "EG-12", 2, CartLine.Status.MATCHED, false, null),
                arguments("another product, packs worked out for its size", saffron, new LineChange(null, "FL-1"),
                        "FL-1", 1, CartLine.Status.SUBSTITUTED, false, null),
                arguments("another product and packs", saffron, new LineChange(5, "EG-12"),
                        "EG-12", 5, CartLine.Status.SUBSTITUTED, true, null),
                arguments("an unknown SKU", flour, new LineChange(null, "NOPE"), null, 0, null, false, "/sku"),
                arguments("an unavailable product", eggs, new LineChange(null, "EG-6"), null, 0, null, false, "/sku"),
                arguments("packs of a line with no product", saffron, new LineChange(2, null),
                        null, 0, null, false, "/packs"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void aLineChangesAsTheShopperAsks(String what, CartLine line, LineChange change, String sku, int packs,
                                      CartLine.Status status, boolean manualPacks, String refusedAt) {
        if (refusedAt == null) {
            CartLine changed = line.changed(change, CATALOGUE);
            assertThat(changed.id()).isEqualTo(line.id());
            assertThat(changed.sku()).isEqualTo(sku);
            assertThat(changed.packs()).isEqualTo(packs);
            assertThat(changed.status()).isEqualTo(status);
            assertThat(changed.manualPacks()).isEqualTo(manualPacks);
        } else {
            ProblemException refused = refusal(() -> line.changed(change, CATALOGUE));
            assertThat(refused.code().code()).isEqualTo("request.invalid");
            assertThat(refused.status().value()).isEqualTo(422);
            assertThat(refused.errors()).extracting(FieldProblem::pointer).containsExactly(refusedAt);
        }
    }

    @Test
    void theAlternativesOfALineLeaveItsOwnProductOut() {
        CartLine eggs = line("cli_3", "eggs", 18, Unit.PIECE, "EG-12", 2, CartLine.Status.MATCHED);
        assertThat(eggs.alternatives(CATALOGUE)).extracting(c -> c.product().sku()).containsExactly("EG-6");
    }

    static Stream<Arguments> aLineChangeIsAPackCountOrAProductOrBoth() {
        return Stream.of(arguments(0, "sku", "/packs", "must be 1 to 999"),
                arguments(1000, null, "/packs", "must be 1 to 999"),
                arguments(-5, "sku", "/packs", "must be 1 to 999"),
                arguments(null, null, "/", "send packs, sku or both"),
                arguments(1, null, null, null), arguments(999, "FL-1", null, null),
                arguments(null, "FL-1", null, null));
    }

    @ParameterizedTest(name = "packs {0}, sku {1}: {2}")
    @MethodSource
    void aLineChangeIsAPackCountOrAProductOrBoth(Integer packs, String sku, String pointer, String message) {
        if (pointer == null) {
            assertThat(new LineChange(packs, sku)).extracting(LineChange::packs, LineChange::sku)
                    .containsExactly(packs, sku);
        } else {
            ProblemException refused = refusal(() -> new LineChange(packs, sku));
            assertThat(refused.code().code()).isEqualTo("request.invalid");
            assertThat(refused.status().value()).isEqualTo(422);
            assertThat(refused.errors()).containsExactly(new FieldProblem(pointer, "request.invalid", message));
        }
    }
}
