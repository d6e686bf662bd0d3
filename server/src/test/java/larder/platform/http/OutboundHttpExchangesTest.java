package larder.platform.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import larder.platform.PlatformSettings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

/**
 * Exchanges with a server on the loopback interface (in this JVM): what a GET answers, its bounds of status, size,
 * time and redirects, what a POST answers, and that loopback is refused unless private addresses are allowed.
 */
class OutboundHttpExchangesTest {

    private static final Duration LONG = Duration.ofSeconds(30);

    private HttpServer server;
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private OutboundHttp allowingPrivate;
    private OutboundHttp guarding;

    private static PlatformSettings settings(boolean allowPrivate, String otlpEndpoint) {
        return new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null), null, "off",
                Duration.ofSeconds(1), allowPrivate, otlpEndpoint);
    }

    private static OutboundHttp client(boolean allowPrivate) {
        return new OutboundHttp(settings(allowPrivate, null),
                new StaticListableBeanFactory().getBeanProvider(ObservationRegistry.class));
    }

    private static void answer(HttpExchange exchange, int status, String contentType, byte[] body, boolean chunked)
            throws IOException {
        if (contentType != null) {
            exchange.getResponseHeaders().set("Content-Type", contentType);
        }
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : chunked ? 0 : body.length);
        if (body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
        exchange.close();
    }

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            requests.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                    + exchange.getRequestHeaders().getFirst("Accept"));
            String path = exchange.getRequestURI().getPath();
            byte[] page = "<html>pancakes</html>".getBytes(StandardCharsets.UTF_8);
            switch (path) {
                case "/page" -> answer(exchange, 200, "text/html; charset=utf-8", page, false);
                case "/chunked" -> answer(exchange, 200, "text/html", page, true);
                case "/empty" -> answer(exchange, 204, null, new byte[0], false);
                case "/thousand" -> answer(exchange, 200, "text/plain", new byte[1000], false);
                case "/thousand-chunked" -> answer(exchange, 200, "text/plain", new byte[1000], true);
                case "/big" -> answer(exchange, 200, "text/plain", new byte[100_000], true);
                case "/post" -> {
                    exchange.getRequestBody().readAllBytes();
                    exchange.getResponseHeaders().set("Retry-After", "30");
                    answer(exchange, 503, "text/plain", new byte[200_000], true);
                }
                case "/accepted" -> {
                    exchange.getRequestBody().readAllBytes();
                    answer(exchange, 202, null, new byte[0], false);
                }
                default -> {
                    if (path.startsWith("/status/")) {
                        answer(exchange, Integer.parseInt(path.substring(8)), "text/plain", page, false);
                    } else if (path.startsWith("/redirect/")) {
                        int left = Integer.parseInt(path.substring(10));
                        exchange.getResponseHeaders().set("Location", left == 0 ? "/page" : "/redirect/" + (left - 1));
                        answer(exchange, 302, null, new byte[0], false);
                    } else {
                        answer(exchange, 404, "text/plain", page, false);
                    }
                }
            }
        });
        server.start();
        allowingPrivate = client(true);
        guarding = client(false);
    }

    @AfterEach
    void stop() throws IOException {
        server.stop(0);
        allowingPrivate.destroy();
        guarding.destroy();
    }

    private URI url(String path) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
    }

    private static OutboundHttp.Failure failure(ThrowingFetch fetch) {
        try {
            fetch.run();
        } catch (OutboundHttp.Failure failure) {
            return failure;
        } catch (Exception e) {
            throw new AssertionError("expected a Failure", e);
        }
        throw new AssertionError("expected a Failure");
    }

    private interface ThrowingFetch {
        void run() throws Exception;
    }

    @Test
    void aPageIsFetchedWithItsTypeAndTheAcceptAsked() throws Exception {
        OutboundHttp.Fetched fetched = allowingPrivate.get(url("/page"), "text/html", 1000, LONG);
        assertThat(new String(fetched.body(), StandardCharsets.UTF_8)).isEqualTo("<html>pancakes</html>");
        assertThat(fetched.contentType()).isEqualTo("text/html; charset=utf-8");
        assertThat(fetched.uri()).isEqualTo(url("/page"));
        assertThat(requests).containsExactly("GET /page text/html");
    }

    @Test
    void aChunkedPageIsReadToItsEnd() throws Exception {
        assertThat(allowingPrivate.get(url("/chunked"), "text/html", 1000, LONG).body())
                .asString(StandardCharsets.UTF_8).isEqualTo("<html>pancakes</html>");
    }

    @ParameterizedTest
    @ValueSource(ints = {200, 203, 299})
    void every2xxIsAnAnswer(int status) throws Exception {
        assertThat(allowingPrivate.get(url("/status/" + status), "text/html", 1000, LONG).body()).isNotEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {300, 404, 500})
    void anyOtherStatusIsAFailure(int status) {
        OutboundHttp.Failure failure = failure(() -> allowingPrivate.get(url("/status/" + status), "text/html",
                1000, LONG));
        assertThat(failure).hasMessage("The page answered HTTP " + status + ".");
        assertThat(failure.refused()).isFalse();
    }

    @Test
    void anAnswerWithoutABodyIsAFailure() {
        assertThat(failure(() -> allowingPrivate.get(url("/empty"), "text/html", 1000, LONG)))
                .hasMessage("The page is empty.");
    }

    @Test
    void aPageOfExactlyTheBoundIsRead() throws Exception {
        assertThat(allowingPrivate.get(url("/thousand"), "text/plain", 1000, LONG).body()).hasSize(1000);
        assertThat(allowingPrivate.get(url("/thousand-chunked"), "text/plain", 1000, LONG).body()).hasSize(1000);
    }

    @Test
    void aPageLargerThanTheBoundIsRefusedFromItsLengthOrWhileReading() {
        assertThat(failure(() -> allowingPrivate.get(url("/thousand"), "text/plain", 999, LONG)))
                .hasMessage("The page is larger than 999 bytes.");
        assertThat(failure(() -> allowingPrivate.get(url("/thousand-chunked"), "text/plain", 999, LONG)))
                .hasMessage("The page is larger than 999 bytes.");
        assertThat(failure(() -> allowingPrivate.get(url("/big"), "text/plain", 50_000, LONG)))
                .hasMessage("The page is larger than 50000 bytes.");
    }

    @Test
    void aPageStillArrivingPastTheDeadlineIsRefused() {
        assertThat(failure(() -> allowingPrivate.get(url("/page"), "text/html", 1000, Duration.ofSeconds(-1))))
                .hasMessage("The page took too long to arrive.");
    }

    @Test
    void redirectsAreFollowedThreeTimesAtMost() throws Exception {
        assertThat(allowingPrivate.get(url("/redirect/2"), "text/html", 1000, LONG).body())
                .asString(StandardCharsets.UTF_8).isEqualTo("<html>pancakes</html>");
        assertThat(failure(() -> allowingPrivate.get(url("/redirect/3"), "text/html", 1000, LONG)))
                .hasMessage("The page could not be fetched (more than 3 redirects).");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ftp://127.0.0.1/page", "file:///etc/passwd", "/page", "http:page", "HTTP:/page"})
    void onlyAbsoluteHttpUrlsAreFetched(String url) {
        OutboundHttp.Failure failure = failure(() -> allowingPrivate.get(URI.create(url), "text/html", 1000, LONG));
        assertThat(failure).hasMessage("Only absolute http and https URLs can be fetched.");
        assertThat(failure.refused()).isFalse();
        assertThat(requests).isEmpty();
    }

    @Test
    void theSchemeIsReadWhateverItsCase() throws Exception {
        URI upper = URI.create("HTTP://127.0.0.1:" + server.getAddress().getPort() + "/page");
        assertThat(allowingPrivate.get(upper, "text/html", 1000, LONG).body()).isNotEmpty();
        OutboundHttp.Failure https = failure(() -> allowingPrivate.get(URI.create("https://127.0.0.1:"
                + server.getAddress().getPort() + "/page"), "text/html", 1000, LONG));
        assertThat(https.getMessage()).startsWith("The page could not be fetched (");
    }

    @Test
    void loopbackIsRefusedUnlessPrivateAddressesAreAllowed() {
        OutboundHttp.Failure failure = failure(() -> guarding.get(url("/page"), "text/html", 1000, LONG));
        assertThat(failure.refused()).isTrue();
        assertThat(failure).hasMessageContaining("private, loopback or link-local");
        assertThat(requests).isEmpty();
        assertThat(guarding.refuses("127.0.0.1")).isTrue();
        assertThat(guarding.refuses("localhost")).isTrue();
        assertThat(allowingPrivate.refuses("127.0.0.1")).isFalse();
    }

    @Test
    void aPublicAddressIsNotRefused() {
        assertThat(guarding.refuses("8.8.8.8")).isFalse();
        assertThat(guarding.refuses("2606:4700::6810:85e5")).isFalse();
    }

    @Test
    void aPostGetsBackItsStatusAndRetryAfterWhateverTheBody() throws Exception {
        try (OutboundHttp.Poster poster = allowingPrivate.poster(2, 4, LONG, "Larder-Webhooks/1")) {
            OutboundHttp.Posted posted = poster.post(url("/post"), Map.of("X-Larder-Event", "list.changed"),
                    "{\"id\":1}".getBytes(StandardCharsets.UTF_8));
            assertThat(posted.status()).isEqualTo(503);
            assertThat(posted.retryAfter()).isEqualTo("30");
            OutboundHttp.Posted accepted = poster.post(url("/accepted"), Map.of(), new byte[0]);
            assertThat(accepted).isEqualTo(new OutboundHttp.Posted(202, null));
        }
        assertThat(requests).containsExactly("POST /post null", "POST /accepted null");
    }

    @Test
    void aPosterFollowsNoRedirect() throws Exception {
        try (OutboundHttp.Poster poster = allowingPrivate.poster(1, 1, LONG, "Larder-Webhooks/1")) {
            assertThat(poster.post(url("/redirect/0"), Map.of(), new byte[0]).status()).isEqualTo(302);
        }
        assertThat(requests).hasSize(1);
    }

    @Test
    void aPostToLoopbackIsRefusedUnlessPrivateAddressesAreAllowed() throws Exception {
        try (OutboundHttp.Poster poster = guarding.poster(1, 1, LONG, "Larder-Webhooks/1")) {
            OutboundHttp.Failure failure = failure(() -> poster.post(url("/accepted"), Map.of(), new byte[0]));
            assertThat(failure.refused()).isTrue();
            assertThat(failure).hasMessage("private address");
        }
        assertThat(requests).isEmpty();
    }

    @Test
    void aPostNobodyAnswersIsAFailureNotARefusal() throws Exception {
        int closed;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = probe.getLocalPort();
        }
        try (OutboundHttp.Poster poster = allowingPrivate.poster(1, 1, LONG, "Larder-Webhooks/1")) {
            OutboundHttp.Failure failure = failure(() -> poster.post(URI.create("http://127.0.0.1:" + closed + "/"),
                    Map.of(), new byte[0]));
            assertThat(failure.refused()).isFalse();
            assertThat(failure).hasMessage("connection refused");
        }
    }

    @Test
    void aGetNobodyAnswersIsAFailureNotARefusal() throws Exception {
        int closed;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = probe.getLocalPort();
        }
        OutboundHttp.Failure failure = failure(() -> allowingPrivate.get(URI.create("http://127.0.0.1:" + closed
                + "/"), "text/html", 1000, LONG));
        assertThat(failure.refused()).isFalse();
        assertThat(failure).hasMessage("The page could not be fetched (HttpHostConnectException).");
    }

    @Test
    void aDestroyedClientFetchesNothingMore() throws Exception {
        OutboundHttp client = client(true);
        client.destroy();
        assertThatThrownBy(() -> client.get(url("/page"), "text/html", 1000, LONG)).isNotNull();
        assertThat(requests).isEmpty();
    }

    @Test
    void withTracingOnEveryExchangeIsObserved() throws Exception {
        List<String> observed = new CopyOnWriteArrayList<>();
        ObservationRegistry registry = ObservationRegistry.create();
        registry.observationConfig().observationHandler(new ObservationHandler<>() {
            @Override
            public void onStart(Observation.Context context) {
                observed.add(context.getName());
            }

            @Override
            public boolean supportsContext(Observation.Context context) {
                return true;
            }
        });
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        beans.addBean("observations", registry);
        OutboundHttp traced = new OutboundHttp(settings(true, "http://collector:4318"),
                beans.getBeanProvider(ObservationRegistry.class));
        OutboundHttp untraced = new OutboundHttp(settings(true, null),
                beans.getBeanProvider(ObservationRegistry.class));
        try {
            untraced.get(url("/page"), "text/html", 1000, LONG);
            assertThat(observed).isEmpty();
            traced.get(url("/page"), "text/html", 1000, LONG);
            assertThat(observed).hasSize(1);
            try (OutboundHttp.Poster poster = traced.poster(1, 1, LONG, "Larder-Webhooks/1")) {
                poster.post(url("/accepted"), Map.of(), new byte[0]);
            }
            assertThat(observed).hasSize(2);
        } finally {
            traced.destroy();
            untraced.destroy();
        }
    }
}
