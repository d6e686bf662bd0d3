package dev.larder.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.larder.client.model.ListInput;
import dev.larder.client.model.ListPatch;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The client's HTTP behaviour against a scripted loopback server: retries, keys, headers, errors. */
class TransportTest {

    record Seen(String method, String path, Map<String, List<String>> headers, String body) {
        String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().getFirst()).findFirst().orElse(null);
        }
    }

    record Reply(int status, String body, Map<String, String> headers) {
        static Reply json(int status, String body) {
            return new Reply(status, body, Map.of());
        }
    }

    private static final String LIST = "{\"id\":\"lst_1\",\"name\":\"Weekend\",\"version\":3,\"primary\":true,"
            + "\"items\":[],\"recipes\":[],\"combined_items\":[],\"created_at\":\"2026-11-25T10:00:00Z\","
            + "\"updated_at\":\"2026-11-25T10:00:00Z\",\"unknown_new_field\":1}";

    private HttpServer server;
    private final Deque<Reply> replies = new ArrayDeque<>();
    private final List<Seen> seen = new CopyOnWriteArrayList<>();
    private final List<Duration> waits = new CopyOnWriteArrayList<>();
    private LarderClient client;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", this::answer);
        server.start();
        client = LarderClient.builder("http://127.0.0.1:" + server.getAddress().getPort())
                .credentials(Credentials.managementToken("lmt_test"))
                .retryPolicy(new RetryPolicy(3, Duration.ofMillis(100), Duration.ofSeconds(1), Duration.ofSeconds(30)))
                .sleeper(waits::add)
                .build();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private synchronized void answer(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            seen.add(new Seen(exchange.getRequestMethod(), exchange.getRequestURI().toString(),
                    Map.copyOf(exchange.getRequestHeaders()), new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        }
        Reply reply = replies.isEmpty() ? Reply.json(200, LIST) : replies.poll();
        reply.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
        boolean problem = reply.status() >= 400;
        exchange.getResponseHeaders().add("Content-Type", problem ? "application/problem+json" : "application/json");
        byte[] body = reply.body() == null ? new byte[0] : reply.body().getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(reply.status(), body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            exchange.getResponseBody().write(body);
        }
        exchange.close();
    }

    private static String problem(int status, String code) {
        return "{\"type\":\"about:blank\",\"title\":\"x\",\"status\":" + status + ",\"code\":\"" + code + "\"}";
    }

    @Test
    void aPostIsRetriedOn503And429WithOneIdempotencyKeyHonouringRetryAfter() {
        replies.add(new Reply(503, problem(503, "unavailable"), Map.of("Retry-After", "2")));
        replies.add(Reply.json(429, problem(429, "rate_limited")));
        replies.add(Reply.json(201, LIST));

        var list = client.lists().create(ListInput.of("Weekend", List.of("2 lemons"), null));

        assertThat(list.id()).isEqualTo("lst_1");
        assertThat(list.version()).isEqualTo(3L);
        assertThat(seen).hasSize(3).allMatch(s -> s.method().equals("POST") && s.path().equals("/v1beta/lists"));
        String key = seen.getFirst().header("Idempotency-Key");
        assertThat(key).isNotBlank();
        assertThat(seen).allMatch(s -> key.equals(s.header("Idempotency-Key")));
        assertThat(waits.getFirst()).as("the server's Retry-After").isEqualTo(Duration.ofSeconds(2));
        assertThat(waits.get(1)).as("the back-off of the second retry").isBetween(Duration.ofMillis(100),
                Duration.ofMillis(200));
        assertThat(seen.getFirst().body()).isEqualTo("{\"name\":\"Weekend\",\"raw_items\":[\"2 lemons\"]}");
        assertThat(seen.getFirst().header("Authorization")).isEqualTo("Bearer lmt_test");
        assertThat(seen.getFirst().header("Content-Type")).isEqualTo("application/json");
    }

    @Test
    void twoLogicalPostsHaveTwoKeysAndAGivenKeyIsUsed() {
        client.lists().create(ListInput.of("A", null, null));
        client.lists().create(ListInput.of("B", null, null), RequestOption.idempotencyKey("order-42"));
        assertThat(seen.get(0).header("Idempotency-Key")).isNotEqualTo(seen.get(1).header("Idempotency-Key"));
        assertThat(seen.get(1).header("Idempotency-Key")).isEqualTo("order-42");
    }

    @Test
    void retriesAreBoundedAndTheLastProblemIsThrown() {
        for (int i = 0; i < 4; i++) {
            replies.add(Reply.json(500, problem(500, "internal")));
        }
        assertThatThrownBy(() -> client.lists().get("lst_1"))
                .isInstanceOfSatisfying(LarderException.class, e -> {
                    assertThat(e.status()).isEqualTo(500);
                    assertThat(e.code()).isEqualTo("internal");
                });
        assertThat(seen).hasSize(4);
        assertThat(waits).hasSize(3);
    }

    @Test
    void clientErrorsAreNotRetriedAndCarryTheProblem() {
        replies.add(Reply.json(422, "{\"type\":\"about:blank\",\"title\":\"Unprocessable\",\"status\":422,"
                + "\"code\":\"request.invalid\",\"detail\":\"bad items\",\"errors\":[{\"pointer\":\"/items/3/quantity\","
                + "\"code\":\"too_small\",\"message\":\"must be positive\"}]}"));
        assertThatThrownBy(() -> client.lists().create(ListInput.of("x", null, null)))
                .isInstanceOfSatisfying(LarderException.class, e -> {
                    assertThat(e.status()).isEqualTo(422);
                    assertThat(e.code()).isEqualTo("request.invalid");
                    assertThat(e.detail()).isEqualTo("bad items");
                    assertThat(e.errors()).containsExactly(new LarderException.FieldError("/items/3/quantity",
                            "too_small", "must be positive"));
                });
        assertThat(seen).hasSize(1);
        assertThat(waits).isEmpty();
    }

    @Test
    void ifMatchIsSentAsTheQuotedVersion() {
        client.lists().update("lst_1", new ListPatch("New", null), RequestOption.ifMatch(3));
        assertThat(seen.getFirst().header("If-Match")).isEqualTo("\"3\"");
        assertThat(seen.getFirst().method()).isEqualTo("PATCH");
        assertThat(seen.getFirst().header("Idempotency-Key")).isNull();
    }

    @Test
    void pathSegmentsAreEncoded() {
        client.lists().get("a/b c");
        assertThat(seen.getFirst().path()).isEqualTo("/v1beta/lists/a%2Fb%20c");
    }

    @Test
    void noAnswerIsRetriedThenThrownWithStatusZero() throws IOException {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        LarderClient nowhere = LarderClient.builder("http://127.0.0.1:" + closed).sleeper(waits::add)
                .retryPolicy(new RetryPolicy(2, Duration.ofMillis(10), Duration.ofMillis(20), Duration.ZERO))
                .connectTimeout(Duration.ofSeconds(2)).build();
        assertThatThrownBy(() -> nowhere.operations().live())
                .isInstanceOfSatisfying(LarderException.class, e -> {
                    assertThat(e.status()).isZero();
                    assertThat(e.code()).isEqualTo(LarderException.CONNECTION_FAILED);
                    assertThat(e.getCause()).isInstanceOf(IOException.class);
                });
        assertThat(waits).hasSize(2);
    }

    @Test
    void aSessionRefreshesOnceWhenTheServerRefusesItsTokenAsExpired() {
        replies.add(Reply.json(200, "{\"access_token\":\"at1\",\"expires_in\":3600,\"token_type\":\"Bearer\","
                + "\"refresh_token\":\"rt1\"}"));
        replies.add(Reply.json(401, problem(401, "auth.token_expired")));
        replies.add(Reply.json(200, "{\"access_token\":\"at2\",\"expires_in\":3600,\"token_type\":\"Bearer\","
                + "\"refresh_token\":\"rt2\"}"));
        replies.add(Reply.json(200, LIST));
        List<String> stored = new CopyOnWriteArrayList<>();
        UserSession session = client.anonymousSession("app_1", stored::add);

        client.withCredentials(session).lists().get("lst_1");

        assertThat(seen).extracting(Seen::path).containsExactly("/v1beta/auth/access_token", "/v1beta/lists/lst_1",
                "/v1beta/auth/access_token", "/v1beta/lists/lst_1");
        assertThat(seen.get(0).body()).isEqualTo("{\"client_id\":\"app_1\",\"grant_type\":\"anonymous\"}");
        assertThat(seen.get(0).header("Authorization")).isNull();
        assertThat(seen.get(1).header("Authorization")).isEqualTo("Bearer at1");
        assertThat(seen.get(2).body()).isEqualTo(
                "{\"client_id\":\"app_1\",\"grant_type\":\"refresh_token\",\"refresh_token\":\"rt1\"}");
        assertThat(seen.get(3).header("Authorization")).isEqualTo("Bearer at2");
        assertThat(stored).containsExactly("rt1", "rt2");
        assertThat(session.refreshToken()).isEqualTo("rt2");
        assertThat(waits).isEmpty();
    }

    @Test
    void anOAuthErrorOfTheTokenEndpointIsOneLarderException() {
        replies.add(Reply.json(400, "{\"error\":\"invalid_grant\",\"error_description\":\"replayed\"}"));
        UserSession session = client.restoreSession("app_1", "rt_old", t -> { });
        assertThatThrownBy(() -> client.withCredentials(session).users().me())
                .isInstanceOfSatisfying(LarderException.class, e -> {
                    assertThat(e.status()).isEqualTo(400);
                    assertThat(e.code()).isEqualTo("invalid_grant");
                    assertThat(e.detail()).isEqualTo("replayed");
                });
    }

    @Test
    void aPatchSendsNullToClearAndLeavesOutWhatItKeeps() {
        client.lists().updateItem("lst_1", "itm_1", dev.larder.client.model.ListItemPatch.builder()
                .quantity(2).clearUnit().clearComment().build());
        client.recipes().update("rcp_1", dev.larder.client.model.RecipePatch.builder().name("Pancakes")
                .clearDescription().clearServings().build());
        client.lists().updateItem("lst_1", "itm_1", dev.larder.client.model.ListItemPatch.checked(true));

        assertThat(seen.get(0).method()).isEqualTo("PATCH");
        assertThat(seen.get(0).body()).isEqualTo("{\"quantity\":2.0,\"unit\":null,\"comment\":null}");
        assertThat(seen.get(1).body()).isEqualTo("{\"name\":\"Pancakes\",\"description\":null,\"servings\":null}");
        assertThat(seen.get(2).body()).isEqualTo("{\"checked\":true}");
    }

    @Test
    void eachKindOfFailureIsItsOwnExceptionWithItsCode() {
        record Case(int status, String code, Class<? extends LarderException> kind) {
        }
        List<Case> cases = List.of(new Case(404, ErrorCodes.NOT_FOUND, NotFoundException.class),
                new Case(409, ErrorCodes.CART_CHECKED_OUT, ConflictException.class),
                new Case(412, ErrorCodes.PRECONDITION_FAILED, PreconditionFailedException.class),
                new Case(401, ErrorCodes.AUTH_TOKEN_INVALID, UnauthorizedException.class),
                new Case(422, ErrorCodes.REQUEST_INVALID, LarderException.class));
        for (Case c : cases) {
            replies.add(new Reply(c.status(), problem(c.status(), c.code()), Map.of("X-Request-Id", "req-" + c.status())));
            assertThatThrownBy(() -> client.lists().get("lst_1")).as("%s", c)
                    .isExactlyInstanceOf(c.kind())
                    .isInstanceOfSatisfying(LarderException.class, e -> {
                        assertThat(e.status()).isEqualTo(c.status());
                        assertThat(e.code()).isEqualTo(c.code());
                        assertThat(e.requestId()).isEqualTo("req-" + c.status());
                        assertThat(e.response().status()).isEqualTo(c.status());
                    });
        }
    }

    @Test
    void rateLimitedOnceTheRetriesAreSpentSaysHowLongToWait() {
        for (int i = 0; i < 4; i++) {
            replies.add(new Reply(429, problem(429, ErrorCodes.RATE_LIMITED), Map.of("Retry-After", "7",
                    "RateLimit", "\"user\";r=0;t=7")));
        }
        assertThatThrownBy(() -> client.lists().get("lst_1"))
                .isInstanceOfSatisfying(RateLimitedException.class, e -> {
                    assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(7));
                    assertThat(e.response().rateLimitRemaining()).hasValue(0);
                });
    }

    @Test
    void noAnswerIsAConnectionException() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        LarderClient nowhere = LarderClient.builder("http://127.0.0.1:" + closed).retryPolicy(RetryPolicy.NONE)
                .build();
        assertThatThrownBy(() -> nowhere.lists().get("lst_1"))
                .isInstanceOfSatisfying(ConnectionException.class, e -> {
                    assertThat(e.status()).isZero();
                    assertThat(e.code()).isEqualTo(ErrorCodes.CONNECTION_FAILED);
                    assertThat(e.response()).isNull();
                });
    }

    @Test
    void theRawAnswerGivesTheETagRateLimitsAndRequestId() {
        replies.add(new Reply(200, LIST, Map.of("ETag", "\"3\"", "X-Request-Id", "req-42",
                "RateLimit-Policy", "\"user\";q=600;w=60", "RateLimit", "\"user\";r=599;t=60")));
        java.util.concurrent.atomic.AtomicReference<RawResponse> raw = new java.util.concurrent.atomic.AtomicReference<>();

        var list = client.lists().get("lst_1", RequestOption.onResponse(raw::set));

        assertThat(list.id()).isEqualTo("lst_1");
        assertThat(raw.get().status()).isEqualTo(200);
        assertThat(raw.get().etag()).hasValue("\"3\"");
        assertThat(raw.get().version()).hasValue(3);
        assertThat(raw.get().requestId()).hasValue("req-42");
        assertThat(raw.get().rateLimitPolicy()).hasValue("\"user\";q=600;w=60");
        assertThat(raw.get().rateLimitRemaining()).hasValue(599);
        assertThat(raw.get().rateLimitReset()).hasValue(60);
    }

    @Test
    void fromEnvReadsTheUrlAndTheCredential() {
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        try (LarderClient fromEnv = LarderClient.builderFromEnv(Map.of("LARDER_BASE_URL", base,
                "LARDER_TOKEN", "lmt_env", "LARDER_ADMIN_KEY", "ignored")).build()) {
            fromEnv.lists().get("lst_1");
        }
        assertThat(seen.getFirst().header("Authorization")).isEqualTo("Bearer lmt_env");
        try (LarderClient operator = LarderClient.builderFromEnv(Map.of("LARDER_BASE_URL", base,
                "LARDER_ADMIN_KEY", "admin-key")).build()) {
            assertThat(operator.credentials()).isEqualTo(Credentials.adminKey("admin-key"));
        }
        try (LarderClient none = LarderClient.builderFromEnv(Map.of()).build()) {
            assertThat(none.credentials()).isEqualTo(Credentials.none());
        }
    }

    @Test
    void aClosedClientMakesNoMoreCalls() {
        LarderClient own = LarderClient.builder("http://127.0.0.1:" + server.getAddress().getPort())
                .retryPolicy(RetryPolicy.NONE).build();
        own.lists().get("lst_1");
        own.close();
        assertThatThrownBy(() -> own.lists().get("lst_1")).isInstanceOf(ConnectionException.class);
        assertThat(seen).hasSize(1);
    }

    @Test
    void buildersLeaveOutWhatIsNotNamed() {
        client.lists().create(ListInput.builder().name("Weekend").rawItems(List.of("2 lemons")).build());
        client.lists().update("lst_1", dev.larder.client.model.ListPatch.builder().primary(true).build());
        assertThat(seen.get(0).body()).isEqualTo("{\"name\":\"Weekend\",\"raw_items\":[\"2 lemons\"]}");
        assertThat(seen.get(1).body()).isEqualTo("{\"primary\":true}");
    }
}
