package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.OpenApiContract;
import larder.support.TestRecipes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The OpenAPI document says what the server does (issue 14, point 6): clients are generated from it, and a fuzzer
 * holds every answer to it. These check the document's shape where a validator is lenient, and the routing and
 * query statuses the document describes.
 */
class OpenApiDocumentIT extends IntegrationTest {

    @Autowired
    private JsonMapper json;

    private JsonNode document;
    private Tokens user;

    @BeforeEach
    void readTheDocument() {
        document = json.readTree(OpenApiContract.document(port));
        user = fixtures.anonymous(fixtures.app());
    }

    private JsonNode schema(String name) {
        JsonNode schema = document.path("components").path("schemas").path(name);
        assertThat(schema.isObject()).as(name).isTrue();
        return schema;
    }

    private JsonNode property(String schema, String property) {
        JsonNode node = schema(schema).path("properties").path(property);
        assertThat(node.isObject()).as(schema + "." + property).isTrue();
        return node;
    }

    private static Set<String> types(JsonNode schema) {
        JsonNode type = schema.path("type");
        if (type.isArray()) {
            List<String> types = new ArrayList<>();
            type.forEach(t -> types.add(t.asString()));
            return Set.copyOf(types);
        }
        return type.isMissingNode() ? Set.of() : Set.of(type.asString());
    }

    /** Whether the schema admits null: a type array with "null", or anyOf with a null branch. */
    private static boolean nullable(JsonNode schema) {
        if (types(schema).contains("null")) {
            return true;
        }
        for (JsonNode branch : schema.path("anyOf")) {
            if (types(branch).equals(Set.of("null"))) {
                return true;
            }
        }
        return false;
    }

    private RequestSpecification asUser() {
        return api().header("Authorization", user.bearer());
    }

    private static Set<String> allowed(Response response) {
        return Arrays.stream(response.header("Allow").split(",")).map(String::strip).collect(Collectors.toSet());
    }

    @Test
    void everyObjectSchemaSaysItIsAnObjectSoThatNullIsNotABody() {
        List<String> untyped = new ArrayList<>();
        document.path("components").path("schemas").properties().forEach(entry -> {
            if (entry.getValue().has("properties") && !types(entry.getValue()).contains("object")) {
                untyped.add(entry.getKey());
            }
        });
        assertThat(document.path("components").path("schemas").size()).isGreaterThan(60);
        assertThat(untyped).isEmpty();
        assertThat(types(schema("ListInput"))).containsExactly("object");
    }

    @Test
    void theLastPagesCursorIsNullAndTheDocumentSaysSo() {
        assertThat(types(property("Cursors", "after"))).containsExactlyInAnyOrder("string", "null");
        asUser().get("/v1beta/lists").then().statusCode(200).body("paging.cursors.after", equalTo(null));
    }

    @Test
    void responseMembersThatCanBeNullAreNullableAndOthersAreNot() {
        assertThat(nullable(property("ListItemView", "recipe"))).isTrue();
        assertThat(nullable(property("ListItemView", "quantity"))).isTrue();
        assertThat(nullable(property("CartItemView", "product"))).isTrue();
        assertThat(nullable(property("CartItemView", "line_total"))).isTrue();
        assertThat(nullable(property("RecipeView", "source"))).isTrue();
        assertThat(nullable(property("ShoppingListView", "user_id"))).isTrue();
        assertThat(nullable(property("ShoppingListView", "id"))).isFalse();
        assertThat(nullable(property("ListItemView", "checked"))).isFalse();
        assertThat(property("ListItemView", "category").path("$ref").asString())
                .isEqualTo("#/components/schemas/Category");
    }

    @Test
    void theConstraintsTheServerEnforcesOnBodiesAreInTheSchemas() {
        assertThat(property("ListInput", "name").path("maxLength").asInt()).isEqualTo(200);
        assertThat(property("ListInput", "raw_items").path("maxItems").asInt()).isEqualTo(50);
        assertThat(property("ListInput", "items").path("maxItems").asInt()).isEqualTo(50);
        assertThat(property("ListInput", "recipes").path("maxItems").asInt()).isEqualTo(25);
        assertThat(nullable(property("ListInput", "items"))).isTrue();
        assertThat(schema("ItemInput").path("required").toString()).isEqualTo("[\"name\"]");
        assertThat(nullable(property("ItemInput", "name"))).isFalse();
        assertThat(property("ItemInput", "quantity").path("exclusiveMinimum").asInt()).isZero();
        assertThat(property("RecipeRef", "scale").path("maximum").asInt()).isEqualTo(100);
        assertThat(property("RecipeInput", "ingredients").path("maxItems").asInt()).isEqualTo(100);
        assertThat(schema("RecipeInputPatch").has("required")).isFalse();
        assertThat(property("ItemChange", "checked").path("type").asString()).isEqualTo("boolean");
        assertThat(property("TokenRequest", "grant_type").path("enum").toString())
                .isEqualTo("[\"anonymous\",\"refresh_token\"]");
    }

    @Test
    void theScaleParameterGivesItsRangeAndStatuses() {
        JsonNode scale = null;
        for (JsonNode parameter : document.path("paths").path("/v1beta/recipes/{id}").path("get").path("parameters")) {
            if (parameter.path("name").asString().equals("scale")) {
                scale = parameter;
            }
        }
        assertThat(scale).isNotNull();
        assertThat(scale.path("schema").path("maximum").asInt()).isEqualTo(100);
        assertThat(scale.path("schema").path("exclusiveMinimum").asInt()).isZero();
        assertThat(scale.path("description").asString()).contains("422");
    }

    @Test
    void optionsAllowsExactlyTheMethodsThePathServes() {
        assertThat(allowed(raw().header("Authorization", user.bearer()).options("/v1beta/recipes/import")))
                .containsExactlyInAnyOrder("POST", "OPTIONS");
        assertThat(allowed(raw().header("Authorization", user.bearer()).options("/v1beta/carts/checkout")))
                .containsExactlyInAnyOrder("POST", "OPTIONS");
        assertThat(allowed(raw().header("Authorization", user.bearer()).options("/v1beta/recipes/rcp_any")))
                .containsExactlyInAnyOrder("GET", "HEAD", "PATCH", "DELETE", "OPTIONS");
        assertThat(allowed(raw().header("Authorization", user.bearer()).options("/v1beta/lists")))
                .containsExactlyInAnyOrder("GET", "HEAD", "POST", "OPTIONS");
    }

    @Test
    void aFixedSegmentOfItsOwnRouteIsNotReadAsAnId() {
        Response patch = raw().header("Authorization", user.bearer()).contentType(ContentType.JSON).body("{}")
                .patch("/v1beta/recipes/import");
        patch.then().statusCode(405).contentType("application/problem+json").body("code", equalTo("request.invalid"));
        assertThat(allowed(patch)).containsExactlyInAnyOrder("POST", "OPTIONS");
        Response get = raw().header("Authorization", user.bearer()).get("/v1beta/carts/checkout");
        get.then().statusCode(405).body("code", equalTo("request.invalid"));
        assertThat(allowed(get)).containsExactlyInAnyOrder("POST", "OPTIONS");
    }

    @Test
    void aWrongMethodGetsAllowWithHeadAndOptions() {
        Response put = raw().header("Authorization", user.bearer()).put("/v1beta/lists");
        put.then().statusCode(405).body("code", equalTo("request.invalid"));
        assertThat(allowed(put)).containsExactlyInAnyOrder("GET", "HEAD", "POST", "OPTIONS");
    }

    @Test
    void aQueryValueOutOfRangeIs422AndOneThatIsNotANumberIs400() {
        String id = asUser().contentType(ContentType.JSON).body(TestRecipes.pancakes()).post("/v1beta/recipes")
                .then().statusCode(201).extract().path("id");
        asUser().queryParam("scale", "0").get("/v1beta/recipes/" + id).then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("scale"));
        asUser().queryParam("servings", "0").get("/v1beta/recipes/" + id).then().statusCode(422)
                .body("errors[0].pointer", equalTo("servings"));
        asUser().queryParam("scale", "abc").get("/v1beta/recipes/" + id).then().statusCode(400)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("scale"));
        asUser().queryParam("limit", "0").get("/v1beta/recipes").then().statusCode(400)
                .body("errors[0].pointer", equalTo("limit"));
    }
}
