package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.RecipeBody;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Search by diet and avoided allergen, and a user's preferences applied by default (docs/labels.md). */
class RecipeSearchLabelsIT extends IntegrationTest {

    private String management;
    private Tokens alice;
    private String salad;
    private String omelette;
    private String satay;
    private String mystery;
    private String trout;

    @BeforeEach
    void aCatalogue() {
        TestApp app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        salad = create("Green Salad", 10, "2 cups spinach", "1 tbsp olive oil", "1 lemon");
        omelette = create("Omelette", 15, "3 large eggs", "1 tbsp unsalted butter", "1 tsp salt");
        satay = create("Satay Rice", 30, "1 cup rice", "1/2 cup peanut butter", "1 tbsp lime juice");
        mystery = create("Mystery Rice", null, "1 cup rice", "2 tbsp frobnicated zanthar");
        trout = create("Baked Trout", 40, "2 trout fillets", "1 lemon");
    }

    private String create(String name, Integer minutes, String... lines) {
        // Total time is the cooking time alone, or unknown when the recipe does not say.
        RecipeBody body = RecipeBody.named(name).ingredients(lines).tags(List.of("labeltest"));
        if (minutes != null) {
            body = body.cookTimeMinutes(minutes);
        }
        return as(management).body(body).post("/v1beta/recipes").then().statusCode(201).extract().path("id");
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    @Test
    void pagesOfADietWalkRecipesOfEveryLabelSetNewestFirstWithoutRepeatsOrGaps() {
        // Vegetarian recipes of six different label sets, and two that are not vegetarian, created oldest first.
        List<String> vegetarian = new java.util.ArrayList<>();
        vegetarian.add(createTagged("pagetest", "Plain Rice", "1 cup rice", "2 cups water"));
        createTagged("pagetest", "Chicken Rice", "1 lb chicken breast", "1 cup rice");
        vegetarian.add(createTagged("pagetest", "Egg Rice", "2 large eggs", "1 cup rice"));
        String toast = createTagged("pagetest", "Cheese Toast", "2 slices bread", "1 cup cheddar cheese");
        vegetarian.add(toast);
        vegetarian.add(createTagged("pagetest", "Tofu Rice", "1 block tofu", "1 cup rice"));
        createTagged("pagetest", "Tuna Rice", "1 can tuna", "1 cup rice");
        vegetarian.add(createTagged("pagetest", "Walnut Rice", "1/2 cup walnuts", "1 cup rice"));
        vegetarian.add(createTagged("pagetest", "Peanut Rice", "1/2 cup peanut butter", "1 cup rice"));
        vegetarian.add(createTagged("pagetest", "Rice Again", "1 cup rice", "1 tsp salt"));
        List<String> newestFirst = vegetarian.reversed();

        for (Map<String, String> query : List.of(Map.of("tag", "pagetest"), Map.of("q", "rice", "tag", "pagetest"),
                Map.<String, String>of())) {
            List<String> walked = new java.util.ArrayList<>();
            String after = null;
            do {
                RequestSpecification request = as(management).queryParams(query).queryParam("diet", "vegetarian")
                        .queryParam("limit", 2);
                if (after != null) {
                    request = request.queryParam("after", after);
                }
                io.restassured.path.json.JsonPath page = request.get("/v1beta/recipes").then().statusCode(200)
                        .extract().jsonPath();
                walked.addAll(page.getList("data.id"));
                after = page.getString("paging.cursors.after");
            } while (after != null);
            List<String> expected = query.containsKey("q")
                    ? newestFirst.stream().filter(id -> !id.equals(toast)).toList() : newestFirst;
            if (query.isEmpty()) {
                // The whole app: the catalogue of the other tests too, newest first; these among them in order.
                assertThat(walked.stream().filter(newestFirst::contains).toList()).isEqualTo(newestFirst);
                assertThat(walked).doesNotHaveDuplicates();
            } else {
                assertThat(walked).as("%s", query).isEqualTo(expected);
            }
        }
    }

    private String createTagged(String tag, String name, String... lines) {
        return as(management).body(RecipeBody.named(name).ingredients(lines).tags(List.of(tag)))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
    }

    /**
     * The app's label sets are held in memory (AppLabelSets): a recipe whose set the app has not had before is found by
     * the very next search, not once the sets are read again.
     */
    @Test
    void aRecipeOfALabelSetNewToTheAppIsFoundByTheNextSearch() {
        as(management).queryParam("diet", "vegan").get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, satay));
        // Vegan and free of everything but sesame: a set that neither the salad (free of all) nor the satay has.
        String dressing = create("Tahini Dressing", 5, "2 tbsp tahini", "1 lemon");
        as(management).get("/v1beta/recipes/" + dressing).then().statusCode(200)
                .body("labels.vegan.value", equalTo(true)).body("labels.sesame_free.value", equalTo(false))
                .body("labels.peanut_free.value", equalTo(true));
        as(management).queryParam("diet", "vegan").get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, satay, dressing));
        as(management).queryParam("diet", "vegan").queryParam("avoid", "peanut").get("/v1beta/recipes").then()
                .statusCode(200).body("data.id", containsInAnyOrder(salad, dressing));
    }

    @Test
    void dietAndAvoidKeepOnlyRecipesWhoseLabelIsTrue() {
        as(management).queryParam("tag", "labeltest").queryParam("diet", "vegan").get("/v1beta/recipes").then()
                .statusCode(200).body("data.id", containsInAnyOrder(salad, satay));
        as(management).queryParam("tag", "labeltest").queryParam("diet", "vegetarian").queryParam("avoid", "peanut")
                .get("/v1beta/recipes").then().statusCode(200).body("data.id", containsInAnyOrder(salad, omelette));
        as(management).queryParam("tag", "labeltest").queryParam("diet", "pescatarian").queryParam("avoid", "egg")
                .get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, satay, trout));
        // The unknown line makes mystery's labels null: never shown as vegan, nor as free of anything.
        as(management).queryParam("diet", "vegan").get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, satay));
        as(management).queryParam("tag", "labeltest").get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, omelette, satay, mystery, trout));
    }

    @Test
    void maxTotalMinutesKeepsRecipesKnownToFitWithAndWithoutOtherTerms() {
        as(management).queryParam("tag", "labeltest").queryParam("max_total_minutes", 20).get("/v1beta/recipes")
                .then().statusCode(200).body("data.id", containsInAnyOrder(salad, omelette));
        as(management).queryParam("max_total_minutes", 30).get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, omelette, satay));
        as(management).queryParam("max_total_minutes", 30).queryParam("diet", "vegan").get("/v1beta/recipes")
                .then().statusCode(200).body("data.id", containsInAnyOrder(salad, satay));
        as(management).queryParam("max_total_minutes", 0).get("/v1beta/recipes").then().statusCode(422)
                .body("errors[0].pointer", equalTo("max_total_minutes"));
        as(management).queryParam("max_total_minutes", 10_081).get("/v1beta/recipes").then().statusCode(422)
                .body("errors[0].pointer", equalTo("max_total_minutes"));
    }

    @Test
    void unknownDietOrAllergenIs422() {
        as(management).queryParam("diet", "keto").get("/v1beta/recipes").then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("diet"));
        as(management).queryParam("avoid", "gluten").get("/v1beta/recipes").then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("avoid"));
        as(management).queryParam("preferences", "apply").get("/v1beta/recipes").then().statusCode(422)
                .body("errors[0].pointer", equalTo("preferences"));
    }

    @Test
    void aUsersPreferencesLeaveOutWhatBreaksThemUnlessIgnored() {
        as(alice.bearer()).body(Map.of("diets", List.of("vegetarian"), "avoid", List.of("peanut")))
                .patch("/v1beta/users/me/preferences").then().statusCode(200);

        as(alice.bearer()).queryParam("tag", "labeltest").get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, omelette));
        as(alice.bearer()).queryParam("tag", "labeltest").queryParam("preferences", "ignore").get("/v1beta/recipes")
                .then().statusCode(200).body("data.id", containsInAnyOrder(salad, omelette, satay, mystery, trout));
        // A diet asked for adds to the preferences.
        as(alice.bearer()).queryParam("tag", "labeltest").queryParam("diet", "vegan").get("/v1beta/recipes").then()
                .statusCode(200).body("data.id", containsInAnyOrder(salad));

        as(alice.bearer()).body(Map.of("max_total_minutes", 12)).patch("/v1beta/users/me/preferences").then()
                .statusCode(200);
        as(alice.bearer()).get("/v1beta/recipes").then().statusCode(200).body("data.id", containsInAnyOrder(salad));
        as(alice.bearer()).queryParam("preferences", "ignore").get("/v1beta/recipes").then().statusCode(200)
                .body("data.id", containsInAnyOrder(salad, omelette, satay, mystery, trout));
    }
}
