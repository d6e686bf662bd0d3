package larder.recipe;

import static larder.recipe.db.Tables.RECIPE;
import static larder.recipe.db.Tables.RECIPE_TERM;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import larder.support.IntegrationTest;
import larder.support.RecipeBody;
import larder.support.TestRecipes;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Diet and allergen labels (docs/api.md §15) on recipes and analysed items, through HTTP. */
class RecipeLabelsIT extends IntegrationTest {

    @Autowired
    DSLContext db;

    @Autowired
    RecipeLabelBackfill backfill;

    private String management;

    @BeforeEach
    void anApp() {
        management = "Bearer " + fixtures.managementToken(fixtures.app());
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private String create(RecipeBody body) {
        return as(management).body(body).post("/v1beta/recipes").then().statusCode(201)
                .header("Location", startsWith("/v1beta/recipes/rcp_")).extract().path("id");
    }

    @Test
    void aRecipeCarriesItsLabelsWithTheLinesThatBreakThem() {
        String id = create(TestRecipes.recipe("Labelled Pancakes", List.of("breakfast"), "2 cups all-purpose flour",
                "2 large eggs", "1 cup whole milk", "1 tbsp sugar", "1 tsp baking powder"));

        as(management).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("labels.vegan.value", equalTo(false))
                .body("labels.vegan.because", contains("2 large eggs", "1 cup whole milk"))
                .body("labels.vegetarian.value", equalTo(true)).body("labels.vegetarian.because", empty())
                .body("labels.gluten_free.value", equalTo(false))
                .body("labels.gluten_free.because", contains("2 cups all-purpose flour"))
                .body("labels.dairy_free.because", contains("1 cup whole milk"))
                .body("labels.egg_free.because", contains("2 large eggs"))
                .body("labels.peanut_free.value", equalTo(true))
                .body("labels.tree_nut_free.value", equalTo(true));
        assertThat(terms(id)).containsExactlyInAnyOrder("l:vegetarian", "l:pescatarian", "l:fish_free",
                "l:shellfish_free", "l:tree_nut_free", "l:peanut_free", "l:soy_free", "l:sesame_free");
    }

    @Test
    void aLineTheLexiconDoesNotKnowMakesTheLabelsItCouldBreakNull() {
        String id = create(TestRecipes.recipe("Mystery Rice", List.of("dinner"), "1 cup rice",
                "2 tbsp frobnicated zanthar", "1 cup peanuts"));

        as(management).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("labels.vegan.value", nullValue())
                .body("labels.vegan.because", contains("2 tbsp frobnicated zanthar"))
                .body("labels.peanut_free.value", equalTo(false))
                .body("labels.peanut_free.because", contains("1 cup peanuts"));
        assertThat(terms(id)).isEmpty();
    }

    @Test
    void aVeganRecipeEditedToAddAnEggStopsBeingVeganAtOnce() {
        String id = create(TestRecipes.recipe("Green Rice", List.of("dinner"), "1 cup rice", "2 cups spinach"));
        as(management).get("/v1beta/recipes/" + id).then().body("labels.vegan.value", equalTo(true));
        assertThat(terms(id)).contains("l:vegan", "l:egg_free");

        as(management).body(RecipeBody.named("Green Rice").ingredients("1 cup rice", "2 cups spinach", "1 egg"))
                .patch("/v1beta/recipes/" + id).then().statusCode(200)
                .body("labels.vegan.value", equalTo(false)).body("labels.vegan.because", contains("1 egg"));
        as(management).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("labels.vegan.value", equalTo(false)).body("labels.egg_free.because", contains("1 egg"))
                .body("labels.vegetarian.value", equalTo(true));
        assertThat(terms(id)).doesNotContain("l:vegan", "l:egg_free").contains("l:vegetarian");
    }

    @Test
    void aRecipeStoredBeforeLabelsShowsThemOnReadAndTheBackfillIndexesThem() {
        String id = create(TestRecipes.recipe("Old Soup", List.of("soup"), "1 onion", "4 cups water"));
        // As a row written before labels: no label or whole-name terms and no labels version.
        db.deleteFrom(RECIPE_TERM).where(RECIPE_TERM.RECIPE_ID.eq(id),
                RECIPE_TERM.TERM.like("l:%").or(RECIPE_TERM.TERM.like("n:%"))).execute();
        db.update(RECIPE).setNull(RECIPE.LABELS_VERSION).where(RECIPE.ID.eq(id)).execute();

        as(management).get("/v1beta/recipes/" + id).then().statusCode(200)
                .body("labels.vegan.value", equalTo(true));
        assertThat(terms(id)).isEmpty();

        backfill.drain();
        assertThat(terms(id)).contains("l:vegan", "l:gluten_free", "l:sesame_free").hasSize(12);
        assertThat(names(id)).containsExactlyInAnyOrder("n:onion", "n:water");
        assertThat(db.select(RECIPE.LABELS_VERSION).from(RECIPE).where(RECIPE.ID.eq(id)).fetchOne().value1())
                .isEqualTo(RecipeIndex.VERSION);
        as(management).get("/v1beta/recipes/" + id).then().body("name", equalTo("Old Soup"));
    }

    @Test
    void recipesOfAnOlderIndexAreLeftOutByWordsUntilTheBackfillDerivesEveryOne() {
        String dressing = create(TestRecipes.recipe("Dressing", List.of("sauce"), "3 tbsp olive oil", "1 lemon"));
        String tapenade = create(TestRecipes.recipe("Tapenade", List.of("sauce"), "1 cup black olives",
                "1 tbsp capers"));
        String soup = create(TestRecipes.recipe("Soup", List.of("soup"), "1 onion", "4 cups water"));
        // As rows written by the previous version: no whole-name terms.
        List<String> ids = List.of(dressing, tapenade, soup);
        db.deleteFrom(RECIPE_TERM).where(RECIPE_TERM.RECIPE_ID.in(ids), RECIPE_TERM.TERM.like("n:%")).execute();
        db.update(RECIPE).set(RECIPE.LABELS_VERSION, RecipeIndex.VERSION - 1).where(RECIPE.ID.in(ids)).execute();
        backfill.look();

        // Until then an exclusion also applies the word rule: "olives" leaves out the olive oil, on the safe side.
        assertThat(search(Map.of("exclude_ingredient", "olives"))).containsExactly(soup);

        backfill.drain();
        assertThat(db.fetchCount(RECIPE, RECIPE.LABELS_VERSION.isNull()
                .or(RECIPE.LABELS_VERSION.lt(RecipeIndex.VERSION)))).isZero();
        assertThat(names(dressing)).containsExactlyInAnyOrder("n:olive oil", "n:oil", "n:lemon");
        assertThat(names(tapenade)).contains("n:black olive", "n:olive");
        assertThat(search(Map.of("exclude_ingredient", "olives"))).containsExactlyInAnyOrder(soup, dressing);
    }

    @Test
    void everyIndexRowCarriesItsRecipesLabelSetAndTheBackfillWritesItForOlderRows() {
        String soup = create(TestRecipes.recipe("Set Soup", List.of("settest"), "1 onion", "4 cups water"));
        String omelette = create(TestRecipes.recipe("Set Omelette", List.of("settest"), "3 large eggs",
                "1 tsp salt"));
        int all = (1 << 12) - 1;
        int vegan = RecipeLabels.bit(larder.diet.Label.VEGAN);
        assertThat(labelSets(soup)).containsExactly(all);
        assertThat(labelSets(omelette)).hasSize(1).allSatisfy(set -> assertThat(set & vegan).isZero());
        assertThat(rowSet(soup)).isEqualTo(all);
        assertThat(rowSet(omelette)).isEqualTo(labelSets(omelette).getFirst());

        // As rows written by the previous version: no label set on the rows.
        db.update(RECIPE_TERM).set(RECIPE_TERM.LABELS, 0).where(RECIPE_TERM.RECIPE_ID.in(soup, omelette)).execute();
        db.update(RECIPE).set(RECIPE.LABELS_VERSION, RecipeIndex.VERSION - 1).setNull(RECIPE.LABELS)
                .where(RECIPE.ID.in(soup, omelette)).execute();
        backfill.look();
        // Until the backfill is done, a diet is matched by the label terms: the soup is found all the same.
        assertThat(search(Map.of("tag", "settest", "diet", "vegan"))).containsExactly(soup);

        backfill.drain();
        assertThat(labelSets(soup)).containsExactly(all);
        assertThat(labelSets(omelette)).hasSize(1).allSatisfy(set -> assertThat(set & vegan).isZero());
        assertThat(rowSet(soup)).isEqualTo(all);
        assertThat(rowSet(omelette)).isEqualTo(labelSets(omelette).getFirst());
        assertThat(search(Map.of("tag", "settest", "diet", "vegan"))).containsExactly(soup);
        assertThat(search(Map.of("tag", "settest", "diet", "vegetarian"))).containsExactly(omelette, soup);
    }

    private Integer rowSet(String id) {
        return db.select(RECIPE.LABELS).from(RECIPE).where(RECIPE.ID.eq(id)).fetchOne(RECIPE.LABELS);
    }

    private List<Integer> labelSets(String id) {
        return db.selectDistinct(RECIPE_TERM.LABELS).from(RECIPE_TERM).where(RECIPE_TERM.RECIPE_ID.eq(id))
                .fetch(RECIPE_TERM.LABELS);
    }

    private List<String> search(Map<String, ?> query) {
        return as(management).queryParams(query).get("/v1beta/recipes").then().statusCode(200).extract()
                .path("data.id");
    }

    @Test
    void everyAnalysedItemCarriesItsLabels() {
        as(management).body(Map.of("raw_items", List.of("1 cup almond milk", "1 eggplant", "2 tbsp peanut oil",
                        "1 tbsp worcestershire sauce", "1 pinch frobnicated zanthar")))
                .post("/v1beta/items/analyze").then().statusCode(200)
                .body("items[0].labels.dairy_free.value", equalTo(true))
                .body("items[0].labels.tree_nut_free.value", equalTo(false))
                .body("items[0].labels.tree_nut_free.because", contains("1 cup almond milk"))
                .body("items[1].labels.egg_free.value", equalTo(true))
                .body("items[1].labels.vegan.value", equalTo(true))
                .body("items[2].labels.peanut_free.value", equalTo(false))
                .body("items[3].labels.fish_free.value", equalTo(false))
                .body("items[3].labels.pescatarian.value", equalTo(true))
                .body("items[4].labels.vegan.value", nullValue())
                .body("items[4].labels.vegan.because", contains("1 pinch frobnicated zanthar"));
    }

    private List<String> names(String id) {
        return db.select(RECIPE_TERM.TERM).from(RECIPE_TERM)
                .where(RECIPE_TERM.RECIPE_ID.eq(id), RECIPE_TERM.TERM.like("n:%")).fetch(RECIPE_TERM.TERM);
    }

    private List<String> terms(String id) {
        return db.select(RECIPE_TERM.TERM).from(RECIPE_TERM)
                .where(RECIPE_TERM.RECIPE_ID.eq(id), RECIPE_TERM.TERM.like("l:%")).fetch(RECIPE_TERM.TERM);
    }
}
