package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.RecipeBody;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Search's exclude_ingredient, max_kcal, min_protein_g and sort, and a user's dislikes, on a catalogue built here
 * (docs/labels.md). Energy and protein per serving, from the food table (SR28), are written beside each recipe.
 */
class RecipeSearchFiltersIT extends IntegrationTest {

    private String management;
    private Tokens alice;
    /** 62.8 kcal, 6.4 g protein, 10 min; vegan. */
    private String salad;
    /** Serves 2: 186.9 kcal, 34.6 g, 25 min. */
    private String chicken;
    /** 363.3 kcal, 26.5 g, 15 min; vegetarian. */
    private String omelette;
    /** 1,392 kcal, 14 g, 40 min. */
    private String butterRice;
    /** An unknown line: energy and protein unknown; no time. */
    private String mystery;
    /** 311 kcal, 36.7 g, 20 min; vegan. */
    private String tofu;

    @BeforeEach
    void aCatalogue() {
        TestApp app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        salad = create(RecipeBody.named("Spinach Salad").cookTimeMinutes(10).servings(1)
                .ingredients("200 g spinach", "1 lemon"));
        chicken = create(RecipeBody.named("Chicken Plate").cookTimeMinutes(25).servings(2)
                .ingredients("300 g chicken breast", "2 cups spinach"));
        omelette = create(RecipeBody.named("Omelette").cookTimeMinutes(15).servings(1)
                .ingredients("3 large eggs", "1 cup whole milk"));
        butterRice = create(RecipeBody.named("Butter Rice").cookTimeMinutes(40).servings(1)
                .ingredients("1 cup rice", "100 g butter"));
        mystery = create(RecipeBody.named("Mystery Stew").servings(1)
                .ingredients("2 tbsp frobnicated zanthar", "1 lemon"));
        tofu = create(RecipeBody.named("Cilantro Tofu").cookTimeMinutes(20).servings(1)
                .ingredients("200 g tofu", "100 g cilantro"));
    }

    private String create(RecipeBody body) {
        return as(management).body(body.tags(List.of("filtertest"))).post("/v1beta/recipes").then().statusCode(201)
                .extract().path("id");
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON).queryParam("tag", "filtertest");
    }

    private List<String> search(String bearer, Map<String, ?> query) {
        return as(bearer).queryParams(query).get("/v1beta/recipes").then().statusCode(200).extract().path("data.id");
    }

    /** Every page, limit 2, following the cursors. */
    private List<String> walk(Map<String, ?> query) {
        List<String> ids = new ArrayList<>();
        String after = null;
        do {
            RequestSpecification request = as(management).queryParams(query).queryParam("limit", 2);
            if (after != null) {
                request = request.queryParam("after", after);
            }
            JsonPath page = request.get("/v1beta/recipes").then().statusCode(200).extract().jsonPath();
            ids.addAll(page.getList("data.id"));
            after = page.getString("paging.cursors.after");
        } while (after != null && ids.size() < 20);
        return ids;
    }

    @Test
    void maxKcalKeepsRecipesKnownToBeAtMostThatPerServing() {
        assertThat(search(management, Map.of("max_kcal", 200))).containsExactlyInAnyOrder(salad, chicken);
        assertThat(search(management, Map.of("max_kcal", 400)))
                .containsExactlyInAnyOrder(salad, chicken, omelette, tofu);
        assertThat(search(management, Map.of("max_kcal", 10_000)))
                .containsExactlyInAnyOrder(salad, chicken, omelette, butterRice, tofu);
        assertThat(search(management, Map.of("max_kcal", 0))).isEmpty();
    }

    @Test
    void minProteinKeepsRecipesKnownToHaveAtLeastThatPerServing() {
        assertThat(search(management, Map.of("min_protein_g", 30))).containsExactlyInAnyOrder(chicken, tofu);
        assertThat(search(management, Map.of("min_protein_g", 0)))
                .containsExactlyInAnyOrder(salad, chicken, omelette, butterRice, tofu);
        // Three filters at once.
        assertThat(search(management, Map.of("min_protein_g", 20, "max_kcal", 350))).containsExactlyInAnyOrder(
                chicken, tofu);
        assertThat(search(management, Map.of("min_protein_g", 30, "max_kcal", 400, "diet", "vegan")))
                .containsExactly(tofu);
    }

    @Test
    void excludeIngredientLeavesOutWhatIngredientWouldFind() {
        assertThat(search(management, Map.of("exclude_ingredient", "spinach")))
                .containsExactlyInAnyOrder(omelette, butterRice, mystery, tofu);
        assertThat(as(management).queryParam("exclude_ingredient", "spinach").queryParam("exclude_ingredient", "eggs")
                .get("/v1beta/recipes").then().statusCode(200).extract().<List<String>>path("data.id"))
                .containsExactlyInAnyOrder(butterRice, mystery, tofu);
        // Every word of the name must be there: "chicken thigh" is not the chicken plate's "chicken breast".
        assertThat(search(management, Map.of("exclude_ingredient", "chicken thigh")))
                .containsExactlyInAnyOrder(salad, chicken, omelette, butterRice, mystery, tofu);
        assertThat(search(management, Map.of("exclude_ingredient", "Whole Milk")))
                .containsExactlyInAnyOrder(salad, chicken, butterRice, mystery, tofu);
        // With words to search for as well: the first term's index entries, less the excluded.
        assertThat(search(management, Map.of("q", "spinach", "exclude_ingredient", "lemon"))).containsExactly(
                chicken);
        // With a diet, read label set by label set (docs/labels.md): the exclusion holds there too.
        assertThat(search(management, Map.of("exclude_ingredient", "spinach", "diet", "vegan"))).containsExactly(tofu);
        assertThat(search(management, Map.of("exclude_ingredient", "lemon", "diet", "vegetarian", "max_kcal", 400)))
                .containsExactlyInAnyOrder(omelette, tofu);
    }

    @Test
    void eachSortOrdersEveryPageAndUnknownValuesComeLast() {
        assertThat(walk(Map.of("sort", "kcal"))).containsExactly(salad, chicken, tofu, omelette, butterRice, mystery);
        assertThat(walk(Map.of("sort", "total_time")))
                .containsExactly(salad, omelette, tofu, chicken, butterRice, mystery);
        assertThat(walk(Map.of("sort", "newest")))
                .containsExactly(tofu, mystery, butterRice, omelette, chicken, salad);
        assertThat(walk(Map.of())).containsExactly(tofu, mystery, butterRice, omelette, chicken, salad);
        assertThat(walk(Map.of("sort", "relevance", "q", "spinach"))).containsExactly(chicken, salad);
        // Sorted with index terms and a bound at once.
        assertThat(walk(Map.of("sort", "kcal", "q", "spinach", "max_total_minutes", 30)))
                .containsExactly(salad, chicken);
        assertThat(walk(Map.of("sort", "total_time", "diet", "vegan"))).containsExactly(salad, tofu);
    }

    @Test
    void aCursorKeepsItsSort() {
        String after = as(management).queryParam("sort", "kcal").queryParam("limit", 2).get("/v1beta/recipes").then()
                .statusCode(200).extract().path("paging.cursors.after");
        as(management).queryParam("sort", "newest").queryParam("after", after).get("/v1beta/recipes").then()
                .statusCode(400).body("code", equalTo("request.invalid"));
    }

    @Test
    void valuesOutOfRangeAre422() {
        for (Map<String, ?> bad : List.<Map<String, ?>>of(Map.of("max_kcal", -1), Map.of("max_kcal", 10_001),
                Map.of("min_protein_g", -0.5), Map.of("min_protein_g", 1_001),
                Map.of("sort", "popular"),
                Map.of("exclude_ingredient", "x".repeat(101)))) {
            String parameter = bad.keySet().iterator().next();
            as(management).queryParams(bad).get("/v1beta/recipes").then().statusCode(422)
                    .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo(parameter));
        }
        RequestSpecification many = as(management);
        for (int i = 0; i < 21; i++) {
            many = many.queryParam("exclude_ingredient", "food" + i);
        }
        many.get("/v1beta/recipes").then().statusCode(422).body("errors[0].pointer", equalTo("exclude_ingredient"));
        // Not a number at all: unreadable, 400, as for every parameter.
        as(management).queryParam("max_kcal", "lots").get("/v1beta/recipes").then().statusCode(400);
        as(management).queryParam("min_protein_g", "NaN").get("/v1beta/recipes").then().statusCode(400);
        // A name without a word leaves out nothing.
        assertThat(search(management, Map.of("exclude_ingredient", "!!"))).hasSize(6);
    }

    @Test
    void aUsersDislikesLeaveOutRecipesWithThemUnlessIgnored() {
        api().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                .body(Map.of("dislikes", List.of("cilantro", "whole milk"))).patch("/v1beta/users/me/preferences")
                .then().statusCode(200);
        assertThat(search(alice.bearer(), Map.of())).containsExactlyInAnyOrder(salad, chicken, butterRice, mystery);
        assertThat(search(alice.bearer(), Map.of("sort", "kcal"))).containsExactly(salad, chicken, butterRice,
                mystery);
        assertThat(search(alice.bearer(), Map.of("preferences", "ignore")))
                .containsExactlyInAnyOrder(salad, chicken, omelette, butterRice, mystery, tofu);
        // Dislikes and exclusions add up.
        assertThat(search(alice.bearer(), Map.of("exclude_ingredient", "rice")))
                .containsExactlyInAnyOrder(salad, chicken, mystery);
    }

    @Test
    void aRecipeEditedToAddAnEggStopsBeingVeganAndChangesItsEnergyAtOnce() {
        assertThat(search(management, Map.of("diet", "vegan", "max_kcal", 100))).containsExactly(salad);
        // Words as well (with the tag, three terms, each read in the vegan sets): every index row of the recipe
        // changes its label set with the edit.
        assertThat(search(management, Map.of("q", "spinach salad", "diet", "vegan"))).containsExactly(salad);
        as(management).body(Map.of("ingredients", List.of(Map.of("text", "200 g spinach"), Map.of("text", "1 lemon"),
                Map.of("text", "1 egg")))).patch("/v1beta/recipes/" + salad).then().statusCode(200)
                .body("labels.vegan.value", equalTo(false));
        assertThat(search(management, Map.of("diet", "vegan"))).containsExactly(tofu);
        assertThat(search(management, Map.of("diet", "vegetarian"))).contains(salad);
        assertThat(search(management, Map.of("q", "spinach salad", "diet", "vegan"))).isEmpty();
        assertThat(search(management, Map.of("q", "spinach salad", "diet", "vegetarian"))).containsExactly(salad);
        // 62.8 + 71.5 kcal now.
        assertThat(search(management, Map.of("max_kcal", 100))).isEmpty();
        assertThat(search(management, Map.of("max_kcal", 140))).containsExactly(salad);
    }

    @Test
    void anExclusionOrADislikeMatchesByCanonicalNameTheHeadNounDeciding() {
        String cake = createTagged("Olive Oil Cake", "1 tbsp olive oil", "2 cups flour");
        String tapenade = createTagged("Tapenade", "1 cup black olives", "1 tbsp capers");
        String scallionEggs = createTagged("Scallion Eggs", "1 green onion", "1 tsp black pepper", "2 eggs");
        String stuffed = createTagged("Stuffed Peppers", "2 green peppers", "1 cup rice");
        String risotto = createTagged("Mushroom Risotto", "200 g button mushrooms", "1 cup rice");
        String salsa = createTagged("Salsa", "1 bunch fresh cilantro", "2 tomatoes");
        List<String> all = List.of(cake, tapenade, scallionEggs, stuffed, risotto, salsa);

        // "olives" is not "olive oil": an oil is not an olive.
        assertThat(names(management, Map.of("exclude_ingredient", "olives"))).containsExactlyInAnyOrderElementsOf(
                without(all, tapenade));
        // A name is one line's: "green onion" and "black pepper" do not make a green pepper.
        assertThat(names(management, Map.of("exclude_ingredient", "green pepper")))
                .containsExactlyInAnyOrderElementsOf(without(all, stuffed));
        // The head noun decides: button mushrooms are mushrooms, fresh cilantro is cilantro, black pepper a pepper.
        assertThat(names(management, Map.of("exclude_ingredient", "mushroom")))
                .containsExactlyInAnyOrderElementsOf(without(all, risotto));
        assertThat(names(management, Map.of("exclude_ingredient", "Cilantro")))
                .containsExactlyInAnyOrderElementsOf(without(all, salsa));
        assertThat(names(management, Map.of("exclude_ingredient", "pepper")))
                .containsExactlyInAnyOrderElementsOf(without(all, scallionEggs, stuffed));

        // A user's dislikes are matched the same way, and preferences=ignore brings the recipes back.
        api().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                .body(Map.of("dislikes", List.of("olives", "green pepper", "mushrooms", "cilantro")))
                .patch("/v1beta/users/me/preferences").then().statusCode(200);
        assertThat(names(alice.bearer(), Map.of())).containsExactlyInAnyOrder(cake, scallionEggs);
        assertThat(names(alice.bearer(), Map.of("preferences", "ignore"))).containsExactlyInAnyOrderElementsOf(all);
    }

    private String createTagged(String name, String... lines) {
        return as(management).body(RecipeBody.named(name).servings(1).ingredients(lines)
                .tags(List.of("nametest"))).post("/v1beta/recipes").then().statusCode(201).extract().path("id");
    }

    /** The recipes tagged "nametest" that a search finds. */
    private List<String> names(String bearer, Map<String, ?> query) {
        return api().header("Authorization", bearer).queryParam("tag", "nametest").queryParams(query)
                .get("/v1beta/recipes").then().statusCode(200).extract().path("data.id");
    }

    private static List<String> without(List<String> all, String... left) {
        return all.stream().filter(id -> !List.of(left).contains(id)).toList();
    }
}
