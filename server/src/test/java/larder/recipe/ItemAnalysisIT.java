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
