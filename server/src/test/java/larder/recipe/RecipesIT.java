package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.RecipeBody;
import larder.support.TestRecipes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RecipesIT extends IntegrationTest {

    private TestApp app;
    private String management;
    private Tokens alice;
    private Tokens bob;

    @BeforeEach
    void anAppWithTwoUsers() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        bob = fixtures.anonymous(app);
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private String create(String bearer, RecipeBody body) {
        return as(bearer).body(body).post("/v1beta/recipes").then().statusCode(201)
                .header("Location", startsWith("/v1beta/recipes/rcp_")).extract().path("id");
    }

    @Test
    void aManagementTokenAddsToTheCatalogueAndAUserToItsOwn() {
        String catalogue = create(management, TestRecipes.pancakes());
        String own = create(alice.bearer(), TestRecipes.recipe("Alice's Toast", List.of("breakfast"), "2 slices bread"));
        as(alice.bearer()).get("/v1beta/recipes/" + catalogue).then().statusCode(200).body("owner", equalTo("app"));
        as(alice.bearer()).get("/v1beta/recipes/" + own).then().statusCode(200).body("owner", equalTo("user"));
        as(management).get("/v1beta/recipes/" + own).then().statusCode(200).body("owner", equalTo("user"));
    }

    @Test
    void textIngredientsComeBackAnalysed() {
        as(management).body(TestRecipes.pancakes()).post("/v1beta/recipes").then().statusCode(201)
                .body("ingredients[0].text", equalTo("1 1/2 cups all-purpose flour"))
                .body("ingredients[0].name", equalTo("all-purpose flour"))
                .body("ingredients[0].quantity", equalTo(1.5f))
                .body("ingredients[0].unit", equalTo("cup"))
                .body("ingredients[0].category", equalTo("baking"))
                .body("ingredients[4].quantity", nullValue())
                .body("ingredients[4].comment", equalTo("to taste"))
                .body("total_time_minutes", equalTo(30))
                .body("tags", contains("breakfast", "american"));
    }

    @Test
    void readingScaledRoundsQuantities() {
        String id = create(management, TestRecipes.recipe("Thirds", List.of("test"), "1/3 cup sugar", "1 cup milk"));
        as(alice.bearer()).queryParam("scale", 2).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("ingredients[0].quantity", equalTo(0.67f)).body("servings", equalTo(8));
        as(alice.bearer()).queryParam("servings", 2).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("ingredients[0].quantity", equalTo(0.17f)).body("ingredients[1].quantity", equalTo(0.5f))
                .body("servings", equalTo(2));
        for (String outOfRange : new String[] {"0", "-1", "101"}) {
            as(alice.bearer()).queryParam("scale", outOfRange).get("/v1beta/recipes/" + id)
                    .then().statusCode(422).body("code", equalTo("request.invalid"))
                    .body("errors[0].pointer", equalTo("scale"));
        }
        for (String unreadable : new String[] {"abc", "NaN", "1d", "0x10"}) {
            as(alice.bearer()).queryParam("scale", unreadable).get("/v1beta/recipes/" + id)
                    .then().statusCode(400).body("code", equalTo("request.invalid"));
        }
        as(alice.bearer()).queryParam("scale", 2).queryParam("servings", 2).get("/v1beta/recipes/" + id).then()
                .statusCode(422);
    }

    @Test
    void patchMergesAndRecheksTheWholeRecipe() {
        String id = create(alice.bearer(), TestRecipes.pancakes());
        as(alice.bearer()).body(RecipeBody.named("Weekend Pancakes").ingredients("3 eggs"))
                .patch("/v1beta/recipes/" + id).then().statusCode(200)
                .body("name", equalTo("Weekend Pancakes"))
                .body("ingredients", hasSize(1))
                .body("ingredients[0].quantity", equalTo(3.0f))
                .body("servings", equalTo(4))
                .body("tags", contains("breakfast", "american"));
        as(alice.bearer()).body("{\"servings\": null, \"id\": \"rcp_forged\", \"owner\": \"app\"}")
                .patch("/v1beta/recipes/" + id).then().statusCode(200)
                .body("servings", nullValue()).body("id", equalTo(id)).body("owner", equalTo("user"));
        as(alice.bearer()).body(RecipeBody.named("")).patch("/v1beta/recipes/" + id).then().statusCode(422)
                .body("errors[0].pointer", equalTo("/name"));
        as(alice.bearer()).body("{\"servings\": \"four\"}").patch("/v1beta/recipes/" + id).then().statusCode(400)
                .body("errors[0].pointer", equalTo("/servings"));
        as(alice.bearer()).get("/v1beta/recipes/" + id).then().body("name", equalTo("Weekend Pancakes"));
    }

    @Test
    void aUserMayNotChangeTheCatalogueNorAnAppAUsersRecipe() {
        String catalogue = create(management, TestRecipes.pancakes());
        String own = create(alice.bearer(), TestRecipes.pancakes());
        as(alice.bearer()).body(RecipeBody.named("Mine now")).patch("/v1beta/recipes/" + catalogue).then()
                .statusCode(403).body("code", equalTo("auth.forbidden"));
        as(alice.bearer()).delete("/v1beta/recipes/" + catalogue).then().statusCode(403);
        as(management).body(RecipeBody.named("Ours now")).patch("/v1beta/recipes/" + own).then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        as(management).delete("/v1beta/recipes/" + own).then().statusCode(403);
        as(management).body(RecipeBody.named("Renamed")).patch("/v1beta/recipes/" + catalogue).then().statusCode(200);
    }

    @Test
    void anotherUsersRecipeIsNotFoundOnEveryRouteAndUnchanged() {
        String own = create(alice.bearer(), TestRecipes.pancakes());
        as(bob.bearer()).get("/v1beta/recipes/" + own).then().statusCode(404).body("code", equalTo("not_found"));
        as(bob.bearer()).body(RecipeBody.named("x")).patch("/v1beta/recipes/" + own).then().statusCode(404);
        as(bob.bearer()).delete("/v1beta/recipes/" + own).then().statusCode(404);
        as(bob.bearer()).queryParam("q", "pancakes").get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(own)));
        as(alice.bearer()).get("/v1beta/recipes/" + own).then().statusCode(200)
                .body("name", equalTo("Buttermilk Pancakes"));
    }

    @Test
    void anotherAppsRecipesAreNotFound() {
        String catalogue = create(management, TestRecipes.pancakes());
        Tokens stranger = fixtures.anonymous(fixtures.app());
        as(stranger.bearer()).get("/v1beta/recipes/" + catalogue).then().statusCode(404);
    }

    @Test
    void deletingARecipeRemovesItFromSearchToo() {
        String id = create(management, TestRecipes.recipe("Saffron Rice Unique", List.of("spanish"), "1 cup rice"));
        as(alice.bearer()).queryParam("q", "saffron").get("/v1beta/recipes").then().body("data.id", contains(id));
        as(management).delete("/v1beta/recipes/" + id).then().statusCode(204);
        as(alice.bearer()).get("/v1beta/recipes/" + id).then().statusCode(404);
        as(alice.bearer()).queryParam("q", "saffron").get("/v1beta/recipes").then().body("data", hasSize(0));
    }

    @Test
    void searchMatchesNameIngredientsAndTagsWithSimpleStemming() {
        String soup = create(management, TestRecipes.recipe("Roasted Tomato Soup", List.of("soup", "vegetarian"),
                "2 lb ripe tomatoes", "1 onion"));
        String salad = create(management, TestRecipes.recipe("Summer Salad", List.of("salad", "italian"),
                "1 pint cherry tomatoes", "4 oz mozzarella"));
        String curry = create(management, TestRecipes.recipe("Chicken Curry", List.of("indian"),
                "1 lb chicken thighs", "1 cup coconut milk"));
        List<String> tomato = as(alice.bearer()).queryParam("q", "Tomatoes").queryParam("limit", 100)
                .get("/v1beta/recipes").then().statusCode(200).extract().path("data.id");
        assertThat(tomato).contains(soup, salad).doesNotContain(curry);
        as(alice.bearer()).queryParam("q", "tomato").queryParam("tag", "italian").get("/v1beta/recipes").then()
                .body("data.id", contains(salad));
        as(alice.bearer()).queryParam("ingredient", "chicken").queryParam("q", "curry").get("/v1beta/recipes").then()
                .body("data.id", contains(curry));
        as(alice.bearer()).queryParam("q", "INDIAN chicken").get("/v1beta/recipes").then()
                .body("data.id", contains(curry));
        as(alice.bearer()).queryParam("q", "zzzunknownzzz").get("/v1beta/recipes").then()
                .body("data", hasSize(0)).body("paging.cursors.after", nullValue());
    }

    @Test
    void aUsersOwnRecipesAreSearchableOnlyByThatUser() {
        String own = create(alice.bearer(), TestRecipes.recipe("Secret Quokka Stew", List.of("stew"), "1 potato"));
        as(alice.bearer()).queryParam("q", "quokka").get("/v1beta/recipes").then().body("data.id", contains(own));
        as(bob.bearer()).queryParam("q", "quokka").get("/v1beta/recipes").then().body("data", hasSize(0));
        as(management).queryParam("q", "quokka").get("/v1beta/recipes").then().body("data", hasSize(0));
    }

    @Test
    void pagingThroughSearchNeverRepeatsOrSkips() {
        List<String> created = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            created.add(create(management, TestRecipes.recipe("Paging Marmalade " + i, List.of("paging"),
                    "1 orange")));
        }
        List<String> seen = new ArrayList<>();
        String after = null;
        do {
            RequestSpecification request = as(alice.bearer()).queryParam("tag", "paging").queryParam("limit", 3);
            if (after != null) {
                request = request.queryParam("after", after);
            }
            var page = request.get("/v1beta/recipes").then().statusCode(200).extract().jsonPath();
            seen.addAll(page.getList("data.id"));
            after = page.getString("paging.cursors.after");
        } while (after != null);
        Collections.reverse(created);
        assertThat(seen).containsExactlyElementsOf(created);
    }

    @Test
    void limitsAndInvalidFieldsAre422WithPointersAndWriteNothing() {
        List<ItemBody> ingredients = Collections.nCopies(101, ItemBody.line("1 egg"));
        as(management).body(RecipeBody.named("Too many eggs").ingredients(ingredients)).post("/v1beta/recipes")
                .then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("/ingredients"));
        as(management).body(RecipeBody.named("Bad unit")
                        .ingredients(ItemBody.item("flour").quantity(-2).unit("parsecs")))
                .post("/v1beta/recipes").then().statusCode(422)
                .body("errors.pointer", contains("/ingredients/0/quantity", "/ingredients/0/unit"));
        as(alice.bearer()).queryParam("q", "too many eggs").get("/v1beta/recipes").then().body("data", hasSize(0));
    }

    @Test
    void erasingAUserErasesItsOwnRecipes() {
        String own = create(alice.bearer(), TestRecipes.pancakes());
        String catalogue = create(management, TestRecipes.pancakes());
        api().header("Authorization", alice.bearer()).delete("/v1beta/users/me").then().statusCode(204);
        as(management).get("/v1beta/recipes/" + own).then().statusCode(404);
        as(management).get("/v1beta/recipes/" + catalogue).then().statusCode(200);
    }
}
