package larder.recipe;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.restassured.http.ContentType;
import java.util.Map;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class RecipeImportIT extends IntegrationTest {

    static final String JSON_LD_PAGE = """
            <html><head><script type="application/ld+json">
            {"@context":"https://schema.org","@type":"Recipe","name":"Imported Chili",
             "recipeIngredient":["1 lb ground beef","2 (15 oz) cans kidney beans","1 tbsp chili powder"],
             "recipeInstructions":[{"@type":"HowToStep","text":"Brown the beef."},{"@type":"HowToStep","text":"Simmer."}],
             "prepTime":"PT15M","cookTime":"PT1H","recipeYield":"6","keywords":"chili, Comfort Food"}
            </script></head><body></body></html>""";

    @Test
    void importsFromPostedJsonLdForWhoeverImportedIt() {
        var tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("html", JSON_LD_PAGE)).post("/v1beta/recipes/import").then().statusCode(201)
                .body("name", equalTo("Imported Chili")).body("owner", equalTo("user"))
                .body("ingredients", hasSize(3)).body("ingredients[1].unit", equalTo("can"))
                .body("cook_time_minutes", equalTo(60)).body("total_time_minutes", equalTo(75))
                .body("servings", equalTo(6)).body("tags[1]", equalTo("comfort food"));
    }

    @Test
    void importsFromMicrodata() {
        String page = """
                <div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Micro Muffins</span>
                <span itemprop="recipeIngredient">2 cups flour</span><span itemprop="recipeIngredient">1 cup milk</span>
                <div itemprop="recipeInstructions">Mix and bake.</div></div>""";
        String management = fixtures.managementToken(fixtures.app());
        api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON)
                .body(Map.of("html", page)).post("/v1beta/recipes/import").then().statusCode(201)
                .body("name", equalTo("Micro Muffins")).body("owner", equalTo("app"))
                .body("ingredients[0].name", equalTo("flour"));
    }

    @Test
    void aPageWithoutARecipeIs422() {
        var tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("html", "<html><body><h1>My holiday</h1></body></html>"))
                .post("/v1beta/recipes/import").then().statusCode(422)
                .body("code", equalTo("recipe.not_found_in_page"));
    }

    @Test
    void loopbackAndPrivateUrlsAreRefusedByDefault() {
        var tokens = fixtures.anonymous(fixtures.app());
        for (String url : new String[] {"http://127.0.0.1:" + port + "/docs", "http://localhost:" + port + "/docs",
                "http://[::1]:" + port + "/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/"}) {
            api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                    .body(Map.of("url", url)).post("/v1beta/recipes/import").then().statusCode(422)
                    .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("/url"));
        }
    }

    @Test
    void oneOfHtmlOrUrlIsRequired() {
        var tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON).body("{}")
                .post("/v1beta/recipes/import").then().statusCode(422);
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("url", "ftp://example.com/r")).post("/v1beta/recipes/import").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/url"));
    }
}
