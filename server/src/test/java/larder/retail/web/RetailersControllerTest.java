package larder.retail.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import larder.platform.problem.ProblemException;
import larder.retail.Money;
import larder.retail.web.RetailerInput.MoneyFields;
import larder.retail.web.RetailerInput.ProductFields;
import larder.retail.web.RetailerInput.Products;
import larder.retail.web.RetailerInput.RetailerFields;
import larder.retail.web.RetailerInput.SizeFields;
import larder.retail.Retailers;
import larder.retail.RetailersOver;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;

/** What each retailer route answers. */
class RetailersControllerTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final ManagementCredential SERVER = new ManagementCredential("app_1", "lmt_1");
    private static final UserCredential USER = new UserCredential("usr_1", "app_1", "fam_1", Instant.MAX);
    private static final RetailerFields SHOP = new RetailerFields("Corner Shop", "US", "USD",
            "https://shop.example/cart?add={items}");

    private final RetailersController controller = new RetailersController(
            RetailersOver.database(MemoryDatabase.empty(), Clock.fixed(NOW, ZoneOffset.UTC)));

    @Test
    void creatingARetailerAnswers201WithItsLocationAndView() {
        ResponseEntity<RetailersController.RetailerView> created = controller.create(SERVER, SHOP);

        RetailersController.RetailerView view = created.getBody();
        assertThat(created.getStatusCode()).isEqualTo(HttpStatus.CREATED);
        assertThat(created.getHeaders().getLocation()).isEqualTo(URI.create("/v1beta/retailers/" + view.id()));
        assertThat(view).isEqualTo(new RetailersController.RetailerView(view.id(), "Corner Shop", "US", "USD",
                "https://shop.example/cart?add={items}", List.of(), NOW, NOW));
        assertThat(controller.get(USER, view.id())).isEqualTo(view);
        assertThat(controller.list(USER, null, new PageRequest(10, Optional.empty())).data()).containsExactly(view);
    }

    @Test
    void aRetailerIsChangedAndDeleted() {
        String id = controller.create(SERVER, SHOP).getBody().id();

        RetailersController.RetailerView changed = controller.update(SERVER, id,
                new RetailerFields("Big Shop", null, null, null));
        assertThat(changed.name()).isEqualTo("Big Shop");
        assertThat(changed.country()).isEqualTo("US");

        controller.delete(SERVER, id);
        ProblemException gone = catchThrowableOfType(ProblemException.class, () -> controller.get(SERVER, id));
        assertThat(gone.status().value()).isEqualTo(404);
    }

    @Test
    void productsArePutAndSearchedAsTheApiShowsThem() {
        String id = controller.create(SERVER, SHOP).getBody().id();

        Retailers.UpsertResult result = controller.upsertProducts(SERVER, id, new Products(List.of(
                new ProductFields("FL-1", "Wheat Flour", "Mill", new SizeFields(1.5, "kg"),
                        new MoneyFields(299L, "USD"), null, "https://img.example/f.png", null),
                new ProductFields("SU-1", "Sugar", null, null, new MoneyFields(199L, "USD"), "pantry", null,
                        false))));
        assertThat(result).isEqualTo(new Retailers.UpsertResult(2, 0));

        Page<ProductView> flour = controller.products(USER, id, "flour", new PageRequest(10, Optional.empty()));
        assertThat(flour.data()).containsExactly(new ProductView("FL-1", "Wheat Flour", "Mill",
                new ProductView.SizeView(1.5, "kg"), new Money(299, "USD"), "baking", "https://img.example/f.png",
                true, null));
        assertThat(controller.products(USER, id, "sugar", new PageRequest(10, Optional.empty())).data())
                .containsExactly(new ProductView("SU-1", "Sugar", null, null, new Money(199, "USD"), "pantry", null,
                        false, null));
    }
}
