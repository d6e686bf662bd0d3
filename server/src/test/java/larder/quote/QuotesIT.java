package larder.quote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.ListBody;
import larder.support.ListItemPatch;
import larder.support.ProductBody;
import larder.support.QuoteBody;
import larder.support.RecipeRef;
import larder.support.RetailerBody;
import larder.support.TestRecipes;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Quotes across retailers (docs/api.md §18), through HTTP. */
class QuotesIT extends IntegrationTest {

    private static final String NUTELLA = "3017620422003";

    @Autowired
    private DSLContext db;

    private TestApp app;
    private String management;
    private Tokens user;

    @BeforeEach
    void anAppWithAUser() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        user = fixtures.anonymous(app);
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private String retailer(String name, String... postalCodes) {
        return as(management).body(RetailerBody.american(name, "https://shop.example/cart?add={items}")
                        .postalCodes(postalCodes))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
    }

    private void products(String retailerId, ProductBody... products) {
        as(management).body(ProductBody.upsert(products)).put("/v1beta/retailers/" + retailerId + "/products")
                .then().statusCode(200);
    }

    private static ProductBody product(String sku, String name, double size, String unit, long price,
                                       String category) {
        return ProductBody.product(sku, name).size(size, unit).price(price, "USD").category(category);
    }

    private static ProductBody flour(long price) {
        return product("FL-1KG", "All-Purpose Flour", 1, "kg", price, "baking");
    }

    private static ProductBody eggs(long price) {
        return product("EG-12", "Large Eggs", 12, "piece", price, "dairy_eggs");
    }

    private static ProductBody milk(long price) {
        return product("MI-GAL", "Whole Milk", 1, "gallon", price, "dairy_eggs");
    }

    private static QuoteBody flourEggsMilk() {
        return QuoteBody.quote().items(ItemBody.item("flour").quantity(450).unit("g"),
                ItemBody.item("eggs").quantity(3), ItemBody.item("milk").quantity(1).unit("cup"));
    }

    @Test
    void quotesAreOrderedByCoverageThenSubtotalWithCoverageInTwoDecimals() {
        String partial = retailer("Partial Shop");
        products(partial, flour(100), eggs(100));
        String dear = retailer("Dear Shop");
        products(dear, flour(400), eggs(500), milk(600));
        String cheap = retailer("Cheap Shop");
        products(cheap, flour(300), eggs(350), milk(450));

        as(user.bearer()).body(flourEggsMilk()).post("/v1beta/quotes").then().statusCode(200)
                .body("quotes.retailer.id", contains(cheap, dear, partial))
                .body("quotes.retailer.name", contains("Cheap Shop", "Dear Shop", "Partial Shop"))
                .body("quotes.coverage", contains(1.0f, 1.0f, 0.67f))
                .body("quotes.subtotal.amount_minor", contains(1100, 1500, 200))
                .body("quotes[0].subtotal.currency", equalTo("USD"))
                .body("quotes[2].unmatched", hasSize(1));
    }

    @Test
    void aLineSaysItsPacksWhatTheyCostAndWhatTheyLeaveOver() {
        String shop = retailer("Corner Shop");
        products(shop, flour(299), eggs(399));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour").quantity(450).unit("g"),
                        ItemBody.item("eggs").quantity(14)))
                .post("/v1beta/quotes").then().statusCode(200)
                .body("quotes", hasSize(1))
                .body("quotes[0].lines.name", contains("flour", "eggs"))
                .body("quotes[0].lines[0].quantity", equalTo(450.0f))
                .body("quotes[0].lines[0].unit", equalTo("g"))
                .body("quotes[0].lines[0].product.sku", equalTo("FL-1KG"))
                .body("quotes[0].lines[0].packs", equalTo(1))
                .body("quotes[0].lines[0].line_total.amount_minor", equalTo(299))
                .body("quotes[0].lines[0].leftover.quantity", equalTo(550.0f))
                .body("quotes[0].lines[0].leftover.unit", equalTo("g"))
                .body("quotes[0].lines[0].match.by", equalTo("name"))
                // 14 eggs in boxes of 12: two boxes, 10 eggs over.
                .body("quotes[0].lines[1].packs", equalTo(2))
                .body("quotes[0].lines[1].line_total.amount_minor", equalTo(798))
                .body("quotes[0].lines[1].leftover.quantity", equalTo(10.0f))
                .body("quotes[0].lines[1].leftover.unit", equalTo("piece"))
                .body("quotes[0].subtotal.amount_minor", equalTo(1097))
                .body("quotes[0].unmatched", hasSize(0));
    }

    @Test
    void needsNoProductMatchesAreListedAsUnmatched() {
        String shop = retailer("Corner Shop");
        products(shop, flour(299));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour").quantity(450).unit("g"),
                        ItemBody.item("saffron").quantity(1).unit("pinch"), ItemBody.item("salt")))
                .post("/v1beta/quotes").then().statusCode(200)
                .body("quotes[0].coverage", equalTo(0.33f))
                .body("quotes[0].lines.name", contains("flour"))
                .body("quotes[0].unmatched.name", contains("saffron", "salt"))
                .body("quotes[0].unmatched[0].quantity", equalTo(1.0f))
                .body("quotes[0].unmatched[0].unit", equalTo("pinch"))
                .body("quotes[0].unmatched[1].quantity", nullValue())
                .body("quotes[0].unmatched[1].unit", nullValue());
    }

    @Test
    void onlyRetailersThatServeThePostalCodeAreQuoted() {
        String everywhere = retailer("Everywhere");
        String london = retailer("London Grocer", "SW1A", "EC1");
        String berlin = retailer("Berlin Markt", "10");
        for (String shop : List.of(everywhere, london, berlin)) {
            products(shop, flour(299));
        }
        QuoteBody flour = QuoteBody.quote().items(ItemBody.item("flour").quantity(450).unit("g"));
        as(user.bearer()).body(flour.postalCode("sw1a 1aa")).post("/v1beta/quotes").then().statusCode(200)
                .body("quotes.retailer.id", containsInAnyOrder(everywhere, london));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).postalCode("10115")
                        .retailers(london, berlin))
                .post("/v1beta/quotes").then().statusCode(200).body("quotes.retailer.id", contains(berlin));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour"))).post("/v1beta/quotes").then()
                .statusCode(200).body("quotes", hasSize(3));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).postalCode("??"))
                .post("/v1beta/quotes").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors.pointer", contains("/postal_code"));
    }

    /** Quotes keep retailers in memory (docs/quotes.md): a retailer made, changed or deleted is quoted as it is now. */
    @Test
    void aQuoteSeesRetailersAsTheyAreNow() {
        String london = retailer("London Grocer", "SW1A");
        products(london, flour(299));
        QuoteBody flour = QuoteBody.quote().items(ItemBody.item("flour").quantity(450).unit("g"));
        as(user.bearer()).body(flour.postalCode("10115")).post("/v1beta/quotes").then().statusCode(200)
                .body("quotes", hasSize(0));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).retailers(london))
                .post("/v1beta/quotes").then().statusCode(200).body("quotes[0].retailer.name", equalTo("London Grocer"));

        // Renamed and now delivering everywhere: both kinds of quote, by id and of every retailer, see it at once.
        as(management).body(RetailerBody.retailer().name("London & Berlin Grocer").postalCodes())
                .patch("/v1beta/retailers/" + london).then().statusCode(200);
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).retailers(london))
                .post("/v1beta/quotes").then().statusCode(200)
                .body("quotes[0].retailer.name", equalTo("London & Berlin Grocer"));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).postalCode("10115"))
                .post("/v1beta/quotes").then().statusCode(200).body("quotes.retailer.id", contains(london));

        // A new retailer is among every retailer's quotes at once; a deleted one is gone, and named it is a 422.
        String berlin = retailer("Berlin Markt");
        products(berlin, flour(199));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour"))).post("/v1beta/quotes").then()
                .statusCode(200).body("quotes.retailer.id", containsInAnyOrder(london, berlin));
        as(management).delete("/v1beta/retailers/" + london).then().statusCode(204);
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour"))).post("/v1beta/quotes").then()
                .statusCode(200).body("quotes.retailer.id", contains(berlin));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).retailers(london))
                .post("/v1beta/quotes").then().statusCode(422).body("errors.pointer", contains("/retailer_ids/0"));
    }

    @Test
    void aGtinHintBeatsABetterNameMatch() {
        String shop = retailer("Corner Shop");
        products(shop, product("SP-1", "Chocolate Hazelnut Spread", 400, "g", 399, "pantry"),
                product("HZ-1", "Nutella", 400, "g", 499, "pantry").gtin(NUTELLA));
        as(user.bearer()).body(QuoteBody.quote().items(
                        ItemBody.item("chocolate hazelnut spread").quantity(400).unit("g").gtin(NUTELLA)))
                .post("/v1beta/quotes").then().statusCode(200)
                .body("quotes[0].lines[0].product.sku", equalTo("HZ-1"))
                .body("quotes[0].lines[0].match.by", equalTo("gtin"))
                .body("quotes[0].lines[0].match.score", equalTo(1.0f))
                .body("quotes[0].lines[0].leftover.quantity", equalTo(0.0f));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("spread").gtin("3017620422004")))
                .post("/v1beta/quotes").then().statusCode(422)
                .body("errors.pointer", contains("/items/0/gtin"));
    }

    @Test
    void aQuoteCreatesNoCartAndEmitsNoEvent() {
        String shop = retailer("Corner Shop");
        products(shop, flour(299), eggs(399), milk(429));
        String recipe = as(management).body(TestRecipes.recipe("Pancakes", List.of("test"), "200 g flour",
                "2 eggs", "1 cup milk")).post("/v1beta/recipes").then().statusCode(201).extract().path("id");
        int eventsBefore = count("outbox_event");
        as(user.bearer()).body(QuoteBody.quote().recipes(RecipeRef.recipe(recipe)).rawItems("1 kg flour"))
                .post("/v1beta/quotes").then().statusCode(200)
                .body("quotes[0].coverage", equalTo(1.0f))
                .body("quotes[0].lines.name", contains("flour", "eggs", "milk"))
                // 200 g and 1 kg of flour combine into 1.2 kg: two 1 kg bags, 800 g over.
                .body("quotes[0].lines[0].packs", equalTo(2));
        assertThat(count("outbox_event")).isEqualTo(eventsBefore);
        assertThat(count("cart")).isZero();
        assertThat(count("feed_history")).isZero();
        assertThat(count("feed_pending")).isZero();
        as(user.bearer()).get("/v1beta/carts").then().statusCode(200).body("data", hasSize(0));
    }

    private int count(String table) {
        return db.fetchCount(db.selectFrom(org.jooq.impl.DSL.table(table))
                .where(org.jooq.impl.DSL.field("client_id").eq(app.clientId())));
    }

    @Test
    void theLimitsOfARequestApplyAndNothingToQuoteIsRefused() {
        String shop = retailer("Corner Shop");
        products(shop, flour(299));
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            lines.add("thing " + i);
        }
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.numbered(25)).rawItems(lines))
                .post("/v1beta/quotes").then().statusCode(422).body("code", equalTo("request.too_many_items"));
        List<RecipeRef> recipes = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            recipes.add(RecipeRef.recipe("rcp_" + i));
        }
        as(user.bearer()).body(QuoteBody.quote().recipes(recipes)).post("/v1beta/quotes").then().statusCode(422)
                .body("code", equalTo("request.too_many_recipes"));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.numbered(50))).post("/v1beta/quotes").then()
                .statusCode(200).body("quotes[0].unmatched", hasSize(50)).body("quotes[0].coverage", equalTo(0.0f));
        as(user.bearer()).body(QuoteBody.quote()).post("/v1beta/quotes").then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors.pointer", contains("/items"));
    }

    @Test
    void aListsUncheckedItemsAreQuoted() {
        String shop = retailer("Corner Shop");
        products(shop, flour(299), eggs(399));
        String list = as(user.bearer()).body(ListBody.list().items(ItemBody.item("flour").quantity(450).unit("g"),
                        ItemBody.item("eggs").quantity(6)))
                .post("/v1beta/lists").then().statusCode(201).extract().path("id");
        String eggs = as(user.bearer()).get("/v1beta/lists/" + list).then().statusCode(200)
                .extract().path("items.find { it.name == 'eggs' }.id");
        as(user.bearer()).body(ListItemPatch.checked(true)).patch("/v1beta/lists/" + list + "/items/" + eggs)
                .then().statusCode(200);
        as(user.bearer()).body(QuoteBody.quote().list(list).items(ItemBody.item("milk"))).post("/v1beta/quotes")
                .then().statusCode(200)
                .body("quotes[0].lines.name", contains("flour"))
                .body("quotes[0].unmatched.name", contains("milk"))
                .body("quotes[0].coverage", equalTo(0.5f));
        Tokens stranger = fixtures.anonymous(app);
        as(stranger.bearer()).body(QuoteBody.quote().list(list)).post("/v1beta/quotes").then().statusCode(422)
                .body("errors.pointer", contains("/list_id"));
    }

    @Test
    void unknownRetailersAndAnUnknownPantryValueAreRefusedWithTheirPointers() {
        String shop = retailer("Corner Shop");
        String elsewhere = as("Bearer " + fixtures.managementToken(fixtures.app()))
                .body(RetailerBody.american("Another App's Shop", "https://shop.example/cart?add={items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).retailers(shop, elsewhere, "rtl_x"))
                .post("/v1beta/quotes").then().statusCode(422)
                .body("errors.pointer", contains("/retailer_ids/1", "/retailer_ids/2"));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).pantry("add"))
                .post("/v1beta/quotes").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors.pointer", contains("/pantry"))
                .body("errors[0].message", equalTo("must be \"subtract\", or absent"));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).pantry("subtract"))
                .post("/v1beta/quotes").then().statusCode(200).body("pantry_covered", hasSize(0));
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).retailers())
                .post("/v1beta/quotes").then().statusCode(200).body("quotes", hasSize(0));
        String[] tooMany = new String[101];
        java.util.Arrays.fill(tooMany, shop);
        as(user.bearer()).body(QuoteBody.quote().items(ItemBody.item("flour")).retailers(tooMany))
                .post("/v1beta/quotes").then().statusCode(422).body("errors.pointer", contains("/retailer_ids"));
    }
}
