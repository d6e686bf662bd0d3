package larder.webhook;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every request per path and answers what the test
 * says (200 unless told otherwise).
 */
final class Receiver implements AutoCloseable {

    record Received(String path, Map<String, List<String>> headers, String body, Instant at) {
        String header(String name) {
            for (Map.Entry<String, List<String>> e : headers.entrySet()) {
                if (e.getKey().equalsIgnoreCase(name)) {
                    return e.getValue().getFirst();
                }
            }
            return null;
        }
    }

    /** An answer: a status and optional headers. */
    record Answer(int status, Map<String, String> headers) {
        static Answer of(int status) {
            return new Answer(status, Map.of());
        }
    }

    private final HttpServer server;
    private final List<Received> received = new CopyOnWriteArrayList<>();
    private final Map<String, Function<Received, Answer>> answers = new ConcurrentHashMap<>();

    Receiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 200);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", exchange -> {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            Received r = new Received(exchange.getRequestURI().getPath(), Map.copyOf(exchange.getRequestHeaders()),
                    new String(body, StandardCharsets.UTF_8), Instant.now());
            received.add(r);
            Answer answer = answers.getOrDefault(r.path(), x -> Answer.of(200)).apply(r);
            answer.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
            exchange.sendResponseHeaders(answer.status(), -1);
            exchange.close();
        });
        server.start();
    }

    static io.restassured.path.json.JsonPath bodyOf(Received r) {
        return io.restassured.path.json.JsonPath.from(r.body());
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    void answer(String path, Function<Received, Answer> answer) {
        answers.put(path, answer);
    }

    List<Received> at(String path) {
        return received.stream().filter(r -> r.path().equals(path)).toList();
    }

    List<Received> all() {
        return List.copyOf(received);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
