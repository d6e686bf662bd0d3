package larder.cart.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.cart.CartsOver;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import larder.platform.web.IfMatch;
import larder.recipe.RecipesOver;
import larder.retail.Money;
import larder.retail.Retailer;
import larder.retail.RetailerCommand.MoneyFields;
import larder.retail.RetailerCommand.ProductFields;
import larder.retail.RetailerCommand.RetailerFields;
import larder.retail.RetailerCommand.SizeFields;
import larder.retail.Retailers;
import larder.retail.RetailersOver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import tools.jackson.databind.json.JsonMapper;

/** What each cart route answers: status, Location, ETag and the view of the cart. */
class CartsControllerTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final ManagementCredential SERVER = new ManagementCredential("app_1", "lmt_1");
    private static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_1", Instant.MAX);

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    private final List<Object> events = new ArrayList<>();
    private final Retailers retailers = RetailersOver.database(database, clock);
    private final CartsController controller = new CartsController(CartsOver.database(database, retailers,
            RecipesOver.database(database, events::add, clock), events::add, clock));
    private Retailer shop;

    @BeforeEach
    void aShopWithFlourAndEggs() {
        shop = retailers.create(SERVER, new RetailerFields("Corner Shop", "US", "USD",
                "https://shop.example/cart?add={items}"));
        retailers.upsertFor(shop, List.of(
                new ProductFields("FL-1", "All-Purpose Flour", null, new SizeFields(1.0, "kg"),
                        new MoneyFields(299L, "USD"), null, null, null),
                new ProductFields("FL-2", "All-Purpose Flour", "Mill", new SizeFields(250.0, "g"),
                        new MoneyFields(99L, "USD"), null, "https://img.example/fl.png", null),
                new ProductFields("EG-12", "Large Eggs", null, new SizeFields(12.0, "piece"),
                        new MoneyFields(399L, "USD"), null, null, null)));
    }

    private static CartInput items(String... rawItems) {
        return new CartInput(null, null, List.of(rawItems), null);
    }

    @Test
    void creatingACartAnswers201WithItsLocationVersionAndItems() {
        ResponseEntity<CartView> created = controller.create(ALICE, items("800 g flour", "saffron"));

        CartView cart = created.getBody();
        assertThat(created.getStatusCode()).isEqualTo(HttpStatus.CREATED);
        assertThat(created.getHeaders().getLocation()).isEqualTo(URI.create("/v1beta/carts/" + cart.id()));
        assertThat(created.getHeaders().getETag()).isEqualTo("\"" + cart.version() + "\"");
        assertThat(cart.retailer()).isEqualTo(new CartView.RetailerRef(shop.id(), "Corner Shop", "USD"));
        assertThat(cart.status()).isEqualTo("open");
        assertThat(cart.userId()).isEqualTo("usr_alice");
        assertThat(cart.items()).hasSize(2);
        CartView.ItemView flour = cart.items().getFirst();
        assertThat(flour.name()).isEqualTo("flour");
        assertThat(flour.quantity()).isEqualTo(800.0);
        assertThat(flour.unit()).isEqualTo("g");
        assertThat(flour.sources()).singleElement().satisfies(s -> {
            assertThat(s.text()).isEqualTo("800 g flour");
            assertThat(s.recipeId()).isNull();
        });
        assertThat(flour.product().sku()).isEqualTo("FL-1");
        assertThat(flour.packs()).isEqualTo(1);
        assertThat(flour.lineTotal()).isEqualTo(new Money(299, "USD"));
        CartView.ItemView saffron = cart.items().get(1);
        assertThat(saffron.unit()).isNull();
        assertThat(saffron.product()).isNull();
        assertThat(saffron.lineTotal()).isNull();
        assertThat(cart.subtotal()).isEqualTo(new Money(299, "USD"));
        assertThat(cart.createdAt()).isEqualTo(NOW);

        ResponseEntity<CartView> read = controller.get(ALICE, cart.id());
        assertThat(read.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(read.getHeaders().getETag()).isEqualTo("\"" + cart.version() + "\"");
        assertThat(read.getBody()).isEqualTo(cart);
    }

    @Test
    void aListingShowsEachCartsItemCountAndSubtotal() {
        controller.create(ALICE, items("800 g flour", "12 eggs"));

        Page<CartView.SummaryView> page = controller.list(ALICE, new PageRequest(10, Optional.empty()));

        assertThat(page.data()).singleElement().satisfies(s -> {
            assertThat(s.itemCount()).isEqualTo(2);
            assertThat(s.subtotal()).isEqualTo(new Money(698, "USD"));
            assertThat(s.userId()).isEqualTo("usr_alice");
            assertThat(s.retailer().id()).isEqualTo(shop.id());
        });
    }

    @Test
    void itemsAreAddedChangedOfferedAndRemoved() {
        CartView cart = controller.create(ALICE, items("800 g flour")).getBody();
        String line = cart.items().getFirst().id();

        CartView added = controller.add(ALICE, cart.id(), items("12 eggs")).getBody();
        assertThat(added.items()).hasSize(2);
        assertThat(added.version()).isEqualTo(cart.version() + 1);

        ResponseEntity<CartView> changed = controller.updateItem(ALICE, cart.id(), line, IfMatch.ANY,
                JsonMapper.builder().build().readTree("{\"packs\": 2}"));
        assertThat(changed.getHeaders().getETag()).isEqualTo("\"" + (cart.version() + 2) + "\"");
        assertThat(changed.getBody().items().getFirst().packs()).isEqualTo(2);

        Page<CartView.OptionView> options = controller.options(ALICE, cart.id(), line,
                new PageRequest(10, Optional.empty()));
        assertThat(options.data()).singleElement().satisfies(o -> {
            assertThat(o.sku()).isEqualTo("FL-2");
            assertThat(o.name()).isEqualTo("All-Purpose Flour");
            assertThat(o.brand()).isEqualTo("Mill");
            assertThat(o.imageUrl()).isEqualTo("https://img.example/fl.png");
            assertThat(o.available()).isTrue();
            assertThat(o.price()).isEqualTo(new Money(99, "USD"));
            assertThat(o.packs()).isEqualTo(4);
            assertThat(o.lineTotal()).isEqualTo(new Money(396, "USD"));
        });

        controller.deleteItem(ALICE, cart.id(), line, IfMatch.ANY);
        assertThat(controller.get(ALICE, cart.id()).getBody().items()).extracting(CartView.ItemView::name)
                .containsExactly("eggs");
    }

    @Test
    void checkingOutAnswers201WithTheCheckoutsLocation() {
        CartView cart = controller.create(ALICE, items("800 g flour")).getBody();

        ResponseEntity<CartView.CheckoutView> checkout = controller.checkout(ALICE, cart.id(), IfMatch.ANY,
                null);

        CartView.CheckoutView view = checkout.getBody();
        assertThat(checkout.getStatusCode()).isEqualTo(HttpStatus.CREATED);
        assertThat(checkout.getHeaders().getLocation()).isEqualTo(URI.create("/v1beta/checkouts/" + view.id()));
        assertThat(view.cartId()).isEqualTo(cart.id());
        assertThat(view.retailerId()).isEqualTo(shop.id());
        assertThat(view.status()).isEqualTo("submitted");
        assertThat(view.total()).isEqualTo(new Money(299, "USD"));
        assertThat(view.checkoutUrl()).isEqualTo("https://shop.example/cart?add=FL-1%3A1");
        assertThat(view.createdAt()).isEqualTo(NOW);
        assertThat(controller.getCheckout(ALICE, view.id())).isEqualTo(view);
        assertThat(controller.get(ALICE, cart.id()).getBody().status()).isEqualTo("checked_out");
    }

    @Test
    void aCartIsCheckedOutInOneStep() {
        ResponseEntity<CartView.CheckoutView> checkout = controller.checkoutNow(ALICE, items("12 eggs"));

        assertThat(checkout.getStatusCode()).isEqualTo(HttpStatus.CREATED);
        assertThat(checkout.getBody().items()).extracting(i -> i.sku()).containsExactly("EG-12");
        assertThat(checkout.getHeaders().getLocation())
                .isEqualTo(URI.create("/v1beta/checkouts/" + checkout.getBody().id()));
    }

    @Test
    void aDeletedCartIsGone() {
        CartView cart = controller.create(ALICE, items("800 g flour")).getBody();

        controller.delete(ALICE, cart.id(), IfMatch.ANY);

        assertThat(controller.list(ALICE, new PageRequest(10, Optional.empty())).data()).isEmpty();
    }
}
