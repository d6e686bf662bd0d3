package larder.food;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import larder.support.CartBody;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.ListItemPatch;
import larder.support.RetailerBody;
import larder.support.TestRecipes;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Food links through HTTP (contract section 14): recipe ingredients, list items and cart items carry their food and
 * grams, stored with them under the food table's version (V42), and rows stored before links, or under another
 * version, get theirs when they are read.
 */
class FoodLinksIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

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

    private String recipe(String... lines) {
        return as(management).body(TestRecipes.recipe("Buttery", java.util.List.of("test"), lines))
                .post("/v1beta/recipes").then().statusCode(201)
                // The answer to the create carries the links already.
                .body("ingredients[0].food.id", equalTo("sr28:01145")).extract().path("id");
    }

    @Test
    void recipeIngredientsCarryTheirFoodAndGramsScaledWithTheRecipe() {
        String id = recipe("100g butter", "2 large eggs", "salt to taste", "kitchen twine");
        as(alice.bearer()).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("ingredients.collect { it.food?.id }", contains("sr28:01145", "sr28:01123", "sr28:02047", null))
                .body("ingredients[0].food.name", equalTo("Butter, without salt"))
                .body("ingredients[0].grams", equalTo(100.0f)).body("ingredients[1].grams", equalTo(100.0f))
                .body("ingredients[2].grams", nullValue()).body("ingredients[3].grams", nullValue());
        as(alice.bearer()).get("/v1beta/recipes/" + id + "?scale=1.5").then().statusCode(200)
                .body("ingredients[0].grams", equalTo(150.0f)).body("ingredients[1].grams", equalTo(150.0f));
        assertThat(db.fetchValue("select food_version from recipe where id = ?", id)).isEqualTo(Foods.TABLE_VERSION);
        assertThat(db.fetchValue("select ingredients_schema from recipe where id = ?", id)).isEqualTo(2);
    }

    @Test
    void aRecipeStoredBeforeFoodLinksGetsThemAndItsNutritionWhenRead() {
        String model = recipe("100g butter", "2 large eggs", "salt to taste");
        String linked = (String) db.fetchValue("select ingredients from recipe where id = ?", model);
        assertThat(linked).contains("\"food\":\"sr28:01145\"");
        // The row as V2 wrote it: ingredients without food or grams, and neither of V42's columns.
        String old = linked.replaceAll(",\"food\":(null|\"[^\"]*\"),\"grams\":(null|[0-9.]+)", "");
        assertThat(old).doesNotContain("food").doesNotContain("grams");
        db.execute("insert into recipe (id, client_id, owner_user_id, name, servings, images, ingredients, "
                + "instructions, tags, created_at, updated_at) values (?, ?, null, 'Old butter', 4, '[]', ?, '[]', "
                + "'[]', current_timestamp, current_timestamp)", "rcp_old", app.clientId(), old);
        as(alice.bearer()).get("/v1beta/recipes/rcp_old").then().statusCode(200)
                .body("ingredients.food.id", contains("sr28:01145", "sr28:01123", "sr28:02047"))
                .body("ingredients[0].grams", equalTo(100.0f)).body("ingredients[1].grams", equalTo(100.0f));
        // 717 kcal of butter and 143 of eggs, for four servings.
        as(alice.bearer()).get("/v1beta/recipes/rcp_old/nutrition").then().statusCode(200)
                .body("total.energy_kcal", equalTo(860.0f)).body("coverage", equalTo(0.67f));
        // Reading does not write: the row stays as it was until the recipe is next saved.
        assertThat(db.fetchValue("select food_version from recipe where id = 'rcp_old'")).isNull();
    }

    @Test
    void aStoredLinkIsTakenUnderItsVersionAndDerivedAgainUnderAnother() {
        String id = recipe("100g butter");
        String stored = (String) db.fetchValue("select ingredients from recipe where id = ?", id);
        // 40 g is not what 100g weighs: an answer of 40 can only come from the row.
        db.execute("update recipe set ingredients = ? where id = ?", stored.replace("\"grams\":100.0", "\"grams\":40.0"),
                id);
        as(alice.bearer()).get("/v1beta/recipes/" + id).then().body("ingredients[0].grams", equalTo(40.0f));
        db.execute("update recipe set food_version = ? where id = ?", Foods.TABLE_VERSION - 1, id);
        as(alice.bearer()).get("/v1beta/recipes/" + id).then().body("ingredients[0].grams", equalTo(100.0f));
    }

    @Test
    void listItemsCarryFoodAndGramsThatAreReadFromTheStoreAgain() {
        var list = as(alice.bearer()).body(ListBody.list().rawItems("100g butter", "2 large eggs", "kitchen twine"))
                .post("/v1beta/lists").then().statusCode(201)
                .body("items.collect { it.food?.id }", contains("sr28:01145", "sr28:01123", null))
                .body("items.grams", contains(100.0f, 100.0f, null)).extract().jsonPath();
        String id = list.getString("id");
        String butter = list.getString("items[0].id");
        String pack = (String) db.fetchValue("select items from list_item_pack where list_id = ?", id);
        assertThat(pack).startsWith("[2," + Foods.TABLE_VERSION + ",").contains("\"sr28:01145\",100.0");

        // Read again, the link comes from the stored pack, not from the line: 40 g can only come from the row.
        db.execute("update list_item_pack set items = ? where list_id = ?",
                pack.replace("\"sr28:01145\",100.0", "\"sr28:01145\",40.0"), id);
        as(alice.bearer()).get("/v1beta/lists/" + id).then().statusCode(200)
                .body("items[0].food.id", equalTo("sr28:01145")).body("items[0].grams", equalTo(40.0f));

        // A pack as V11 wrote it (no schema number, no links) reads with its links derived.
        String v1 = pack.replaceFirst("^\\[2," + Foods.TABLE_VERSION + ",", "[")
                .replaceAll(",(null|\"sr28:[0-9]+\"),(null|[0-9.]+)\\]", "]");
        db.execute("update list_item_pack set items = ? where list_id = ?", v1, id);
        as(alice.bearer()).get("/v1beta/lists/" + id).then().statusCode(200)
                .body("items.collect { it.food?.id }", contains("sr28:01145", "sr28:01123", null))
                .body("items.grams", contains(100.0f, 100.0f, null));

        // A change of the amount weighs the item again, and the new link is stored.
        as(alice.bearer()).body(ListItemPatch.quantity(250)).patch("/v1beta/lists/" + id + "/items/" + butter)
                .then().statusCode(200);
        as(alice.bearer()).get("/v1beta/lists/" + id).then().statusCode(200)
                .body("items[0].grams", equalTo(250.0f)).body("items[1].grams", equalTo(100.0f));
        assertThat((String) db.fetchValue("select items from list_item_pack where list_id = ?", id))
                .startsWith("[2," + Foods.TABLE_VERSION + ",").contains("\"sr28:01145\",250.0");
    }

    @Test
    void cartItemsCarryFoodAndGramsStoredWithTheirLines() {
        String retailer = as(management).body(RetailerBody.american("Corner Shop",
                        "https://shop.example/cart?add={items}")).post("/v1beta/retailers").then().statusCode(201)
                .extract().path("id");
        String cart = as(alice.bearer()).body(CartBody.of(retailer).rawItems("2 large eggs", "1 tbsp butter",
                        "kitchen twine"))
                .post("/v1beta/carts").then().log().ifValidationFails().statusCode(201)
                .body("items.find { it.name.startsWith('egg') }.food.id", equalTo("sr28:01123"))
                .body("items.find { it.name.startsWith('egg') }.grams", equalTo(100.0f))
                .body("items.find { it.name == 'butter' }.food.id", equalTo("sr28:01145"))
                .body("items.find { it.name == 'butter' }.grams", equalTo(14.2f))
                .body("items.find { it.name == 'kitchen twine' }.food", nullValue())
                .extract().path("id");
        assertThat(db.fetch("select food_version from cart_line where cart_id = ?", cart).getValues(0))
                .hasSize(3).allMatch(v -> Integer.valueOf(Foods.TABLE_VERSION).equals(v));
        // Lines stored before links: they get theirs when read.
        db.execute("update cart_line set food_id = null, grams = null, food_version = null where cart_id = ?", cart);
        as(alice.bearer()).get("/v1beta/carts/" + cart).then().statusCode(200)
                .body("items.find { it.name.startsWith('egg') }.food.id", equalTo("sr28:01123"))
                .body("items.find { it.name == 'butter' }.grams", equalTo(14.2f))
                .body("items.find { it.name == 'kitchen twine' }.food", nullValue())
                .body("items.find { it.name == 'kitchen twine' }.grams", nullValue());
        // Adding to the cart makes its lines again, each stored with its link.
        as(alice.bearer()).body(CartBody.cart().rawItems("200g sugar")).post("/v1beta/carts/" + cart + "/items")
                .then().statusCode(200).body("items.find { it.name == 'sugar' }.grams", equalTo(200.0f))
                .body("items.find { it.name == 'sugar' }.food.id", notNullValue());
        assertThat(db.fetch("select food_version from cart_line where cart_id = ?", cart).getValues(0))
                .hasSize(4).allMatch(v -> Integer.valueOf(Foods.TABLE_VERSION).equals(v));
    }
}
