package larder.support;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A Server-Sent Events client for tests, on the JDK's {@link HttpClient}: reads the stream line by line on its own
 * thread and hands each event (and each comment line) to the test as it arrives. Waiting is always for an event or for
 * the end of the stream, with a limit only for giving up.
 */
public final class EventStream implements AutoCloseable {

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    /** One event as it came: {@code id}, {@code event} and {@code data}. */
    public record Event(long id, String type, String data) {
    }

    private final HttpResponse<java.io.InputStream> response;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final List<String> comments = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Void> ended = new CompletableFuture<>();

    private EventStream(HttpResponse<java.io.InputStream> response) {
        this.response = response;
        if (response.statusCode() == 200) {
            Thread.ofVirtual().name("event-stream-reader").start(this::read);
        } else {
            ended.complete(null);
        }
    }

    /** Opens {@code path} with {@code headers} (Authorization, Last-Event-ID, Accept) and waits for the answer head. */
    public static EventStream open(int port, String path, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET();
        if (headers.keySet().stream().noneMatch("Accept"::equalsIgnoreCase)) {
            request.header("Accept", "text/event-stream");
        }
        headers.forEach(request::header);
        try {
            return new EventStream(CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofInputStream()));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public int status() {
        return response.statusCode();
    }

    public String header(String name) {
        return response.headers().firstValue(name).orElse(null);
    }

    /** The body of an answer that is not a stream (a problem document). */
    public String body() {
        try (java.io.InputStream in = response.body()) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void read() {
        long id = -1;
        String type = "message";
        StringBuilder data = null;
        try (java.io.BufferedReader lines = new java.io.BufferedReader(new java.io.InputStreamReader(response.body(),
                java.nio.charset.StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isEmpty()) {
                    if (data != null) {
                        events.add(new Event(id, type, data.toString()));
                    }
                    type = "message";
                    data = null;
                } else if (line.startsWith(":")) {
                    comments.add(line.substring(1).strip());
                } else if (line.startsWith("id:")) {
                    id = Long.parseLong(line.substring(3).strip());
                } else if (line.startsWith("event:")) {
                    type = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    String value = line.substring(5).stripLeading();
                    data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
                }
            }
            ended.complete(null);
        } catch (java.io.IOException | RuntimeException e) {
            ended.completeExceptionally(e);
        }
    }

    /** The next event, waiting for it at most {@code limit} (stretched by {@link Patience}); fails if none comes. */
    public Event next(Duration limit) {
        try {
            Event event = events.poll(Patience.of(limit).toMillis(), TimeUnit.MILLISECONDS);
            if (event == null) {
                throw new AssertionError("No event within " + Patience.of(limit) + (ended.isDone()
                        ? "; the stream has ended" : "") + "; comments: " + comments);
            }
            return event;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Every event up to and including the one with {@code lastId}. */
    public List<Event> upTo(long lastId, Duration limitEach) {
        List<Event> read = new ArrayList<>();
        Event event;
        do {
            event = next(limitEach);
            read.add(event);
        } while (event.id() < lastId);
        return read;
    }

    /** Waits for the server to end the stream; answers the events that came before the end and were not read. */
    public List<Event> awaitEnd(Duration limit) {
        try {
            ended.get(Patience.of(limit).toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("The stream did not end within " + Patience.of(limit) + "; comments: "
                    + comments);
        } catch (java.util.concurrent.ExecutionException e) {
            // The connection broke rather than ended cleanly: still an end.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        List<Event> rest = new ArrayList<>();
        events.drainTo(rest);
        return rest;
    }

    public boolean ended() {
        return ended.isDone();
    }

    public List<String> comments() {
        return List.copyOf(comments);
    }

    /** Closes the connection from the client's side. */
    @Override
    public void close() {
        if (!ended.isDone()) {
            try {
                response.body().close();
            } catch (java.io.IOException | RuntimeException ignored) {
                // already closed
            }
        }
    }
}
