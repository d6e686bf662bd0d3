package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import larder.platform.problem.ProblemFormat;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.context.MessageSourceResolvable;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.support.DefaultMessageSourceResolvable;
import org.springframework.context.support.StaticApplicationContext;
import org.springframework.core.DefaultParameterNameDiscoverer;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.validation.BeanPropertyBindingResult;
import org.springframework.validation.FieldError;
import org.springframework.validation.ObjectError;
import org.springframework.validation.method.MethodValidationResult;
import org.springframework.validation.method.ParameterValidationResult;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Exceptions become problem documents in one place: named rules, Spring MVC's errors, and bugs (the only 500). */
class ProblemHandlerTest {

    private static final String TOKEN_PATH = OAuthFormat.TOKEN_PATH;

    private final ProblemFormat oauth = new OAuthFormat();

    private final JsonMapper json = JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();
    private final ShutdownState shutdown = new ShutdownState();
    private final ProblemHandler handler = new ProblemHandler(new Problems(json, List.of(oauth)), shutdown);
    private final MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists");
    private final ServletWebRequest web = new ServletWebRequest(request);

    record Item(int quantity, String name) {
    }

    /** A handler method whose parameter a failure can name. */
    @SuppressWarnings("unused")
    void listItems(int limit) {
    }

    /** Handler methods whose arguments method validation refuses. */
    @SuppressWarnings("unused")
    void search(String q, int limit) {
    }

    @SuppressWarnings("unused")
    void create(@org.springframework.web.bind.annotation.RequestBody Object body) {
    }

    private ParameterValidationResult refused(String method, int index, String... messages)
            throws Exception {
        java.lang.reflect.Method handler = java.util.Arrays.stream(getClass().getDeclaredMethods())
                .filter(m -> m.getName().equals(method)).findFirst().orElseThrow();
        MethodParameter parameter = new MethodParameter(handler, index);
        parameter.initParameterNameDiscovery(new DefaultParameterNameDiscoverer());
        List<MessageSourceResolvable> errors = java.util.Arrays.stream(messages)
                .map(m -> (MessageSourceResolvable) new DefaultMessageSourceResolvable(new String[] {"x"}, m))
                .toList();
        return new ParameterValidationResult(parameter, null, errors, null, null, null, (e, t) -> null);
    }

    private ResponseEntity<Object> methodValidation(ParameterValidationResult... results) {
        java.lang.reflect.Method method = results[0].getMethodParameter().getMethod();
        return handler.handleHandlerMethodValidationException(
                new HandlerMethodValidationException(MethodValidationResult.create(this, method, List.of(results))),
                new HttpHeaders(), HttpStatus.BAD_REQUEST, web);
    }

    private static ProblemDetail detail(ResponseEntity<Object> answer) {
        assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        return (ProblemDetail) answer.getBody();
    }

    private static String code(ResponseEntity<Object> answer) {
        return (String) detail(answer).getProperties().get("code");
    }

    @SuppressWarnings("unchecked")
    private static List<FieldProblem> errors(ResponseEntity<Object> answer) {
        return (List<FieldProblem>) detail(answer).getProperties().get("errors");
    }

    private HttpMessageNotReadableException unreadable(Throwable cause) {
        HttpInputMessage input = new MockHttpInputMessage(new byte[0]);
        return new HttpMessageNotReadableException("unreadable", cause, input);
    }

    private JacksonException jacksonFailure(String body, Class<?> type) {
        return catchThrowableOfType(JacksonException.class, () -> json.readValue(body, type));
    }

    @ParameterizedTest
    @CsvSource({
            "name, /name",
            "allowedOrigins, /allowed_origins",
            "items[3].quantity, /items/3/quantity",
            "rawItems[0], /raw_items/0",
    })
    void beanValidationPathsBecomeJsonPointers(String path, String pointer) {
        assertThat(ProblemHandler.jsonPointer(path)).isEqualTo(pointer);
    }

    @Test
    void aBrokenRuleBecomesItsProblemWithItsHeaders() {
        ProblemException rule = new ProblemException(ProblemCode.RATE_LIMITED, HttpStatus.TOO_MANY_REQUESTS,
                "Slow down.", List.of(), Map.of("Retry-After", "3"));
        ResponseEntity<Object> answer = handler.handleProblem(rule, request);
        assertThat(answer.getStatusCode().value()).isEqualTo(429);
        assertThat(answer.getHeaders().getFirst("Retry-After")).isEqualTo("3");
        assertThat(code(answer)).isEqualTo("rate_limited");
        assertThat(detail(answer).getDetail()).isEqualTo("Slow down.");
        assertThat(detail(answer).getInstance()).hasToString("/v1beta/lists");
    }

    @Test
    void onARouteWithItsOwnFormatTheProblemIsWrittenInIt() {
        MockHttpServletRequest token = new MockHttpServletRequest("POST", TOKEN_PATH);
        ResponseEntity<Object> answer = handler.handleProblem(new ProblemException(ProblemCode.INVALID,
                HttpStatus.BAD_REQUEST, "No grant_type.", List.of()), token);
        assertThat(answer.getStatusCode().value()).isEqualTo(400);
        assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
        assertThat(answer.getHeaders().getFirst("Cache-Control")).isEqualTo("no-store");
        assertThat(answer.getBody()).isEqualTo(Map.of("error", "e400", "error_description", "No grant_type."));
    }

    @Test
    void aQueryParameterOfTheWrongTypeIsNamed() throws Exception {
        MethodParameter limit = new MethodParameter(getClass().getDeclaredMethod("listItems", int.class), 0);
        ResponseEntity<Object> answer = handler.handleTypeMismatch(new MethodArgumentTypeMismatchException("ten",
                int.class, "limit", limit, new NumberFormatException("ten")), request);
        assertThat(answer.getStatusCode().value()).isEqualTo(400);
        assertThat(code(answer)).isEqualTo("request.invalid");
        assertThat(detail(answer).getDetail()).isEqualTo("limit has the wrong type.");
        assertThat(errors(answer)).containsExactly(FieldProblem.invalid("limit", "has the wrong type"));
    }

    @Test
    void anUnexpectedFailureIsABugAndTheOnly500() {
        ResponseEntity<Object> answer = handler.handleUnexpected(new IllegalStateException("bug"), request);
        assertThat(answer.getStatusCode().value()).isEqualTo(500);
        assertThat(code(answer)).isEqualTo("internal");
        assertThat(detail(answer).getDetail()).isEqualTo("An unexpected error occurred; it has been logged.");
        assertThat(detail(answer).getProperties()).doesNotContainKey("errors");
    }

    @Test
    void noFreeConnectionIs503WithRetryAfter() {
        ResponseEntity<Object> answer = handler.handleUnexpected(new RuntimeException("pool",
                new SQLTransientConnectionException("timeout")), request);
        assertThat(answer.getStatusCode().value()).isEqualTo(503);
        assertThat(code(answer)).isEqualTo("unavailable");
        assertThat(answer.getHeaders().getFirst("Retry-After")).isEqualTo("1");
    }

    @Test
    void aDatabaseFailureIsABugUntilTheServerShutsDown() {
        RuntimeException failure = new RuntimeException("query", new SQLException("closed"));
        assertThat(handler.handleUnexpected(failure, request).getStatusCode().value()).isEqualTo(500);
        assertThat(shutdown.closing()).isFalse();
        shutdown.onApplicationEvent(new ContextClosedEvent(new StaticApplicationContext()));
        assertThat(shutdown.closing()).isTrue();
        ResponseEntity<Object> answer = handler.handleUnexpected(failure, request);
        assertThat(answer.getStatusCode().value()).isEqualTo(503);
        assertThat(code(answer)).isEqualTo("unavailable");
    }

    @Test
    void anUnexpectedFailureOnARouteWithItsOwnFormatIsWrittenInIt() {
        ResponseEntity<Object> answer = handler.handleUnexpected(new IllegalStateException("bug"),
                new MockHttpServletRequest("POST", TOKEN_PATH));
        assertThat(answer.getStatusCode().value()).isEqualTo(500);
        assertThat(answer.getBody()).isEqualTo(Map.of("error", "e500",
                "error_description", "An unexpected error occurred; it has been logged."));
    }

    @Test
    void aBodyTooLargeWhileBeingReadIs413() {
        ResponseEntity<Object> answer = handler.handleHttpMessageNotReadable(unreadable(new RuntimeException(
                new BodyTooLarge())), new HttpHeaders(), HttpStatus.BAD_REQUEST, web);
        assertThat(answer.getStatusCode().value()).isEqualTo(413);
        assertThat(code(answer)).isEqualTo("request.body_too_large");
    }

    @Test
    void aMemberOfTheWrongJsonTypeIsNamedByItsPointer() {
        JacksonException wrongType = jacksonFailure("{\"quantity\":\"ten\",\"name\":\"x\"}", Item.class);
        ResponseEntity<Object> answer = handler.handleHttpMessageNotReadable(unreadable(wrongType),
                new HttpHeaders(), HttpStatus.BAD_REQUEST, web);
        assertThat(answer.getStatusCode().value()).isEqualTo(400);
        assertThat(code(answer)).isEqualTo("request.invalid");
        assertThat(detail(answer).getDetail()).isEqualTo("/quantity has the wrong JSON type.");
        assertThat(errors(answer)).containsExactly(FieldProblem.invalid("/quantity", "has the wrong JSON type"));
    }

    @Test
    void aBodyOfTheWrongJsonTypeIsNamedAsTheBody() {
        JacksonException wrongType = jacksonFailure("42", Item.class);
        ResponseEntity<Object> answer = handler.handleHttpMessageNotReadable(unreadable(wrongType),
                new HttpHeaders(), HttpStatus.BAD_REQUEST, web);
        assertThat(detail(answer).getDetail()).isEqualTo("The body has the wrong JSON type.");
        assertThat(errors(answer)).containsExactly(FieldProblem.invalid("/", "has the wrong JSON type"));
    }

    @Test
    void dataAfterTheJsonValueIsMalformedJson() {
        JacksonException trailing = jacksonFailure("{\"quantity\":1,\"name\":\"x\"}{", Item.class);
        assertThat(trailing.getOriginalMessage()).startsWith("Trailing token");
        ResponseEntity<Object> answer = handler.handleHttpMessageNotReadable(unreadable(trailing),
                new HttpHeaders(), HttpStatus.BAD_REQUEST, web);
        assertThat(answer.getStatusCode().value()).isEqualTo(400);
        assertThat(code(answer)).isEqualTo("request.malformed_json");
        assertThat(detail(answer).getDetail()).startsWith("The body is not valid JSON: Trailing token");
    }

    @Test
    void unparseableJsonIsMalformedWithJacksonsReason() {
        JacksonException broken = jacksonFailure("{\"quantity\":", Item.class);
        ResponseEntity<Object> answer = handler.handleHttpMessageNotReadable(unreadable(broken),
                new HttpHeaders(), HttpStatus.BAD_REQUEST, web);
        assertThat(code(answer)).isEqualTo("request.malformed_json");
        assertThat(detail(answer).getDetail()).isEqualTo("The body is not valid JSON: " + broken.getOriginalMessage());
        assertThat(detail(answer).getProperties()).doesNotContainKey("errors");
    }

    @Test
    void aMissingBodyIsMalformedJson() {
        ResponseEntity<Object> answer = handler.handleHttpMessageNotReadable(unreadable(null), new HttpHeaders(),
                HttpStatus.BAD_REQUEST, web);
        assertThat(code(answer)).isEqualTo("request.malformed_json");
        assertThat(detail(answer).getDetail()).isEqualTo("The request body is missing or is not valid JSON.");
    }

    @Test
    void invalidFieldsAreNamedByJsonPointerAndObjectRulesByTheRoot() throws Exception {
        BeanPropertyBindingResult result = new BeanPropertyBindingResult(new Object(), "listInput");
        result.addError(new FieldError("listInput", "items[3].quantity", "must be positive"));
        result.addError(new FieldError("listInput", "allowedOrigins", null, false, null, null, null));
        result.addError(new ObjectError("listInput", "needs a name or a recipe"));
        MethodParameter parameter = new MethodParameter(getClass().getDeclaredMethod("listItems", int.class), 0);
        ResponseEntity<Object> answer = handler.handleMethodArgumentNotValid(
                new MethodArgumentNotValidException(parameter, result), new HttpHeaders(),
                HttpStatus.BAD_REQUEST, web);
        assertThat(answer.getStatusCode().value()).isEqualTo(422);
        assertThat(code(answer)).isEqualTo("request.invalid");
        assertThat(errors(answer)).containsExactly(
                FieldProblem.invalid("/items/3/quantity", "must be positive"),
                FieldProblem.invalid("/allowed_origins", "is invalid"),
                FieldProblem.invalid("/", "needs a name or a recipe"));
    }

    @ParameterizedTest
    @CsvSource({
            "404, not_found",
            "406, request.not_acceptable",
            "413, request.body_too_large",
            "415, request.unsupported_media_type",
            "400, request.invalid",
            "405, request.invalid",
            "422, request.invalid",
            "409, request.invalid",
            "500, internal",
            "503, internal",
    })
    void aFrameworkErrorGetsTheCodeOfItsStatus(int status, String code) {
        ResponseEntity<Object> answer = handler.handleExceptionInternal(new RuntimeException("framework"), null,
                null, HttpStatusCode.valueOf(status), web);
        assertThat(answer.getStatusCode().value()).isEqualTo(status);
        assertThat(code(answer)).isEqualTo(code);
        assertThat(detail(answer).getDetail()).isEqualTo(HttpStatus.valueOf(status).getReasonPhrase());
    }

    @Test
    void aFrameworkErrorKeepsItsDetailAndHeaders() {
        ProblemDetail body = ProblemDetail.forStatusAndDetail(HttpStatus.METHOD_NOT_ALLOWED, "Use GET.");
        HttpHeaders headers = new HttpHeaders();
        headers.setAllow(Set.of(HttpMethod.GET));
        ResponseEntity<Object> answer = handler.handleExceptionInternal(
                new HttpRequestMethodNotSupportedException("DELETE", List.of("GET")), body, headers,
                HttpStatus.METHOD_NOT_ALLOWED, web);
        assertThat(code(answer)).isEqualTo("request.invalid");
        assertThat(detail(answer).getDetail()).isEqualTo("Use GET.");
        assertThat(answer.getHeaders().getAllow()).containsExactly(HttpMethod.GET);
    }

    @Test
    void aFrameworkProblemWithoutDetailGetsTheReasonPhrase() {
        ProblemDetail body = ProblemDetail.forStatus(HttpStatus.NOT_FOUND);
        ResponseEntity<Object> answer = handler.handleExceptionInternal(new RuntimeException("no route"), body,
                new HttpHeaders(), HttpStatus.NOT_FOUND, web);
        assertThat(detail(answer).getDetail()).isEqualTo("Not Found");
    }

    @Test
    void mediaTypeErrorsAreNamedByTheirKindWhateverTheirStatus() {
        assertThat(code(handler.handleExceptionInternal(new HttpMediaTypeNotSupportedException("text/csv"), null,
                null, HttpStatus.BAD_REQUEST, web))).isEqualTo("request.unsupported_media_type");
        assertThat(code(handler.handleExceptionInternal(new HttpMediaTypeNotAcceptableException("text/csv"), null,
                null, HttpStatus.BAD_REQUEST, web))).isEqualTo("request.not_acceptable");
        assertThat(code(handler.handleExceptionInternal(new HttpRequestMethodNotSupportedException("DELETE"), null,
                null, HttpStatus.NOT_FOUND, web))).isEqualTo("request.invalid");
    }

    @Test
    void aQueryParameterMethodValidationRefusesIsA400NamingIt() throws Exception {
        ResponseEntity<Object> answer = methodValidation(refused("search", 1, "must be at least 1"));
        assertThat(answer.getStatusCode().value()).isEqualTo(400);
        assertThat(code(answer)).isEqualTo("request.invalid");
        assertThat(detail(answer).getDetail()).isEqualTo("limit: must be at least 1");
        assertThat(errors(answer)).containsExactly(FieldProblem.invalid("limit", "must be at least 1"));
    }

    @Test
    void severalRefusedParametersAreCounted() throws Exception {
        ResponseEntity<Object> answer = methodValidation(refused("search", 0, "must not be blank"),
                refused("search", 1, "must be at least 1", null));
        assertThat(detail(answer).getDetail()).isEqualTo("3 fields are invalid.");
        assertThat(errors(answer)).containsExactly(FieldProblem.invalid("q", "must not be blank"),
                FieldProblem.invalid("limit", "must be at least 1"), FieldProblem.invalid("limit", "is invalid"));
    }

    @Test
    void aRefusedBodyIsA422() throws Exception {
        ResponseEntity<Object> answer = methodValidation(refused("create", 0, "must not be null"));
        assertThat(answer.getStatusCode().value()).isEqualTo(422);
        assertThat(errors(answer)).containsExactly(FieldProblem.invalid("body", "must not be null"));
    }
}
