package larder.recipe;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class ItemAnalysisIT extends IntegrationTest {

    @Test
    void analysesLinesInInputOrder() {
        var tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("raw_items", List.of("2 1/2 cups flour, sifted", "2-3 cloves garlic",
                        "1 (14.5 oz) can diced tomatoes", "salt to taste", "3 eggs", "something unreadable @@")))
                .post("/v1beta/items/analyze").then().statusCode(200)
                .body("items.text", contains("2 1/2 cups flour, sifted", "2-3 cloves garlic",
                        "1 (14.5 oz) can diced tomatoes", "salt to taste", "3 eggs", "something unreadable @@"))
                .body("items[0].quantity", equalTo(2.5f)).body("items[0].unit", equalTo("cup"))
                .body("items[0].comment", equalTo("sifted")).body("items[0].category", equalTo("baking"))
                .body("items[0].measurements[0].unit", equalTo("g"))
                .body("items[1].quantity", equalTo(2.0f)).body("items[1].quantity_max", equalTo(3.0f))
                .body("items[1].unit", equalTo("clove"))
                .body("items[2].unit", equalTo("can"))
                .body("items[3].quantity", equalTo(null))
                .body("items[4].unit", equalTo(null)).body("items[4].category", equalTo("dairy_eggs"));
    }

    /** Spec section 5's British and European habits, through the API: pairs, multipliers, lengths, handfuls. */
    @Test
    void readsBritishAndEuropeanLines() {
        var tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("raw_items", List.of("500g/1lb 2oz onions", "2 x 400g tins chopped tomatoes",
                        "2.5cm/1in piece ginger, grated", "1 large handful rocket", "at least 4 tbsp olive oil")))
                .post("/v1beta/items/analyze").then().statusCode(200)
                .body("items[0].quantity", equalTo(500.0f)).body("items[0].unit", equalTo("g"))
                .body("items[0].name", equalTo("onions"))
                .body("items[0].measurements[0].quantity", equalTo(1.125f))
                .body("items[0].measurements[0].unit", equalTo("lb"))
                .body("items[1].quantity", equalTo(800.0f)).body("items[1].unit", equalTo("g"))
                .body("items[1].name", equalTo("chopped tomatoes"))
                .body("items[2].quantity", equalTo(2.5f)).body("items[2].unit", equalTo("cm"))
                .body("items[2].name", equalTo("ginger")).body("items[2].measurements[0].unit", equalTo("in"))
                .body("items[3].quantity", equalTo(1.0f)).body("items[3].unit", equalTo("handful"))
                .body("items[3].name", equalTo("rocket"))
                .body("items[4].quantity", equalTo(4.0f)).body("items[4].unit", equalTo("tbsp"))
                .body("items[4].name", equalTo("olive oil"));
    }

    @Test
    void fiftyLinesAreAcceptedAndFiftyOneRefused() {
        var tokens = fixtures.anonymous(fixtures.app());
        List<String> fifty = new ArrayList<>(Collections.nCopies(50, "1 egg"));
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("raw_items", fifty)).post("/v1beta/items/analyze").then().statusCode(200)
                .body("items", hasSize(50));
        fifty.add("1 egg");
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("raw_items", fifty)).post("/v1beta/items/analyze").then().statusCode(422)
                .body("code", equalTo("request.too_many_items"))
                .body("errors[0].pointer", equalTo("/raw_items"));
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body("{\"raw_items\": [\"ok\", \"  \"]}").post("/v1beta/items/analyze").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/raw_items/1"));
    }
}
