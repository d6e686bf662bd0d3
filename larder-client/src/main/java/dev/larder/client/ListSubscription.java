package dev.larder.client;

import dev.larder.client.model.ListChange;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/** A running subscription to a list's live changes; see {@link Lists#subscribe}. */
public final class ListSubscription implements AutoCloseable {

    private final Transport transport;
    private final Credentials credentials;
    private final String listId;
    private final ListListener listener;
    private volatile long lastVersion;
    private volatile boolean closed;
    private volatile InputStream current;
    private Thread thread;

    private ListSubscription(Transport transport, Credentials credentials, String listId, long afterVersion,
            ListListener listener) {
        this.transport = transport;
        this.credentials = credentials;
        this.listId = listId;
        this.lastVersion = afterVersion;
        this.listener = listener;
    }

    static ListSubscription start(Transport transport, Credentials credentials, String listId, long afterVersion,
            ListListener listener) {
        ListSubscription s = new ListSubscription(transport, credentials, listId, afterVersion, listener);
        s.thread = Thread.ofVirtual().name("larder-list-" + listId).start(s::run);
        return s;
    }

    /** The version of the last change delivered. */
    public long lastVersion() {
        return lastVersion;
    }

    private void run() {
        int failures = 0;
        while (!closed) {
            try {
                Transport.Call call = new Transport.Call("GET", "/v1beta/lists/{id}/events", listId)
                        .accept("text/event-stream")
                        .header("Last-Event-ID", Long.toString(lastVersion))
                        .options(RequestOption.timeout(null));
                HttpResponse<InputStream> response = transport.send(call, credentials,
                        HttpResponse.BodyHandlers.ofInputStream());
                current = response.body();
                if (closed) {
                    current.close();
                    break;
                }
                if (read(response.body())) {
                    break; // list.deleted
                }
                failures = 0;
                if (!closed) {
                    listener.onReconnect(new IOException("the stream ended"));
                }
            } catch (LarderException e) {
                if (closed) {
                    break;
                }
                if (e.status() == 0 || RetryPolicy.retryable(e.status(), e.code()) || e.status() == 401) {
                    // no answer, or a token that ran out while connecting: try again after a pause
                    listener.onReconnect(e);
                    failures++;
                    if (!pause(failures)) {
                        break;
                    }
                    continue;
                }
                closed = true;
                listener.onClosed(e);
                return;
            } catch (IOException | RuntimeException e) {
                if (closed) {
                    break;
                }
                listener.onReconnect(e instanceof Exception ex ? ex : new IOException(e));
                failures++;
                if (!pause(failures)) {
                    break;
                }
            }
        }
        closed = true;
        listener.onClosed(null);
    }

    private boolean pause(int failures) {
        Optional<Duration> wait = new RetryPolicy(Integer.MAX_VALUE, transport.retry.initialDelay(),
                transport.retry.maxDelay(), transport.retry.maxRetryAfter())
                .delay(Math.min(failures - 1, 20), Optional.empty(), ThreadLocalRandom.current());
        try {
            Thread.sleep(wait.orElse(Duration.ofSeconds(1)));
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }

    /** Reads events until the stream ends; true when the list was deleted. */
    private boolean read(InputStream in) throws IOException {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String id = null;
            StringBuilder data = new StringBuilder();
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isEmpty()) {
                    if (!data.isEmpty()) {
                        ListChange change = Transport.JSON.readValue(data.toString(), ListChange.class);
                        long version = change.version() != null ? change.version()
                                : id != null ? Long.parseLong(id) : lastVersion + 1;
                        if (version > lastVersion) {
                            lastVersion = version;
                            listener.onChange(change);
                        }
                        if ("list.deleted".equals(change.type())) {
                            return true;
                        }
                    }
                    id = null;
                    data.setLength(0);
                } else if (line.startsWith(":")) {
                    continue; // heartbeat
                } else if (line.startsWith("id:")) {
                    id = line.substring(3).trim();
                } else if (line.startsWith("data:")) {
                    if (!data.isEmpty()) {
                        data.append('\n');
                    }
                    data.append(line.substring(line.startsWith("data: ") ? 6 : 5));
                }
            }
        }
        return false;
    }

    /** Stops following: the stream is closed and its thread ends, calling {@link ListListener#onClosed} with null. */
    @Override
    public void close() {
        closed = true;
        InputStream in = current;
        if (in != null) {
            try {
                in.close();
            } catch (IOException ignored) {
                // closing is all that is wanted
            }
        }
        thread.interrupt();
    }
}
