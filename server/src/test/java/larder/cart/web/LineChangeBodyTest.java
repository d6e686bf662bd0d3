package larder.cart.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.stream.Stream;
import larder.cart.LineChange;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;

/** A cart line's PATCH body becomes a typed change, or the problem the API answers, member by member. */
class LineChangeBodyTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    static Stream<Arguments> bodiesThatAreChanges() {
        return Stream.of(arguments("{\"packs\": 2}", 2, null),
                arguments("{\"sku\": \"FL-250\"}", null, "FL-250"),
                arguments("{\"packs\": 999, \"sku\": \"FL-1\"}", 999, "FL-1"),
                arguments("{\"packs\": null, \"sku\": \"FL-1\"}", null, "FL-1"),
                arguments("{\"packs\": 1, \"sku\": null, \"note\": \"ignored\"}", 1, null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void bodiesThatAreChanges(String body, Integer packs, String sku) {
        assertThat(LineChangeBody.read(JSON.readTree(body))).isEqualTo(new LineChange(packs, sku));
    }

    /** Each problem, with the bodies that get it: the members are judged in order, packs before sku. */
    static Stream<Arguments> bodiesThatAreRefused() {
        return Stream.of(
                refused(400, "/", "The body must be a JSON object.", "[]", "null", "\"packs\""),
                refused(400, "/packs", "must be a whole number", "{\"packs\": 2.5}", "{\"packs\": \"2\"}",
                        "{\"packs\": true, \"sku\": 5}"),
                refused(422, "/packs", "must be 1 to 999", "{\"packs\": 0}", "{\"packs\": 1000}",
                        "{\"packs\": 3000000000}", "{\"packs\": 99999999999999999999}", "{\"packs\": 0, \"sku\": 5}"),
                refused(400, "/sku", "must be a string", "{\"sku\": 5}", "{\"packs\": 2, \"sku\": [\"FL-1\"]}"),
                refused(422, "/", "send packs, sku or both", "{}", "{\"packs\": null, \"sku\": null}"))
                .flatMap(bodies -> bodies);
    }

    private static Stream<Arguments> refused(int status, String pointer, String message, String... bodies) {
        return Stream.of(bodies).map(body -> arguments(body, status, pointer, message));
    }

    @ParameterizedTest(name = "{0}: {1} at {2}")
    @MethodSource
    void bodiesThatAreRefused(String body, int status, String pointer, String message) {
        ProblemException refused = catchThrowableOfType(ProblemException.class,
                () -> LineChangeBody.read(JSON.readTree(body)));
        assertThat(refused).isNotNull();
        assertThat(refused.status().value()).isEqualTo(status);
        assertThat(refused.code().code()).isEqualTo("request.invalid");
        assertThat(refused.errors()).containsExactly(new FieldProblem(pointer, "request.invalid", message));
    }

    @Test
    void noBodyAtAllIsNoObject() {
        ProblemException refused = catchThrowableOfType(ProblemException.class, () -> LineChangeBody.read(null));
        assertThat(refused).isNotNull();
        assertThat(refused.status().value()).isEqualTo(400);
        assertThat(refused.errors()).extracting(FieldProblem::pointer).containsExactly("/");
    }
}
