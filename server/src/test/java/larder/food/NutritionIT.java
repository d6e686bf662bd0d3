package larder.food;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import larder.support.CartBody;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.ListItemPatch;
import larder.support.RetailerBody;
import larder.support.TestRecipes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Foods and nutrition through HTTP (contract section 14). */
class NutritionIT extends IntegrationTest {

    private TestApp app;
    private String management;
    private Tokens alice;

    @BeforeEach
    void anAppAndAUser() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    @Test
    void readsAFoodAndSearchesFoodsPaged() {
        as(alice.bearer()).get("/v1beta/foods/sr28:01001").then().statusCode(200)
                .body("id", equalTo("sr28:01001")).body("name", equalTo("Butter, salted"))
                .body("group", equalTo("Dairy and Egg Products"))
                .body("portions[1].description", equalTo("tbsp")).body("portions[1].grams", equalTo(14.2f))
                .body("nutrients_per_100g.energy_kcal", equalTo(717.0f))
                .body("nutrients_per_100g.fat_g", equalTo(81.1f))
                .body("nutrients_per_100g.sodium_mg", equalTo(643.0f));
        as(alice.bearer()).get("/v1beta/foods/sr28:00000").then().statusCode(404).body("code", equalTo("not_found"));
        String after = as(alice.bearer()).get("/v1beta/foods?q=butter&limit=2").then().statusCode(200)
                .body("data", hasSize(2)).body("paging.cursors.after", not(nullValue()))
                .extract().path("paging.cursors.after");
        List<String> first = as(alice.bearer()).get("/v1beta/foods?q=butter&limit=2").then().extract()
                .path("data.id");
        as(alice.bearer()).get("/v1beta/foods?q=butter&limit=2&after=" + after).then().statusCode(200)
                .body("data", hasSize(2)).body("data.id", not(contains(first.toArray())));
        as(alice.bearer()).get("/v1beta/foods?q=zzzqqq").then().statusCode(200).body("data", hasSize(0))
                .body("paging.cursors.after", nullValue());
        as(alice.bearer()).get("/v1beta/foods?q=butter&limit=101").then().statusCode(400)
                .body("code", equalTo("request.invalid"));
        as(alice.bearer()).get("/v1beta/foods?q=butter&after=garbage").then().statusCode(400)
                .body("code", equalTo("request.invalid"));
        api().get("/v1beta/foods/sr28:01001").then().statusCode(401);
    }

    @Test
    void analysesLinesWithProvenanceCoverageAndDailyValues() {
        as(alice.bearer()).body(Map.of("raw_items", List.of("100g butter", "salt to taste", "kitchen twine",
                        "1 cup water"), "items", List.of(Map.of("name", "sugar", "quantity", 200, "unit", "g")),
                        "servings", 2))
                .post("/v1beta/nutrition/analyze").then().statusCode(200)
                .body("servings", equalTo(2.0f))
                .body("ingredients.text", contains("sugar", "100g butter", "salt to taste", "kitchen twine",
                        "1 cup water"))
                .body("ingredients[0].food.id", equalTo("sr28:19335")).body("ingredients[0].grams", equalTo(200.0f))
                .body("ingredients[1].counted", equalTo(true)).body("ingredients[1].reason", nullValue())
                .body("ingredients[2].counted", equalTo(false)).body("ingredients[2].reason", equalTo("no_amount"))
                .body("ingredients[2].food.id", equalTo("sr28:02047"))
                .body("ingredients[3].counted", equalTo(false)).body("ingredients[3].reason", equalTo("no_food"))
                .body("ingredients[3].food", nullValue())
                .body("ingredients[4].counted", equalTo(true)).body("ingredients[4].food.id", equalTo("sr28:14411"))
                .body("coverage", equalTo(0.6f))
                // 774 kcal of sugar and 717 of butter, in two servings.
                .body("total.energy_kcal", equalTo(1491.0f)).body("per_serving.energy_kcal", equalTo(746.0f))
                .body("per_serving.trans_fat_g", not(nullValue()))
                .body("daily_values.energy_kcal", equalTo(37)).body("daily_values.fat_g", equalTo(52))
                .body("daily_values", not(org.hamcrest.Matchers.hasKey("sugars_g")));
    }

    @Test
    void analysedItemsGainTheirFoodAndGrams() {
        as(alice.bearer()).body(Map.of("raw_items", List.of("2 1/2 cups flour, sifted", "salt to taste",
                        "kitchen twine", "3 cloves garlic")))
                .post("/v1beta/items/analyze").then().statusCode(200)
                .body("items[0].food.id", equalTo("sr28:20081"))
                .body("items[0].food.name", equalTo("Wheat flour, white, all-purpose, enriched, bleached"))
                .body("items[0].grams", equalTo(312.5f))
                .body("items[1].food.id", equalTo("sr28:02047")).body("items[1].grams", nullValue())
                .body("items[2].food", nullValue()).body("items[2].grams", nullValue())
                .body("items[3].grams", equalTo(9.0f));
    }

    @Test
    void refusesBadInputWithA4xxAndTheLimitsOfSectionOne() {
        List<String> fiftyOne = new ArrayList<>(Collections.nCopies(51, "1 egg"));
        as(alice.bearer()).body(Map.of("raw_items", fiftyOne)).post("/v1beta/nutrition/analyze").then()
                .statusCode(422).body("code", equalTo("request.too_many_items"));
        as(alice.bearer()).body(Map.of("raw_items", fiftyOne.subList(0, 50))).post("/v1beta/nutrition/analyze")
                .then().statusCode(200).body("ingredients", hasSize(50));
        as(alice.bearer()).body(Map.of("raw_items", List.of("1 egg"), "servings", 0))
                .post("/v1beta/nutrition/analyze").then().statusCode(422).body("errors[0].pointer", equalTo("/servings"));
        as(alice.bearer()).body(Map.of("raw_items", List.of("  "))).post("/v1beta/nutrition/analyze").then()
                .statusCode(422).body("errors[0].pointer", equalTo("/raw_items/0"));
        as(alice.bearer()).body(Map.of("items", List.of(Map.of("quantity", 2)))).post("/v1beta/nutrition/analyze")
                .then().statusCode(422);
        as(alice.bearer()).body("{\"raw_items\": \"1 egg\"}").post("/v1beta/nutrition/analyze").then()
                .statusCode(400);
        as(alice.bearer()).body("{\"servings\": \"many\"}").post("/v1beta/nutrition/analyze").then()
                .statusCode(400);
        as(alice.bearer()).body("{").post("/v1beta/nutrition/analyze").then().statusCode(400);
    }

    @Test
    void aRecipesNutritionScalesWithServingsAndScale() {
        String id = as(management).body(TestRecipes.recipe("Buttery", List.of("test"), "100g butter", "2 large eggs",
                        "salt to taste", "1 cup water")).post("/v1beta/recipes").then().statusCode(201)
                .extract().path("id");
        // 717 kcal of butter and 143 of eggs, for four servings.
        as(alice.bearer()).get("/v1beta/recipes/" + id + "/nutrition").then().statusCode(200)
                .body("servings", equalTo(4.0f)).body("total.energy_kcal", equalTo(860.0f))
                .body("per_serving.energy_kcal", equalTo(215.0f)).body("coverage", equalTo(0.75f))
                .body("ingredients[1].grams", equalTo(100.0f)).body("ingredients[2].reason", equalTo("no_amount"));
        as(alice.bearer()).get("/v1beta/recipes/" + id + "/nutrition?servings=8").then().statusCode(200)
                .body("servings", equalTo(8.0f)).body("total.energy_kcal", equalTo(1720.0f))
                .body("per_serving.energy_kcal", equalTo(215.0f)).body("ingredients[1].grams", equalTo(200.0f));
        as(alice.bearer()).get("/v1beta/recipes/" + id + "/nutrition?scale=0.5").then().statusCode(200)
                .body("servings", equalTo(2.0f)).body("total.energy_kcal", equalTo(430.0f))
                .body("ingredients[0].grams", equalTo(50.0f));
        as(alice.bearer()).get("/v1beta/recipes/" + id + "?include=nutrition&scale=2").then().statusCode(200)
                .body("servings", equalTo(8)).body("nutrition.total.energy_kcal", equalTo(1720.0f))
                .body("nutrition.ingredients", hasSize(4));
        as(alice.bearer()).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("$", not(org.hamcrest.Matchers.hasKey("nutrition")));
        as(alice.bearer()).get("/v1beta/recipes/" + id + "/nutrition?scale=101").then().statusCode(422);
        as(alice.bearer()).get("/v1beta/recipes/" + id + "/nutrition?scale=2&servings=2").then().statusCode(422);
        as(alice.bearer()).get("/v1beta/recipes/" + id + "/nutrition?scale=abc").then().statusCode(400);
        as(alice.bearer()).get("/v1beta/recipes/" + id + "?include=calories").then().statusCode(400);
        as(alice.bearer()).get("/v1beta/recipes/rcp_nope/nutrition").then().statusCode(404);
    }

    @Test
    void aListsCheckedItemsLeaveItsNutrition() {
        var list = as(alice.bearer()).body(ListBody.list().rawItems("100g butter", "200g sugar", "salt"))
                .post("/v1beta/lists").then().statusCode(201).extract().jsonPath();
        String id = list.getString("id");
        String sugar = list.getString("items.find { it.name == 'sugar' }.id");
        as(alice.bearer()).get("/v1beta/lists/" + id + "/nutrition").then().statusCode(200)
                .body("servings", equalTo(1.0f)).body("total.energy_kcal", equalTo(1491.0f))
                .body("ingredients", hasSize(3)).body("coverage", equalTo(0.67f));
        as(alice.bearer()).body(ListItemPatch.checked(true)).patch("/v1beta/lists/" + id + "/items/" + sugar)
                .then().statusCode(200);
        as(alice.bearer()).get("/v1beta/lists/" + id + "/nutrition").then().statusCode(200)
                .body("total.energy_kcal", equalTo(717.0f)).body("ingredients.text", contains("100g butter", "salt"));
        Tokens bob = fixtures.anonymous(app);
        as(bob.bearer()).get("/v1beta/lists/" + id + "/nutrition").then().statusCode(404);
    }

    @Test
    void aCartsNutritionCountsWhatWasPutInIt() {
        String retailer = as(management).body(RetailerBody.american("Corner Shop",
                        "https://shop.example/cart?add={items}")).post("/v1beta/retailers").then().statusCode(201)
                .extract().path("id");
        String cart = as(alice.bearer()).body(CartBody.of(retailer).rawItems("2 large eggs", "1 tbsp butter"))
                .post("/v1beta/carts").then().statusCode(201).extract().path("id");
        as(alice.bearer()).get("/v1beta/carts/" + cart + "/nutrition").then().statusCode(200)
                .body("ingredients.food.id", contains("sr28:01123", "sr28:01145"))
                .body("ingredients[1].grams", equalTo(14.2f))
                .body("total.energy_kcal", equalTo(245.0f)).body("coverage", equalTo(1.0f))
                .body("total.protein_g", equalTo(12.7f)).body("daily_values.protein_g", greaterThan(20));
        as(alice.bearer()).get("/v1beta/carts/crt_nope/nutrition").then().statusCode(404);
    }
}
