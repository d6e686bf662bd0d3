package larder.shopper;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import larder.support.Browser;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * The shopper app's diet labels and preferences in a real browser (docs/shopper-app.md): labels on recipe cards, why a
 * recipe is not of a diet on its page, and a preferences screen whose choices the search then follows.
 */
@TestPropertySource(properties = "larder.demo=true")
class ShopperPreferencesIT extends IntegrationTest {

    private String app() {
        return "http://localhost:" + port + "/";
    }

    @Test
    void cardsShowLabelsTheRecipeSaysWhyNotAndSavedPreferencesLeaveOutWhatBreaksThem() {
        try (Browser alice = Browser.open()) {
            alice.go(app());
            alice.find(".cards .card a"); // the feed shown: the app has its session
            String salad = recipe(alice, "Zorblax Salad", "2 cups spinach", "1 tbsp olive oil", "1 lemon");
            String pancakes = recipe(alice, "Zorblax Pancakes", "2 large eggs", "1 cup whole milk", "1 cup rice flour");

            alice.go(app() + "#/search/zorblax");
            alice.until(d -> alice.all(".cards .card").size() == 2, "both recipes found");
            assertThat(card(alice, "Zorblax Salad")).contains("Vegan").contains("Gluten free");
            assertThat(card(alice, "Zorblax Pancakes")).doesNotContain("Vegan").contains("Vegetarian");
            alice.assertAccessible();

            alice.go(app() + "#/recipe/" + pancakes);
            alice.find("#label-reasons summary").click();
            assertThat(alice.find("#label-reasons li[data-label=vegan]").getText())
                    .isEqualTo("Not vegan: 2 large eggs, 1 cup whole milk");
            assertThat(alice.find("#label-reasons li[data-label=egg_free]").getText())
                    .isEqualTo("Not egg free: 2 large eggs");
            assertThat(alice.find(".recipe-labels .labels").getText()).contains("Vegetarian");
            alice.shot("6-recipe-labels");
            alice.assertAccessible();

            alice.go(app() + "#/preferences");
            alice.find("input[name=diet][value=vegan]").click();
            alice.find("input[name=avoid][value=peanut]").click();
            alice.find("#dislikes").sendKeys("cilantro,  anchovies");
            alice.find("#household-size").sendKeys("3");
            alice.find("#max-minutes").sendKeys("45");
            alice.find("#save-preferences").click();
            alice.until(d -> alice.find("#preferences-saved").getText().startsWith("Saved"), "preferences saved");
            alice.shot("7-preferences");
            alice.assertAccessible();
            Map<String, Object> saved = raw().auth().oauth2(token(alice)).accept(ContentType.JSON)
                    .get("/v1beta/users/me/preferences").then().statusCode(200).extract().path("");
            assertThat(saved).containsEntry("diets", List.of("vegan")).containsEntry("avoid", List.of("peanut"))
                    .containsEntry("dislikes", List.of("cilantro", "anchovies")).containsEntry("household_size", 3)
                    .containsEntry("max_total_minutes", 45);

            // Shown again as saved.
            alice.driver.navigate().refresh();
            alice.until(d -> alice.find("input[name=diet][value=vegan]").isSelected(), "vegan still ticked");
            assertThat(alice.find("#dislikes").getAttribute("value")).isEqualTo("cilantro, anchovies");

            // The search now leaves out the pancakes, and "Show everything" brings them back.
            alice.go(app() + "#/search/zorblax");
            alice.until(d -> alice.all(".cards .card").size() == 1, "only the vegan recipe");
            assertThat(card(alice, "Zorblax Salad")).contains("Vegan");
            alice.find("#show-everything").click();
            alice.until(d -> alice.all(".cards .card").size() == 2, "every recipe again");
            assertThat(salad).isNotBlank();
            alice.assertNoConsoleErrors();
        }
    }

    /** A recipe of the browser's user, 10 minutes long, made through the API with its session: its id. */
    private String recipe(Browser browser, String name, String... lines) {
        return raw().auth().oauth2(token(browser)).contentType(ContentType.JSON).accept(ContentType.JSON)
                .body(Map.of("name", name, "cook_time_minutes", 10,
                        "ingredients", java.util.Arrays.stream(lines).map(l -> Map.of("text", l)).toList()))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
    }

    private static String card(Browser browser, String name) {
        return browser.all(".cards .card").stream().map(c -> c.getText()).filter(t -> t.contains(name)).findFirst()
                .orElseThrow();
    }

    private static String token(Browser browser) {
        return (String) browser.session("demo").get("accessToken");
    }
}
