package larder.list.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.stream.Stream;
import larder.list.ItemChange;
import larder.platform.Sent;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;

/** What a PATCH body of an item reads as: the typed change, or the 400 that names the first member of a wrong type. */
class ItemPatchTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Sent<Boolean> NO_FLAG = Sent.leftOut();
    private static final Sent<String> NO_TEXT = Sent.leftOut();
    private static final Sent<Double> NO_NUMBER = Sent.leftOut();

    static Stream<Arguments> readableBodies() {
        return Stream.of(
                arguments("{}", new ItemChange(NO_FLAG, NO_TEXT, NO_NUMBER, NO_NUMBER, NO_TEXT, NO_TEXT, NO_TEXT)),
                arguments("{\"checked\": true}",
                        new ItemChange(Sent.of(true), NO_TEXT, NO_NUMBER, NO_NUMBER, NO_TEXT, NO_TEXT, NO_TEXT)),
                arguments("{\"checked\": false, \"name\": \" eggs \", \"quantity\": 2, \"quantity_max\": 2.5, "
                                + "\"unit\": \"dozen\", \"comment\": \"\", \"brand\": \"Hen\"}",
                        new ItemChange(Sent.of(false), Sent.of(" eggs "), Sent.of(2.0), Sent.of(2.5),
                                Sent.of("dozen"), Sent.of(""), Sent.of("Hen"))),
                arguments("{\"name\": null, \"quantity\": null, \"quantity_max\": null, \"unit\": null, "
                                + "\"comment\": null, \"brand\": null}",
                        new ItemChange(NO_FLAG, Sent.of(null), Sent.of(null), Sent.of(null), Sent.of(null),
                                Sent.of(null), Sent.of(null))),
                arguments("{\"quantity\": -1e308}",
                        new ItemChange(NO_FLAG, NO_TEXT, Sent.of(-1e308), NO_NUMBER, NO_TEXT, NO_TEXT, NO_TEXT)),
                arguments("{\"id\": \"itm_forged\", \"recipe\": {\"id\": 5}, \"text\": 3}",
                        new ItemChange(NO_FLAG, NO_TEXT, NO_NUMBER, NO_NUMBER, NO_TEXT, NO_TEXT, NO_TEXT)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readableBodies")
    void aBodyOfTheRightTypesReadsAsTheChangeItAsks(String body, ItemChange change) {
        assertThat(ItemPatch.read(JSON.readTree(body))).isEqualTo(change);
    }

    static Stream<Arguments> unreadableBodies() {
        String object = "The body must be a JSON object.";
        return Stream.of(
                arguments("[]", "/", object),
                arguments("\"checked\"", "/", object),
                arguments("null", "/", object),
                arguments("{\"checked\": null}", "/checked", "must be true or false"),
                arguments("{\"checked\": \"true\"}", "/checked", "must be true or false"),
                arguments("{\"checked\": 1}", "/checked", "must be true or false"),
                arguments("{\"name\": 5}", "/name", "must be a string"),
                arguments("{\"quantity\": \"2\"}", "/quantity", "must be a number"),
                arguments("{\"quantity_max\": true}", "/quantity_max", "must be a number"),
                arguments("{\"unit\": 1}", "/unit", "must be a string"),
                arguments("{\"comment\": [\"x\"]}", "/comment", "must be a string"),
                arguments("{\"brand\": {}}", "/brand", "must be a string"),
                arguments("{\"brand\": 1, \"unit\": 2, \"checked\": \"no\"}", "/checked", "must be true or false"),
                arguments("{\"brand\": 1, \"name\": \"ok\", \"quantity\": \"x\"}", "/quantity", "must be a number"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unreadableBodies")
    void aBodyOfAWrongTypeIs400NamingTheFirstWrongMember(String body, String pointer, String message) {
        InvalidRequest refused = catchThrowableOfType(InvalidRequest.class, () -> ItemPatch.read(JSON.readTree(body)));
        assertThat(refused).isNotNull();
        assertThat(refused.status().value()).isEqualTo(400);
        assertThat(refused.code().code()).isEqualTo("request.invalid");
        assertThat(refused.errors()).containsExactly(FieldProblem.invalid(pointer, message));
    }
}
