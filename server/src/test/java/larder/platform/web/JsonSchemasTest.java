package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.Paths;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.parameters.RequestBody;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The OpenAPI 3.0 manner of swagger-core, rewritten as JSON Schema 2020-12 says it (OpenAPI 3.1). */
@SuppressWarnings({"rawtypes", "unchecked"})
class JsonSchemasTest {

    private static Schema<?> typed(String... types) {
        return new Schema<>().types(new LinkedHashSet<>(List.of(types)));
    }

    private static Schema<?> ref(String name) {
        return new Schema<>().$ref("#/components/schemas/" + name);
    }

    private static Content json(Schema<?> schema) {
        return new Content().addMediaType("application/json", new MediaType().schema(schema));
    }

    private static OpenAPI document(Components components, Operation... gets) {
        Paths paths = new Paths();
        for (int i = 0; i < gets.length; i++) {
            paths.addPathItem("/p" + i, new PathItem().get(gets[i]));
        }
        return new OpenAPI().components(components).paths(paths);
    }

    private static Operation answering(Schema<?> schema) {
        return new Operation().responses(new ApiResponses().addApiResponse("200", new ApiResponse().content(json(schema))));
    }

    private static Operation taking(Schema<?> schema) {
        return new Operation().requestBody(new RequestBody().content(json(schema)))
                .responses(new ApiResponses().addApiResponse("204", new ApiResponse()));
    }

    private static Set<String> types(Schema<?> schema) {
        return schema.getTypes();
    }

    @Test
    void anObjectSchemaSaysItIsAnObject() {
        Schema withProperties = new Schema<>().addProperty("name", typed("string"));
        Schema map = new Schema<>().additionalProperties(typed("integer"));
        Schema alreadyTyped = typed("object", "null").addProperty("name", typed("string"));
        Schema scalar = typed("string");
        Schema free = new Schema<>().additionalProperties(true);
        JsonSchemas.normalise(document(new Components().addSchemas("A", withProperties).addSchemas("M", map)
                .addSchemas("T", alreadyTyped).addSchemas("S", scalar).addSchemas("F", free)), Set.of());
        assertThat(types(withProperties)).containsExactly("object");
        assertThat(types(map)).containsExactly("object");
        assertThat(types(alreadyTyped)).containsExactly("object", "null");
        assertThat(types(scalar)).containsExactly("string");
        assertThat(free.getTypes()).isNull();
    }

    @Test
    void anEmptyTypeSetOfAnObjectIsFilledIn() {
        Schema empty = new Schema<>().types(new LinkedHashSet<>()).addProperty("name", typed("string"));
        JsonSchemas.normalise(document(new Components().addSchemas("E", empty)), Set.of());
        assertThat(types(empty)).containsExactly("object");
    }

    @Test
    void aPropertyMarkedNullableTakesNullInItsTypes() {
        Schema item = new Schema<>().addProperty("note", typed("string")).addProperty("name", typed("string"));
        JsonSchemas.normalise(document(new Components().addSchemas("Item", item)), Set.of("Item.note", "Other.name"));
        assertThat(types((Schema<?>) item.getProperties().get("note"))).containsExactly("string", "null");
        assertThat(types((Schema<?>) item.getProperties().get("name"))).containsExactly("string");
        assertThat(((Schema<?>) item.getProperties().get("note")).getNullable()).isNull();
    }

    @Test
    void aNullableSchemaIn30MannerTakesNullBesideItsSingleType() {
        Schema note = new Schema<>().type("string").nullable(true);
        Schema item = new Schema<>().addProperty("note", note);
        JsonSchemas.normalise(document(new Components().addSchemas("Item", item)), Set.of());
        assertThat(types(note)).containsExactly("string", "null");
        assertThat(note.getNullable()).isNull();
    }

    @Test
    void aNullableEnumTakesNullAmongItsValues() {
        Schema unit = typed("string").nullable(true);
        unit.setEnum(new ArrayList<>(List.of("g", "ml")));
        Schema already = typed("string").nullable(true);
        already.setEnum(new ArrayList<>(Arrays.asList("a", null)));
        Schema notNullable = typed("string");
        notNullable.setEnum(new ArrayList<>(List.of("x")));
        Schema item = new Schema<>().addProperty("unit", unit).addProperty("already", already)
                .addProperty("plain", notNullable);
        JsonSchemas.normalise(document(new Components().addSchemas("Item", item)), Set.of());
        assertThat(unit.getEnum()).containsExactly("g", "ml", null);
        assertThat(already.getEnum()).containsExactly("a", null);
        assertThat(notNullable.getEnum()).containsExactly("x");
        assertThat(types(notNullable)).containsExactly("string");
    }

    @Test
    void aNullableReferenceBecomesAnyOfTheReferenceAndNull() {
        Schema item = new Schema<>().addProperty("recipe", ref("Recipe").description("Where it came from"))
                .addProperty("cart", ref("Cart"));
        JsonSchemas.normalise(document(new Components().addSchemas("Item", item)), Set.of("Item.recipe"));
        Schema recipe = (Schema) item.getProperties().get("recipe");
        assertThat(recipe.get$ref()).isNull();
        assertThat(recipe.getDescription()).isEqualTo("Where it came from");
        assertThat(recipe.getAnyOf()).hasSize(2);
        assertThat(((Schema) recipe.getAnyOf().get(0)).get$ref()).isEqualTo("#/components/schemas/Recipe");
        assertThat(types((Schema) recipe.getAnyOf().get(1))).containsExactly("null");
        Schema cart = (Schema) item.getProperties().get("cart");
        assertThat(cart.get$ref()).isEqualTo("#/components/schemas/Cart");
        assertThat(cart.getAnyOf()).isNull();
    }

    @Test
    void anExclusiveBoundBecomesTheNumberForm() {
        Schema price = typed("number").minimum(BigDecimal.ZERO).exclusiveMinimum(true)
                .maximum(BigDecimal.TEN).exclusiveMaximum(true);
        Schema inclusive = typed("number").minimum(BigDecimal.ONE).maximum(BigDecimal.TWO)
                .exclusiveMinimum(false).exclusiveMaximum(false);
        Schema boundless = typed("number").exclusiveMinimum(true).exclusiveMaximum(true);
        Schema item = new Schema<>().addProperty("price", price).addProperty("count", inclusive)
                .addProperty("any", boundless);
        JsonSchemas.normalise(document(new Components().addSchemas("Item", item)), Set.of());
        assertThat(price.getExclusiveMinimumValue()).isEqualTo(BigDecimal.ZERO);
        assertThat(price.getMinimum()).isNull();
        assertThat(price.getExclusiveMinimum()).isNull();
        assertThat(price.getExclusiveMaximumValue()).isEqualTo(BigDecimal.TEN);
        assertThat(price.getMaximum()).isNull();
        assertThat(price.getExclusiveMaximum()).isNull();
        assertThat(inclusive.getMinimum()).isEqualTo(BigDecimal.ONE);
        assertThat(inclusive.getMaximum()).isEqualTo(BigDecimal.TWO);
        assertThat(inclusive.getExclusiveMinimumValue()).isNull();
        assertThat(inclusive.getExclusiveMaximumValue()).isNull();
        assertThat(boundless.getExclusiveMinimum()).isTrue();
        assertThat(boundless.getExclusiveMaximum()).isTrue();
        assertThat(boundless.getExclusiveMinimumValue()).isNull();
    }

    @Test
    void nestedSchemasAreReachedThroughItemsMapsAndCompositions() {
        Schema inItems = typed("string").nullable(true);
        Schema inMap = typed("integer").nullable(true);
        Schema inAllOf = typed("string").nullable(true);
        Schema inAnyOf = typed("string").nullable(true);
        Schema inOneOf = typed("string").nullable(true);
        Schema deep = new Schema<>().addProperty("deep", typed("string").nullable(true));
        Schema holder = new Schema<>()
                .addProperty("list", typed("array").items(inItems))
                .addProperty("map", new Schema<>().additionalProperties(inMap))
                .addProperty("all", new Schema<>().allOf(new ArrayList<>(List.of(inAllOf))))
                .addProperty("any", new Schema<>().anyOf(new ArrayList<>(List.of(inAnyOf))))
                .addProperty("one", new Schema<>().oneOf(new ArrayList<>(List.of(inOneOf))))
                .addProperty("object", deep);
        JsonSchemas.normalise(document(new Components().addSchemas("Holder", holder)), Set.of());
        for (Schema nested : List.of(inItems, inAllOf, inAnyOf, inOneOf,
                (Schema) deep.getProperties().get("deep"))) {
            assertThat(types(nested)).containsExactly("string", "null");
        }
        assertThat(types(inMap)).containsExactly("integer", "null");
        assertThat(types(deep)).containsExactly("object");
        assertThat(types((Schema) holder.getProperties().get("map"))).containsExactly("object");
    }

    @Test
    void aNullableReferenceInsideAMapOrListIsRewrittenInPlace() {
        Schema holder = new Schema<>()
                .addProperty("list", typed("array").items(ref("Recipe").nullable(true)))
                .addProperty("map", new Schema<>().additionalProperties(ref("Recipe").nullable(true)))
                .addProperty("any", new Schema<>().oneOf(new ArrayList<>(List.of(ref("Recipe").nullable(true)))));
        JsonSchemas.normalise(document(new Components().addSchemas("Holder", holder)), Set.of());
        Schema list = (Schema) holder.getProperties().get("list");
        Schema map = (Schema) holder.getProperties().get("map");
        Schema any = (Schema) holder.getProperties().get("any");
        assertThat(list.getItems().getAnyOf()).hasSize(2);
        assertThat(((Schema) map.getAdditionalProperties()).getAnyOf()).hasSize(2);
        assertThat(((Schema) any.getOneOf().get(0)).getAnyOf()).hasSize(2);
    }

    @Test
    void aSchemaThatHoldsItselfIsVisitedOnce() {
        Schema node = new Schema<>();
        node.addProperty("next", node);
        JsonSchemas.normalise(document(new Components().addSchemas("Node", node)), Set.of());
        assertThat(types(node)).containsExactly("object");
    }

    @Test
    void parametersBodiesAnswersAndHeadersAreReached() {
        Schema parameter = typed("string").nullable(true);
        Schema body = typed("string").nullable(true);
        Schema answer = typed("string").nullable(true);
        Schema header = typed("string").nullable(true);
        Operation post = new Operation()
                .addParametersItem(new Parameter().name("q").schema(parameter))
                .addParametersItem(new Parameter().name("schemaless"))
                .requestBody(new RequestBody().content(json(body)))
                .responses(new ApiResponses()
                        .addApiResponse("200", new ApiResponse().content(json(answer))
                                .addHeaderObject("X-Thing", new Header().schema(header)))
                        .addApiResponse("204", new ApiResponse()));
        OpenAPI openApi = new OpenAPI().paths(new Paths().addPathItem("/p", new PathItem().post(post)));
        JsonSchemas.normalise(openApi, Set.of());
        for (Schema schema : List.of(parameter, body, answer, header)) {
            assertThat(types(schema)).containsExactly("string", "null");
        }
    }

    @Test
    void aNullableReferenceAsAParameterOrBodyIsReplaced() {
        Operation post = new Operation()
                .addParametersItem(new Parameter().name("q").schema(ref("Q").nullable(true)))
                .requestBody(new RequestBody().content(json(ref("Body").nullable(true))))
                .responses(new ApiResponses().addApiResponse("200", new ApiResponse()
                        .addHeaderObject("X-Thing", new Header().schema(ref("H").nullable(true)))));
        OpenAPI openApi = new OpenAPI().paths(new Paths().addPathItem("/p", new PathItem().post(post)));
        JsonSchemas.normalise(openApi, Set.of());
        assertThat(post.getParameters().get(0).getSchema().getAnyOf()).hasSize(2);
        assertThat(post.getRequestBody().getContent().get("application/json").getSchema().getAnyOf()).hasSize(2);
        assertThat(post.getResponses().get("200").getHeaders().get("X-Thing").getSchema().getAnyOf()).hasSize(2);
    }

    @Test
    void aSchemaOnlyAnswersUseListsEveryMemberAsRequired() {
        Schema list = new Schema<>().addProperty("id", typed("string")).addProperty("name", typed("string"))
                .addProperty("items", typed("array").items(ref("Item")));
        Schema item = new Schema<>().addProperty("text", typed("string")).addProperty("note", typed("string"));
        Schema page = new Schema<>().addProperty("data", typed("array").items(ref("List")));
        Components components = new Components().addSchemas("List", list).addSchemas("Item", item)
                .addSchemas("Page", page);
        JsonSchemas.normalise(document(components, answering(ref("Page"))), Set.of());
        assertThat(page.getRequired()).containsExactly("data");
        assertThat(list.getRequired()).containsExactlyInAnyOrder("id", "name", "items");
        assertThat(item.getRequired()).containsExactlyInAnyOrder("text", "note");
    }

    @Test
    void aSchemaRequestsUseTooIsLeftAsItIs() {
        Schema input = new Schema<>().addProperty("name", typed("string")).addProperty("note", typed("string"));
        Schema nested = new Schema<>().addProperty("x", typed("string"));
        Schema wrapper = new Schema<>().addProperty("input", ref("Input"))
                .addProperty("more", new Schema<>().additionalProperties(ref("Nested")));
        Components components = new Components().addSchemas("Input", input).addSchemas("Nested", nested)
                .addSchemas("Wrapper", wrapper);
        JsonSchemas.normalise(document(components, answering(ref("Wrapper")), taking(ref("Wrapper"))), Set.of());
        assertThat(input.getRequired()).isNull();
        assertThat(nested.getRequired()).isNull();
        assertThat(wrapper.getRequired()).isNull();
    }

    @Test
    void referencesAreFollowedThroughMapsAndCompositions() {
        Schema viaMap = new Schema<>().addProperty("a", typed("string"));
        Schema viaAllOf = new Schema<>().addProperty("b", typed("string"));
        Schema viaAnyOf = new Schema<>().addProperty("c", typed("string"));
        Schema viaOneOf = new Schema<>().addProperty("d", typed("string"));
        Schema answer = new Schema<>()
                .addProperty("map", new Schema<>().additionalProperties(ref("ViaMap")))
                .addProperty("all", new Schema<>().allOf(new ArrayList<>(List.of(ref("ViaAllOf")))))
                .addProperty("any", new Schema<>().anyOf(new ArrayList<>(List.of(ref("ViaAnyOf")))))
                .addProperty("one", new Schema<>().oneOf(new ArrayList<>(List.of(ref("ViaOneOf")))));
        Components components = new Components().addSchemas("Answer", answer).addSchemas("ViaMap", viaMap)
                .addSchemas("ViaAllOf", viaAllOf).addSchemas("ViaAnyOf", viaAnyOf).addSchemas("ViaOneOf", viaOneOf);
        JsonSchemas.normalise(document(components, answering(ref("Answer"))), Set.of());
        assertThat(viaMap.getRequired()).containsExactly("a");
        assertThat(viaAllOf.getRequired()).containsExactly("b");
        assertThat(viaAnyOf.getRequired()).containsExactly("c");
        assertThat(viaOneOf.getRequired()).containsExactly("d");
    }

    @Test
    void answersThatAlreadyRequireSomeMembersKeepTheirList() {
        Schema answer = new Schema<>().addProperty("id", typed("string")).addProperty("note", typed("string"))
                .required(new ArrayList<>(List.of("id")));
        Schema empty = new Schema<>().addProperty("id", typed("string")).required(new ArrayList<>());
        Schema scalar = typed("string");
        Schema both = new Schema<>().addProperty("first", ref("Answer")).addProperty("second", ref("Empty"))
                .addProperty("third", ref("Scalar"));
        Components components = new Components().addSchemas("Answer", answer).addSchemas("Empty", empty)
                .addSchemas("Scalar", scalar).addSchemas("Both", both);
        JsonSchemas.normalise(document(components, answering(ref("Both"))), Set.of());
        assertThat(answer.getRequired()).containsExactly("id");
        assertThat(empty.getRequired()).containsExactly("id");
        assertThat(scalar.getRequired()).isNull();
    }

    @Test
    void aCycleOfReferencesIsFollowedOnce() {
        Schema a = new Schema<>().addProperty("b", ref("B"));
        Schema b = new Schema<>().addProperty("a", ref("A"));
        JsonSchemas.normalise(document(new Components().addSchemas("A", a).addSchemas("B", b),
                answering(ref("A"))), Set.of());
        assertThat(a.getRequired()).containsExactly("b");
        assertThat(b.getRequired()).containsExactly("a");
    }

    @Test
    void aDocumentWithoutPathsOrComponentsIsLeftAlone() {
        Schema item = new Schema<>().addProperty("id", typed("string"));
        OpenAPI noPaths = new OpenAPI().components(new Components().addSchemas("Item", item));
        JsonSchemas.normalise(noPaths, Set.of());
        assertThat(types(item)).containsExactly("object");
        assertThat(item.getRequired()).isNull();

        Schema answer = typed("string").nullable(true);
        OpenAPI noComponents = new OpenAPI().paths(new Paths().addPathItem("/p",
                new PathItem().get(answering(answer))));
        JsonSchemas.normalise(noComponents, Set.of());
        assertThat(types(answer)).containsExactly("string", "null");

        OpenAPI noSchemas = new OpenAPI().components(new Components()).paths(new Paths().addPathItem("/p",
                new PathItem().get(answering(ref("Gone")))));
        JsonSchemas.normalise(noSchemas, Set.of());
        assertThat(noSchemas.getComponents().getSchemas()).isNull();
    }

    @Test
    void answersWithoutContentAreSkipped() {
        Schema item = new Schema<>().addProperty("id", typed("string"));
        Operation noBody = new Operation().requestBody(new RequestBody())
                .responses(new ApiResponses().addApiResponse("204", new ApiResponse())
                        .addApiResponse("200", new ApiResponse().content(json(ref("Item")))));
        Operation noResponses = new Operation();
        JsonSchemas.normalise(document(new Components().addSchemas("Item", item), noBody, noResponses), Set.of());
        assertThat(item.getRequired()).containsExactly("id");
    }
}
