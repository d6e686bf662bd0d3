package larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.larder.client.Credentials;
import dev.larder.client.LarderClient;
import dev.larder.client.RetryPolicy;
import dev.larder.client.UserSession;
import dev.larder.client.model.CreateApp;
import dev.larder.client.model.ListInput;
import dev.larder.client.model.ListSummary;
import dev.larder.client.model.ShoppingList;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

/** The client's retries and paging against the real server. */
class ClientBehaviourIT extends IntegrationTest {

    private static final Set<String> NOT_FORWARDED = Set.of("host", "connection", "content-length", "expect",
            "upgrade", "transfer-encoding", "keep-alive");

    private String appWithUser(LarderClient larder) {
        return larder.withCredentials(Credentials.adminKey(ADMIN_KEY)).operator()
                .createApp(new CreateApp("Client behaviour IT", List.of())).clientId();
    }

    /**
     * A loopback proxy in front of the server that forwards every request, but for the first POST it drops the
     * connection once the server has answered: the server did the work, the client never heard of it.
     */
    @Test
    void aPostWhoseAnswerIsLostIsRetriedWithTheSameKeyAndCreatesOneList() throws Exception {
        HttpClient forward = HttpClient.newHttpClient();
        List<String> keys = new CopyOnWriteArrayList<>();
        AtomicInteger posts = new AtomicInteger();
        AtomicReference<String> dropped = new AtomicReference<>();
        HttpServer proxy = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        proxy.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        proxy.createContext("/", exchange -> {
            HttpResponse<byte[]> answer = forward(forward, port, exchange);
            if (exchange.getRequestMethod().equals("POST") && exchange.getRequestURI().getPath().equals("/v1beta/lists")) {
                keys.add(exchange.getRequestHeaders().getFirst("Idempotency-Key"));
                if (posts.incrementAndGet() == 1) {
                    dropped.set(new String(answer.body()));
                    exchange.close(); // no answer: the connection is closed
                    return;
                }
            }
            answer.headers().map().forEach((name, values) -> {
                if (!NOT_FORWARDED.contains(name.toLowerCase()) && !name.startsWith(":")) {
                    values.forEach(v -> exchange.getResponseHeaders().add(name, v));
                }
            });
            exchange.sendResponseHeaders(answer.statusCode(), answer.body().length == 0 ? -1 : answer.body().length);
            if (answer.body().length > 0) {
                exchange.getResponseBody().write(answer.body());
            }
            exchange.close();
        });
        proxy.start();
        try {
            LarderClient direct = LarderClient.builder("http://127.0.0.1:" + port).build();
            String clientId = appWithUser(direct);
            LarderClient viaProxy = LarderClient.builder("http://127.0.0.1:" + proxy.getAddress().getPort())
                    .retryPolicy(new RetryPolicy(3, Duration.ofMillis(50), Duration.ofMillis(200),
                            Duration.ofSeconds(5)))
                    .build();
            UserSession session = viaProxy.anonymousSession(clientId, t -> { });
            LarderClient user = viaProxy.withCredentials(session);

            ShoppingList list = user.lists().create(ListInput.of("Exactly once", List.of("2 lemons"), null));

            assertThat(posts.get()).as("POSTs that reached the server").isEqualTo(2);
            assertThat(keys).hasSize(2).doesNotContainNull();
            assertThat(keys.get(1)).as("the retry's Idempotency-Key").isEqualTo(keys.get(0));
            assertThat(dropped.get()).as("the answer that was lost").contains(list.id());
            assertThat(user.lists().list(null).stream().map(ListSummary::id)).containsExactly(list.id());
        } finally {
            proxy.stop(0);
        }
    }

    private static HttpResponse<byte[]> forward(HttpClient client, int serverPort, HttpExchange exchange)
            throws IOException {
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readAllBytes();
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + serverPort + exchange.getRequestURI()))
                .method(exchange.getRequestMethod(), body.length == 0 ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(body));
        exchange.getRequestHeaders().forEach((name, values) -> {
            if (!NOT_FORWARDED.contains(name.toLowerCase())) {
                values.forEach(v -> request.header(name, v));
            }
        });
        try {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    @Test
    void pagesFollowTheirCursorsLazilyAcross250Lists() {
        List<String> pagesAsked = new CopyOnWriteArrayList<>();
        LarderClient larder = LarderClient.builder("http://127.0.0.1:" + port)
                .observer(e -> {
                    if (e.pathTemplate().equals("/v1beta/lists") && e.method().equals("GET")) {
                        pagesAsked.add(e.pathTemplate());
                    }
                })
                .build();
        String clientId = appWithUser(larder);
        LarderClient user = larder.withCredentials(larder.anonymousSession(clientId, t -> { }));
        List<String> created = new java.util.ArrayList<>();
        for (int i = 0; i < 250; i++) {
            created.add(user.lists().create(ListInput.of("List " + i, null, null)).id());
        }

        assertThat(user.lists().list(100).stream().limit(5)).hasSize(5);
        assertThat(pagesAsked).as("pages fetched for the first five lists").hasSize(1);

        pagesAsked.clear();
        List<String> seen = user.lists().list(100).stream().map(ListSummary::id).toList();
        assertThat(seen).hasSize(250).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(created);
        assertThat(pagesAsked).as("pages of 100 fetched for 250 lists").hasSize(3);
    }
}
