package dev.larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.larder.client.model.ListChange;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A list's live stream, from a scripted server whose first stream breaks after one event. */
class ListSubscriptionTest {

    private static String event(long version, String type) {
        return ": heartbeat\n\nid: " + version + "\nevent: " + type + "\ndata: {\"version\":" + version
                + ",\"type\":\"" + type + "\",\"by\":null,\"combined_items\":[],\"combined_items_removed\":[]}\n\n";
    }

    @Test
    void aBrokenStreamIsResumedAfterTheLastEventIdWithNoGapOrRepeat() throws Exception {
        List<String> lastEventIds = new CopyOnWriteArrayList<>();
        List<String> accepts = new CopyOnWriteArrayList<>();
        AtomicInteger connections = new AtomicInteger();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 10);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/v1beta/lists/lst_1/events", exchange -> {
            lastEventIds.add(exchange.getRequestHeaders().getFirst("Last-Event-ID"));
            accepts.add(exchange.getRequestHeaders().getFirst("Accept"));
            exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, 0);
            try (OutputStream out = exchange.getResponseBody()) {
                String script = switch (connections.incrementAndGet()) {
                    case 1 -> event(6, "item.added"); // then the stream breaks
                    case 2 -> event(6, "item.added") + event(7, "item.updated") + event(8, "list.deleted");
                    default -> "";
                };
                out.write(script.getBytes(StandardCharsets.UTF_8));
                out.flush();
            } catch (IOException e) {
                // the client went away
            }
        });
        server.start();
        try {
            LarderClient client = LarderClient.builder("http://127.0.0.1:" + server.getAddress().getPort())
                    .credentials(Credentials.managementToken("lmt_test"))
                    .retryPolicy(new RetryPolicy(3, Duration.ofMillis(10), Duration.ofMillis(50), Duration.ZERO))
                    .build();
            List<ListChange> changes = new CopyOnWriteArrayList<>();
            List<Exception> reconnects = new CopyOnWriteArrayList<>();
            CompletableFuture<LarderException> closed = new CompletableFuture<>();
            ListSubscription subscription = client.lists().subscribe("lst_1", 5, new ListListener() {
                @Override
                public void onChange(ListChange change) {
                    changes.add(change);
                }

                @Override
                public void onReconnect(Exception cause) {
                    reconnects.add(cause);
                }

                @Override
                public void onClosed(LarderException error) {
                    closed.complete(error);
                }
            });

            assertThat(closed.get(10, TimeUnit.SECONDS)).as("closed after list.deleted, with no error").isNull();
            assertThat(changes).extracting(ListChange::version).containsExactly(6L, 7L, 8L);
            assertThat(changes.getLast().type()).isEqualTo("list.deleted");
            assertThat(lastEventIds).containsExactly("5", "6");
            assertThat(accepts).containsOnly("text/event-stream");
            assertThat(reconnects).hasSize(1);
            assertThat(subscription.lastVersion()).isEqualTo(8);
            assertThat(connections.get()).isEqualTo(2);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aStreamTheServerRefusesEndsWithItsProblem() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 10);
        server.createContext("/", exchange -> {
            byte[] body = "{\"status\":404,\"code\":\"not_found\"}".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/problem+json");
            exchange.sendResponseHeaders(404, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            LarderClient client = LarderClient.builder("http://127.0.0.1:" + server.getAddress().getPort())
                    .credentials(Credentials.managementToken("lmt_test")).build();
            CompletableFuture<LarderException> closed = new CompletableFuture<>();
            client.lists().subscribe("gone", 0, new ListListener() {
                @Override
                public void onChange(ListChange change) {
                }

                @Override
                public void onClosed(LarderException error) {
                    closed.complete(error);
                }
            });
            LarderException error = closed.get(10, TimeUnit.SECONDS);
            assertThat(error.status()).isEqualTo(404);
            assertThat(error.code()).isEqualTo("not_found");
        } finally {
            server.stop(0);
        }
    }
}
