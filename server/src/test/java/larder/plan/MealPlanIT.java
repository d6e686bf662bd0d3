package larder.plan;

import static larder.webhook.db.Tables.OUTBOX_EVENT;
import static larder.plan.db.Tables.MEAL_PLAN;
import static larder.plan.db.Tables.MEAL_PLAN_MEAL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.RecipeBody;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Meal plans through HTTP (docs/api.md §17, docs/meal-plans.md): CRUD, limits, generation and shopping. */
class MealPlanIT extends IntegrationTest {

    private static final String START = "2026-12-07";

    @Autowired
    DSLContext db;

    private TestApp app;
    private String management;
    private Tokens alice;

    @BeforeEach
    void anApp() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private RequestSpecification asAlice() {
        return as(alice.bearer());
    }

    /** A catalogue recipe: vegetarian (spinach, olive oil, lemon), serving 4, of the given cooking time. */
    private String salad(String name, int minutes, String... tags) {
        return recipe(RecipeBody.named(name).servings(4).cookTimeMinutes(minutes)
                .ingredients("2 cups spinach", "1 tbsp olive oil", "1 lemon").tags(List.of(tags)));
    }

    private String recipe(RecipeBody body) {
        return as(management).body(body).post("/v1beta/recipes").then().statusCode(201).extract().path("id");
    }

    private List<String> salads(int count) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(salad("Salad " + i, 20));
        }
        return ids;
    }

    private String plan(int days) {
        return asAlice().body(Map.of("name", "Week", "start_date", START, "days", days))
                .post("/v1beta/meal-plans").then().statusCode(201).extract().path("id");
    }

    private JsonPath generate(String plan, Map<String, Object> body) {
        return asAlice().body(body).post("/v1beta/meal-plans/" + plan + "/generate").then().statusCode(200)
                .extract().jsonPath();
    }

    private String addMeal(String plan, String date, String slot, String recipe, int servings) {
        List<String> ids = asAlice().body(Map.of("date", date, "slot", slot, "recipe_id", recipe,
                        "servings", servings))
                .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(200).extract().path("meals.id");
        return ids.getLast();
    }

    private static String day(int offset) {
        return LocalDate.parse(START).plusDays(offset).toString();
    }

    /** (date, slot) to recipe id, for every meal of a plan. */
    private static Map<String, String> bySlot(JsonPath plan) {
        Map<String, String> meals = new HashMap<>();
        List<Map<String, Object>> all = plan.getList("meals");
        for (Map<String, Object> meal : all) {
            @SuppressWarnings("unchecked")
            Map<String, Object> recipe = (Map<String, Object>) meal.get("recipe");
            meals.put(meal.get("date") + "/" + meal.get("slot"), (String) recipe.get("id"));
        }
        return meals;
    }

    @Test
    void aPlanIsCreatedReadRenamedListedAndDeletedByItsOwnerOnly() {
        var created = asAlice().body(Map.of("name", "December", "start_date", START, "days", 7))
                .post("/v1beta/meal-plans").then().statusCode(201)
                .header("ETag", equalTo("\"1\""))
                .body("name", equalTo("December")).body("start_date", equalTo(START)).body("days", equalTo(7))
                .body("meals", hasSize(0)).body("nutrition_by_day", hasSize(7)).body("version", equalTo(1))
                .body("nutrition_by_day[0].date", equalTo(START)).body("nutrition_by_day[0].coverage", equalTo(1.0f))
                .extract();
        assertThat(created.header("Location")).isEqualTo("/v1beta/meal-plans/" + created.path("id"));
        String id = created.path("id");

        asAlice().get("/v1beta/meal-plans/" + id).then().statusCode(200).body("id", equalTo(id));
        asAlice().body(Map.of("name", "Christmas")).patch("/v1beta/meal-plans/" + id).then().statusCode(200)
                .body("name", equalTo("Christmas")).body("version", equalTo(2));
        asAlice().header("If-Match", "\"1\"").body(Map.of("name", "Stale")).patch("/v1beta/meal-plans/" + id)
                .then().statusCode(412);
        asAlice().get("/v1beta/meal-plans").then().statusCode(200).body("data", hasSize(1))
                .body("data[0].meal_count", equalTo(0)).body("data[0].name", equalTo("Christmas"))
                .body("paging.cursors.after", nullValue());

        Tokens bob = fixtures.anonymous(app);
        as(bob.bearer()).get("/v1beta/meal-plans/" + id).then().statusCode(404).body("code", equalTo("not_found"));
        as(bob.bearer()).body(Map.of("name", "Mine")).patch("/v1beta/meal-plans/" + id).then().statusCode(404);
        as(bob.bearer()).delete("/v1beta/meal-plans/" + id).then().statusCode(404);
        as(bob.bearer()).get("/v1beta/meal-plans").then().statusCode(200).body("data", hasSize(0));
        as(management).get("/v1beta/meal-plans").then().statusCode(403);

        asAlice().delete("/v1beta/meal-plans/" + id).then().statusCode(204);
        asAlice().get("/v1beta/meal-plans/" + id).then().statusCode(404);
    }

    @Test
    void listingPagesWithACursorWithoutRepeats() {
        Set<String> made = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            made.add(plan(3));
        }
        List<String> first = asAlice().queryParam("limit", 2).get("/v1beta/meal-plans").then().statusCode(200)
                .body("data", hasSize(2)).extract().path("data.id");
        String after = asAlice().queryParam("limit", 2).get("/v1beta/meal-plans").then().extract()
                .path("paging.cursors.after");
        List<String> rest = asAlice().queryParam("limit", 10).queryParam("after", after).get("/v1beta/meal-plans")
                .then().statusCode(200).body("data", hasSize(3)).extract().path("data.id");
        Set<String> seen = new HashSet<>(first);
        seen.addAll(rest);
        assertThat(seen).isEqualTo(made);
    }

    @Test
    void daysOutOfRangeDatesOutsideThePlanAndBadInputAreRefused() {
        for (int days : new int[] {0, 29, -1}) {
            asAlice().body(Map.of("start_date", START, "days", days)).post("/v1beta/meal-plans").then()
                    .statusCode(422).body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("/days"));
        }
        asAlice().body(Map.of("start_date", "07/12/2026", "days", 7)).post("/v1beta/meal-plans").then()
                .statusCode(422).body("errors[0].pointer", equalTo("/start_date"));
        asAlice().body(Map.of("days", 7)).post("/v1beta/meal-plans").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/start_date"));
        asAlice().body("{\"start_date\": \"" + START + "\", \"days\": \"seven\"}").post("/v1beta/meal-plans").then()
                .statusCode(400);
        asAlice().body("[]").post("/v1beta/meal-plans").then().statusCode(400);
        asAlice().body(Map.of("start_date", START, "days", 28)).post("/v1beta/meal-plans").then().statusCode(201);

        String plan = plan(7);
        String soup = salad("Soup", 20);
        asAlice().body(Map.of("date", day(7), "slot", "dinner", "recipe_id", soup))
                .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("/date"));
        asAlice().body(Map.of("date", day(-1), "slot", "dinner", "recipe_id", soup))
                .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(422);
        asAlice().body(Map.of("date", day(0), "slot", "brunch", "recipe_id", soup))
                .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/slot"));
        asAlice().body(Map.of("date", day(0), "slot", "dinner", "recipe_id", "rcp_nope"))
                .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/recipe_id"));
        asAlice().body(Map.of("date", day(0), "slot", "dinner", "recipe_id", soup, "servings", 0))
                .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/servings"));
        String meal = addMeal(plan, day(6), "dinner", soup, 2);
        asAlice().body(Map.of("date", day(8))).patch("/v1beta/meal-plans/" + plan + "/meals/" + meal).then()
                .statusCode(422).body("errors[0].pointer", equalTo("/date"));
        asAlice().body(Map.of("date", day(1), "slot", "lunch", "servings", 3))
                .patch("/v1beta/meal-plans/" + plan + "/meals/" + meal).then().statusCode(200)
                .body("meals[0].date", equalTo(day(1))).body("meals[0].slot", equalTo("lunch"))
                .body("meals[0].servings", equalTo(3)).body("meals[0].recipe.name", equalTo("Soup"));
        asAlice().body(Map.of("servings", 2)).patch("/v1beta/meal-plans/" + plan + "/meals/mel_nope").then()
                .statusCode(404);
        asAlice().body(Map.of("from", day(3), "to", day(1))).post("/v1beta/meal-plans/" + plan + "/generate")
                .then().statusCode(422).body("errors[0].pointer", equalTo("/to"));
        asAlice().body(Map.of("slots", List.of("elevenses"))).post("/v1beta/meal-plans/" + plan + "/generate")
                .then().statusCode(422).body("errors[0].pointer", equalTo("/slots/0"));
        asAlice().body(Map.of("kcal_per_day", Map.of("min", 900, "max", 500)))
                .post("/v1beta/meal-plans/" + plan + "/generate").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/kcal_per_day/max"));
        asAlice().body(Map.of("from", day(30))).post("/v1beta/meal-plans/" + plan + "/shopping").then()
                .statusCode(422);
        asAlice().body(Map.of()).post("/v1beta/meal-plans/" + plan + "/shopping").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/list_id"));
        asAlice().delete("/v1beta/meal-plans/" + plan + "/meals/" + meal).then().statusCode(204);
        asAlice().delete("/v1beta/meal-plans/" + plan + "/meals/" + meal).then().statusCode(404);
    }

    @Test
    void theTwoHundredAndFirstMealIsRefusedWithMealPlanFullAndNothingIsWritten() {
        String plan = plan(28);
        String soup = salad("Soup", 20);
        for (int i = 0; i < MealPlan.MAX_MEALS; i++) {
            asAlice().body(Map.of("date", day(i % 28), "slot", "snack", "recipe_id", soup, "servings", 1))
                    .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(200);
        }
        asAlice().body(Map.of("date", day(0), "slot", "dinner", "recipe_id", soup))
                .post("/v1beta/meal-plans/" + plan + "/meals").then().statusCode(422)
                .body("code", equalTo("meal_plan.full")).body("errors[0].pointer", equalTo("/meals"));
        asAlice().get("/v1beta/meal-plans/" + plan).then().statusCode(200).body("meals", hasSize(200))
                .body("version", equalTo(201));
        // Generation does not fail on a full plan: the slots it had no room for are unmet.
        salad("Stew", 20);
        JsonPath generated = generate(plan, Map.of("from", day(0), "to", day(0), "slots", List.of("dinner")));
        assertThat(generated.getList("meals")).hasSize(200);
        assertThat(generated.getList("unmet.reason")).containsExactly("meal_plan_full");
    }

    @Test
    void theSameSeedGivesTheSamePlan() {
        salads(20);
        String first = plan(14);
        String second = plan(14);
        Map<String, Object> ask = Map.of("slots", List.of("lunch", "dinner"), "seed", 42);
        Map<String, String> one = bySlot(generate(first, ask));
        Map<String, String> two = bySlot(generate(second, ask));
        assertThat(one).hasSize(28).isEqualTo(two);
        Map<String, String> other = bySlot(generate(plan(14), Map.of("slots", List.of("lunch", "dinner"),
                "seed", 7)));
        assertThat(other).hasSize(28);
    }

    @Test
    void noRecipeIsPlannedTwiceWithinSevenDays() {
        salads(24);
        String plan = plan(28);
        JsonPath generated = generate(plan, Map.of("slots", List.of("breakfast", "lunch", "dinner"), "seed", 3));
        assertThat(generated.getList("unmet")).isEmpty();
        Map<String, List<LocalDate>> dates = new HashMap<>();
        bySlot(generated).forEach((key, recipe) -> dates.computeIfAbsent(recipe, r -> new ArrayList<>())
                .add(LocalDate.parse(key.substring(0, 10))));
        assertThat(dates.values().stream().mapToInt(List::size).sum()).isEqualTo(84);
        dates.forEach((recipe, planned) -> {
            for (LocalDate a : planned) {
                for (LocalDate b : planned) {
                    if (a != b) {
                        assertThat(Math.abs(ChronoUnit.DAYS.between(a, b))).as(recipe).isGreaterThanOrEqualTo(7);
                    }
                }
            }
        });
    }

    @Test
    void generationHonoursDietsDislikesAndMaximumTime() {
        Set<String> allowed = new HashSet<>(salads(9));
        recipe(RecipeBody.named("Baked Trout").servings(2).cookTimeMinutes(20)
                .ingredients("2 trout fillets", "1 lemon"));
        recipe(RecipeBody.named("Herb Salad").servings(2).cookTimeMinutes(20)
                .ingredients("2 cups spinach", "1 bunch cilantro"));
        salad("Slow Salad", 180);
        String breakfast = salad("Morning Salad", 10, "breakfast");
        asAlice().body(Map.of("diets", List.of("vegetarian"), "dislikes", List.of("cilantro"),
                "max_total_minutes", 60, "household_size", 3)).patch("/v1beta/users/me/preferences").then()
                .statusCode(200);
        String plan = plan(7);
        JsonPath generated = generate(plan, Map.of("slots", List.of("dinner"), "seed", 11));
        assertThat(generated.getList("unmet")).isEmpty();
        assertThat(bySlot(generated).values()).hasSize(7).allMatch(allowed::contains);
        assertThat(generated.getList("meals.servings", Integer.class)).containsOnly(3);
        assertThat(generated.getList("meals.generated", Boolean.class)).containsOnly(true);
        // A recipe tagged breakfast fills breakfast only; untagged ones fill any slot, and 7 of the 9 are dinners.
        JsonPath mornings = generate(plan, Map.of("slots", List.of("breakfast"), "seed", 11));
        List<String> breakfasts = bySlot(mornings).entrySet().stream().filter(e -> e.getKey().endsWith("/breakfast"))
                .map(Map.Entry::getValue).toList();
        assertThat(breakfasts).hasSize(3).contains(breakfast);
        assertThat(mornings.getList("unmet.reason")).hasSize(4).containsOnly("would_repeat");

        // A disliked ingredient keeps every recipe that has it out, whatever else it has.
        Tokens bob = fixtures.anonymous(app);
        as(bob.bearer()).body(Map.of("dislikes", List.of("Spinach"))).patch("/v1beta/users/me/preferences").then()
                .statusCode(200);
        String bobs = as(bob.bearer()).body(Map.of("start_date", START, "days", 3))
                .post("/v1beta/meal-plans").then().statusCode(201).extract().path("id");
        JsonPath trout = as(bob.bearer()).body(Map.of("slots", List.of("dinner"), "seed", 4))
                .post("/v1beta/meal-plans/" + bobs + "/generate").then().statusCode(200).extract().jsonPath();
        assertThat(trout.getList("meals.recipe.name")).containsExactly("Baked Trout");
        assertThat(trout.getList("unmet.reason")).containsExactly("would_repeat", "would_repeat");
    }

    @Test
    void mealsAddedByHandAreKeptAndTheirSlotsAreNotFilled() {
        salads(10);
        String own = salad("Grandma's Salad", 20);
        String plan = plan(7);
        String meal = addMeal(plan, day(2), "dinner", own, 5);
        JsonPath generated = generate(plan, Map.of("slots", List.of("dinner"), "seed", 5));
        List<Map<String, Object>> meals = generated.getList("meals");
        assertThat(meals).hasSize(7);
        Map<String, Object> kept = meals.stream().filter(m -> m.get("id").equals(meal)).findFirst().orElseThrow();
        assertThat(kept).containsEntry("date", day(2)).containsEntry("slot", "dinner").containsEntry("servings", 5)
                .containsEntry("generated", false);
        assertThat(meals.stream().filter(m -> m.get("date").equals(day(2)))).hasSize(1);
        // The hand-added recipe is not planned again within 7 days of it.
        assertThat(bySlot(generated).values().stream().filter(own::equals)).hasSize(1);
        // Generating again fills nothing: every slot of the range has its meal.
        JsonPath again = generate(plan, Map.of("slots", List.of("dinner"), "seed", 99));
        assertThat(bySlot(again)).isEqualTo(bySlot(generated));
        assertThat(again.getInt("version")).isEqualTo(generated.getInt("version"));
    }

    @Test
    void slotsTheCatalogueCannotFillAreReportedAsUnmet() {
        salads(2);
        String plan = plan(7);
        JsonPath generated = generate(plan, Map.of("slots", List.of("dinner"), "seed", 1));
        assertThat(generated.getList("meals")).hasSize(2);
        assertThat(generated.getList("unmet")).hasSize(5);
        assertThat(generated.getList("unmet.reason")).containsOnly("would_repeat");
        assertThat(generated.getList("unmet.slot")).containsOnly("dinner");

        String other = plan(3);
        JsonPath none = generate(other, Map.of("slots", List.of("lunch"), "max_total_minutes", 5, "seed", 1));
        assertThat(none.getList("meals")).isEmpty();
        assertThat(none.getList("unmet.reason")).hasSize(3).containsOnly("no_matching_recipe");
        assertThat(none.getList("unmet.date")).containsExactly(day(0), day(1), day(2));
    }

    // Shopping.

    /** The pasta the shopping tests plan: three lines, for two. */
    private String pasta() {
        return recipe(RecipeBody.named("Pasta").servings(2)
                .ingredients("200 g spaghetti", "2 cloves garlic", "2 tbsp olive oil"));
    }

    private String list(String... handItems) {
        List<Map<String, Object>> items = new ArrayList<>();
        for (String name : handItems) {
            items.add(Map.of("name", name));
        }
        return asAlice().body(Map.of("name", "Groceries", "items", items)).post("/v1beta/lists").then()
                .statusCode(201).extract().path("id");
    }

    private JsonPath shop(String plan, Map<String, Object> body) {
        return asAlice().body(body).post("/v1beta/meal-plans/" + plan + "/shopping").then().statusCode(200)
                .extract().jsonPath();
    }

    /** item id to "name quantity unit", for every item on the list. */
    private static Map<String, String> items(JsonPath list) {
        Map<String, String> items = new HashMap<>();
        List<Map<String, Object>> all = list.getList("items");
        for (Map<String, Object> item : all) {
            items.put((String) item.get("id"), item.get("name") + " " + item.get("quantity") + " " + item.get("unit"));
        }
        return items;
    }

    @Test
    void shoppingTwiceGivesTheSameListAndLeavesHandAddedItemsAlone() {
        String pasta = pasta();
        String plan = plan(7);
        addMeal(plan, day(0), "dinner", pasta, 4);
        addMeal(plan, day(3), "dinner", pasta, 2);
        String list = list("dish soap");

        JsonPath once = shop(plan, Map.of("list_id", list));
        assertThat(once.getInt("version")).isEqualTo(2);
        Map<String, String> items = items(once);
        assertThat(items).hasSize(4).containsValue("spaghetti 600.0 g").containsValue("dish soap null null");
        JsonPath twice = shop(plan, Map.of("list_id", list));
        assertThat(items(twice)).isEqualTo(items);
        assertThat(twice.getInt("version")).isEqualTo(2);
        asAlice().queryParam("after_version", 1).get("/v1beta/lists/" + list + "/changes").then().statusCode(200)
                .body("changes", hasSize(1)).body("changes[0].type", equalTo("list.updated"))
                .body("changes[0].combined_items", hasSize(3));
    }

    @Test
    void theItemsShoppingPutsOnAListAreStoredWithTheirFoodLinks() {
        String pasta = pasta();
        String plan = plan(7);
        addMeal(plan, day(0), "dinner", pasta, 2);
        String list = list("dish soap");

        JsonPath shopped = shop(plan, Map.of("list_id", list));
        assertThat(shopped.getList("items.findAll { it.name != 'dish soap' }.food.id")).hasSize(3)
                .doesNotContainNull();
        // Each pack the plan wrote holds its items' links under the food table's version ([schema, version, ...]):
        // a read takes them as stored instead of deriving them again.
        List<String> packs = db.fetch("select items from list_item_pack where list_id = ? and source is not null",
                list).getValues(0, String.class);
        assertThat(packs).isNotEmpty()
                .allSatisfy(pack -> assertThat(pack).startsWith("[2," + larder.food.Foods.TABLE_VERSION + ","));
    }

    @Test
    void shoppingWithThePantrySubtractedBuysWhatIsNotAtHomeAndLeavesThePantryAsItWas() {
        String pasta = recipe(RecipeBody.named("Pasta").servings(2)
                .ingredients("200 g spaghetti", "2 cloves garlic", "1 tsp salt"));
        String plan = plan(7);
        addMeal(plan, day(0), "dinner", pasta, 4);
        String salt = asAlice().body(Map.of("items", List.of(Map.of("name", "spaghetti", "quantity", 0.25,
                        "unit", "kg"), Map.of("name", "salt"))))
                .post("/v1beta/pantry/items").then().statusCode(200).extract().path("data.find { it.name == 'salt' }.id");
        asAlice().body(Map.of("staple", true)).patch("/v1beta/pantry/items/" + salt).then().statusCode(200);
        String pantryBefore = asAlice().get("/v1beta/pantry").then().statusCode(200).extract().asString();
        String list = list("dish soap");

        JsonPath once = shop(plan, Map.of("list_id", list, "pantry", "subtract"));
        // 400 g of spaghetti needed, 250 g at home: 150 g to buy; salt is a staple; garlic is not at home.
        assertThat(items(once)).hasSize(3).containsValue("spaghetti 150.0 g").containsValue("garlic 4.0 clove")
                .containsValue("dish soap null null");
        // The answer says what the pantry covered, as a list's own answer does (docs/pantry.md).
        assertThat(once.getList("pantry_covered.name")).containsExactlyInAnyOrder("spaghetti", "salt");
        assertThat(once.getString("pantry_covered.find { it.name == 'spaghetti' }.covered")).isEqualTo("part");
        assertThat(once.getString("pantry_covered.find { it.name == 'salt' }.covered")).isEqualTo("all");
        JsonPath twice = shop(plan, Map.of("list_id", list, "pantry", "subtract"));
        assertThat(items(twice)).isEqualTo(items(once));
        assertThat(twice.getInt("version")).isEqualTo(once.getInt("version"));
        // Without the pantry, the same range asks for the whole recipe again.
        JsonPath whole = shop(plan, Map.of("list_id", list));
        assertThat(items(whole)).hasSize(4).containsValue("spaghetti 400.0 g");
        assertThat(whole.getList("pantry_covered")).isNull();
        asAlice().get("/v1beta/pantry").then().statusCode(200).body(equalTo(pantryBefore));

        String retailer = as(management).body(Map.of("name", "Shop", "country", "US", "currency", "USD",
                        "checkout_url_template", "https://shop.example/c/{items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        asAlice().body(Map.of("retailer_id", retailer, "pantry", "subtract"))
                .post("/v1beta/meal-plans/" + plan + "/shopping").then().statusCode(201)
                .body("items.name", hasItems("spaghetti", "garlic")).body("items.name", not(hasItem("salt")))
                .body("pantry_covered.name", containsInAnyOrder("spaghetti", "salt"));
    }

    @Test
    void removingAMealAndShoppingAgainRemovesExactlyItsItems() {
        String pasta = recipe(RecipeBody.named("Pasta").servings(2)
                .ingredients("200 g spaghetti", "2 cloves garlic"));
        String curry = recipe(RecipeBody.named("Curry").servings(4)
                .ingredients("400 ml coconut milk", "2 cloves garlic", "1 cup rice"));
        String plan = plan(7);
        addMeal(plan, day(0), "dinner", pasta, 2);
        String curryMeal = addMeal(plan, day(1), "dinner", curry, 4);
        String list = list("dish soap");
        Map<String, String> before = items(shop(plan, Map.of("list_id", list)));
        assertThat(before).hasSize(6);
        // A hand-added line of the same name as a plan's item is still the hand's.
        asAlice().body(Map.of("items", List.of(Map.of("name", "rice", "quantity", 1, "unit", "kg"))))
                .post("/v1beta/lists/" + list + "/items").then().statusCode(200);

        asAlice().delete("/v1beta/meal-plans/" + plan + "/meals/" + curryMeal).then().statusCode(204);
        JsonPath after = shop(plan, Map.of("list_id", list));
        Map<String, String> left = items(after);
        assertThat(left).hasSize(4).containsValue("rice 1.0 kg").containsValue("dish soap null null")
                .containsValue("spaghetti 200.0 g").doesNotContainValue("coconut milk 400.0 ml");
        // The pasta's items keep their ids.
        before.forEach((id, item) -> {
            if (item.startsWith("spaghetti") || item.startsWith("dish soap")) {
                assertThat(left).containsEntry(id, item);
            }
        });
        int version = after.getInt("version");
        asAlice().queryParam("after_version", version - 1).get("/v1beta/lists/" + list + "/changes").then()
                .statusCode(200).body("changes", hasSize(1)).body("changes[0].type", equalTo("list.updated"))
                .body("changes[0].combined_items_removed", notNullValue());
    }

    @Test
    void changingServingsRescalesThePlansItemsOnly() {
        String pasta = recipe(RecipeBody.named("Pasta").servings(2).ingredients("200 g spaghetti"));
        String plan = plan(7);
        String meal = addMeal(plan, day(0), "dinner", pasta, 2);
        String list = list();
        Map<String, String> once = items(shop(plan, Map.of("list_id", list)));
        asAlice().body(Map.of("servings", 6)).patch("/v1beta/meal-plans/" + plan + "/meals/" + meal).then()
                .statusCode(200);
        Map<String, String> twice = items(shop(plan, Map.of("list_id", list)));
        assertThat(twice.keySet()).isEqualTo(once.keySet());
        assertThat(twice.values()).containsExactly("spaghetti 600.0 g");
    }

    @Test
    void twoConcurrentShopCallsLeaveOneConsistentList() throws Exception {
        String pasta = pasta();
        String curry = recipe(RecipeBody.named("Curry").servings(4)
                .ingredients("400 ml coconut milk", "1 cup rice"));
        String plan = plan(7);
        addMeal(plan, day(0), "dinner", pasta, 2);
        addMeal(plan, day(1), "dinner", curry, 4);
        String list = list("dish soap");
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> calls = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(2)) {
            for (int i = 0; i < 2; i++) {
                calls.add(pool.submit(() -> {
                    start.await();
                    return asAlice().body(Map.of("list_id", list)).post("/v1beta/meal-plans/" + plan + "/shopping")
                            .then().extract().statusCode();
                }));
            }
            start.countDown();
            for (Future<Integer> call : calls) {
                assertThat(call.get()).isEqualTo(200);
            }
        }
        JsonPath read = asAlice().get("/v1beta/lists/" + list).then().statusCode(200).extract().jsonPath();
        assertThat(items(read)).hasSize(6);
        assertThat(read.getList("items.name", String.class)).doesNotHaveDuplicates();
        assertThat(read.getInt("version")).isEqualTo(2);
        asAlice().queryParam("after_version", 1).get("/v1beta/lists/" + list + "/changes").then().statusCode(200)
                .body("changes", hasSize(1));
    }

    @Test
    void shoppingARangeOntoANewCartAnswersTheCart() {
        String retailer = as(management).body(Map.of("name", "Shop", "country", "US", "currency", "USD",
                        "checkout_url_template", "https://shop.example/c/{items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        String pasta = recipe(RecipeBody.named("Pasta").servings(2).ingredients("200 g spaghetti", "1 onion"));
        String plan = plan(7);
        addMeal(plan, day(0), "dinner", pasta, 2);
        addMeal(plan, day(5), "dinner", pasta, 2);
        asAlice().body(Map.of("retailer_id", retailer, "from", day(0), "to", day(2)))
                .post("/v1beta/meal-plans/" + plan + "/shopping").then().statusCode(201)
                .header("Location", notNullValue()).body("items", hasSize(2))
                .body("recipes[0].scale", equalTo(1.0f));
        asAlice().body(Map.of("retailer_id", retailer, "list_id", "lst_x"))
                .post("/v1beta/meal-plans/" + plan + "/shopping").then().statusCode(422);
        asAlice().body(Map.of("list_id", list(), "pantry", "take"))
                .post("/v1beta/meal-plans/" + plan + "/shopping").then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("/pantry"));
        Tokens bob = fixtures.anonymous(app);
        String bobs = as(bob.bearer()).body(Map.of("name", "Bob's")).post("/v1beta/lists").then().statusCode(201)
                .extract().path("id");
        asAlice().body(Map.of("list_id", bobs)).post("/v1beta/meal-plans/" + plan + "/shopping").then()
                .statusCode(404);
    }

    @Test
    void nutritionByDayAddsTheMealsScaledToTheirServings() {
        String butter = recipe(RecipeBody.named("Butter").servings(1).ingredients("100 g butter"));
        String plan = plan(2);
        addMeal(plan, day(0), "breakfast", butter, 1);
        JsonPath one = asAlice().get("/v1beta/meal-plans/" + plan).then().statusCode(200).extract().jsonPath();
        float kcal = one.getFloat("nutrition_by_day[0].total.energy_kcal");
        assertThat(kcal).isBetween(650f, 800f);
        addMeal(plan, day(0), "dinner", butter, 2);
        JsonPath three = asAlice().get("/v1beta/meal-plans/" + plan).then().statusCode(200).extract().jsonPath();
        assertThat(three.getFloat("nutrition_by_day[0].total.energy_kcal")).isBetween(3 * kcal - 2, 3 * kcal + 2);
        assertThat(three.getFloat("nutrition_by_day[1].total.energy_kcal")).isEqualTo(0f);
        assertThat(three.getFloat("nutrition_by_day[0].coverage")).isEqualTo(1f);
    }

    @Test
    void erasingTheUserErasesItsPlansAndEveryChangeIsAWebhookEvent() {
        String plan = plan(3);
        addMeal(plan, day(0), "dinner", salad("Soup", 20), 2);
        asAlice().body(Map.of("name", "Renamed")).patch("/v1beta/meal-plans/" + plan).then().statusCode(200);
        asAlice().delete("/v1beta/users/me").then().statusCode(204);
        assertThat(db.fetchCount(MEAL_PLAN, MEAL_PLAN.ID.eq(plan))).isZero();
        assertThat(db.fetchCount(MEAL_PLAN_MEAL, MEAL_PLAN_MEAL.PLAN_ID.eq(plan))).isZero();
        List<String> types = db.select(OUTBOX_EVENT.TYPE).from(OUTBOX_EVENT)
                .where(OUTBOX_EVENT.CLIENT_ID.eq(app.clientId()), OUTBOX_EVENT.PAYLOAD.contains(plan))
                .orderBy(OUTBOX_EVENT.ID).fetch(OUTBOX_EVENT.TYPE);
        assertThat(types).containsExactly("meal_plan.created", "meal_plan.updated", "meal_plan.updated",
                "meal_plan.deleted");
    }
}
