// Live list streams benchmark driver (run by run.sh with `java LiveBench.java`).
//
//   setup API_URL ADMIN_KEY USERS FILE           -> one app, USERS anonymous users with one list each; FILE gets
//                                                   "token list" lines
//   idle API_URL FILE STREAMS_PER_LIST READY STOP -> opens STREAMS_PER_LIST streams on every list of FILE, writes
//                                                   READY once all answered 200, holds them until STOP exists
//   latency API_A API_B FILE LISTS PER_NODE RATE SECONDS
//                                                -> PER_NODE streams on each of LISTS lists on each node; RATE item
//                                                   changes a second on node A for SECONDS; prints p50/p99 from each
//                                                   change's commit (its `at`) to its receipt on node B's streams
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class LiveBench {

    static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .executor(Executors.newVirtualThreadPerTaskExecutor()).connectTimeout(Duration.ofSeconds(30)).build();
    static final Pattern FIELD = Pattern.compile("\"(access_token|client_id|id)\":\"([^\"]+)\"");
    static final Pattern AT = Pattern.compile("\"at\":\"([^\"]+)\"");

    record Pair(String token, String list) {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "setup" -> setup(args[1], args[2], Integer.parseInt(args[3]), Path.of(args[4]));
            case "idle" -> idle(args[1], Path.of(args[2]), Integer.parseInt(args[3]), Path.of(args[4]),
                    Path.of(args[5]));
            case "latency" -> latency(args[1], args[2], Path.of(args[3]), Integer.parseInt(args[4]),
                    Integer.parseInt(args[5]), Integer.parseInt(args[6]), Integer.parseInt(args[7]));
            default -> throw new IllegalArgumentException(args[0]);
        }
        System.exit(0);
    }

    static String field(String json, String name) {
        Matcher m = FIELD.matcher(json);
        while (m.find()) {
            if (m.group(1).equals(name)) {
                return m.group(2);
            }
        }
        throw new IllegalStateException("no " + name + " in " + json);
    }

    static String post(String url, String bearer, String body) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).timeout(Duration.ofSeconds(60));
        if (bearer != null) {
            r.header("Authorization", "Bearer " + bearer);
        }
        HttpResponse<String> response = HTTP.send(r.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IllegalStateException(url + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    static void setup(String api, String adminKey, int users, Path file) throws Exception {
        String clientId = field(post(api + "/admin/v1/apps", adminKey, "{\"name\":\"live bench\"}"), "client_id");
        String[] lines = new String[users];
        Semaphore inFlight = new Semaphore(16);
        CountDownLatch done = new CountDownLatch(users);
        AtomicInteger failed = new AtomicInteger();
        for (int i = 0; i < users; i++) {
            int n = i;
            inFlight.acquire();
            Thread.ofVirtual().start(() -> {
                try {
                    String token = field(post(api + "/v1beta/auth/access_token", null,
                            "{\"client_id\":\"" + clientId + "\",\"grant_type\":\"anonymous\"}"), "access_token");
                    String list = field(post(api + "/v1beta/lists", token, "{\"name\":\"Bench " + n + "\"}"), "id");
                    lines[n] = token + " " + list;
                } catch (Exception e) {
                    failed.incrementAndGet();
                    System.err.println("setup: " + e);
                } finally {
                    inFlight.release();
                    done.countDown();
                }
            });
        }
        done.await();
        if (failed.get() > 0) {
            throw new IllegalStateException(failed.get() + " users could not be set up");
        }
        Files.writeString(file, String.join("\n", lines) + "\n");
    }

    static List<Pair> pairs(Path file) throws Exception {
        return Files.readAllLines(file).stream().filter(l -> !l.isBlank()).map(l -> l.split(" "))
                .map(p -> new Pair(p[0], p[1])).toList();
    }

    /** One open stream; every event's receipt goes to {@code onEvent} with the event's data. */
    interface Receiver {
        void event(String data, Instant receivedAt);
    }

    static final AtomicInteger OPEN = new AtomicInteger();
    static final AtomicInteger ENDED = new AtomicInteger();

    /** Opens a stream and returns once its answer's head came; a virtual thread then reads it to the end. */
    static void open(String api, Pair pair, Receiver receiver) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(api + "/v1beta/lists/" + pair.list() + "/events"))
                .header("Authorization", "Bearer " + pair.token()).header("Accept", "text/event-stream").GET()
                .build();
        HttpResponse<InputStream> response = HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("stream answered " + response.statusCode() + ": "
                    + new String(response.body().readAllBytes(), StandardCharsets.UTF_8));
        }
        OPEN.incrementAndGet();
        Thread.ofVirtual().start(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(),
                    StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.startsWith("data:")) {
                        receiver.event(line, Instant.now());
                    }
                }
            } catch (Exception e) {
                // the connection went away
            } finally {
                ENDED.incrementAndGet();
            }
        });
    }

    static void openAll(String api, List<Pair> pairs, int perList, Receiver receiver) throws Exception {
        Semaphore inFlight = new Semaphore(64);
        CountDownLatch done = new CountDownLatch(pairs.size() * perList);
        AtomicInteger failed = new AtomicInteger();
        for (int k = 0; k < perList; k++) {
            for (Pair pair : pairs) {
                inFlight.acquire();
                Thread.ofVirtual().start(() -> {
                    try {
                        open(api, pair, receiver);
                    } catch (Exception e) {
                        if (failed.incrementAndGet() < 5) {
                            System.err.println("open: " + e);
                        }
                    } finally {
                        inFlight.release();
                        done.countDown();
                    }
                });
            }
        }
        done.await();
        if (failed.get() > 0) {
            throw new IllegalStateException(failed.get() + " streams did not open");
        }
    }

    static void idle(String api, Path file, int perList, Path ready, Path stop) throws Exception {
        List<Pair> pairs = pairs(file);
        long start = System.nanoTime();
        openAll(api, pairs, perList, (data, at) -> { });
        System.out.printf("idle: %d streams open in %.1f s%n", OPEN.get(), (System.nanoTime() - start) / 1e9);
        Files.writeString(ready, "ready\n");
        while (!Files.exists(stop)) {
            Thread.sleep(200);
        }
        System.out.printf("idle: %d of %d streams were still open at the end%n", OPEN.get() - ENDED.get(),
                OPEN.get());
    }

    static void latency(String apiA, String apiB, Path file, int lists, int perNode, int rate, int seconds)
            throws Exception {
        List<Pair> pairs = pairs(file).subList(0, lists);
        ConcurrentLinkedQueue<Long> latenciesMicros = new ConcurrentLinkedQueue<>();
        AtomicLong receivedOnA = new AtomicLong();
        AtomicLong measuring = new AtomicLong(); // 1 while measuring
        openAll(apiA, pairs, perNode, (data, at) -> receivedOnA.incrementAndGet());
        openAll(apiB, pairs, perNode, (data, at) -> {
            Matcher m = AT.matcher(data);
            if (m.find() && measuring.get() == 1) {
                latenciesMicros.add(Duration.between(Instant.parse(m.group(1)), at).toNanos() / 1000);
            }
        });
        System.out.printf("latency: %d streams open (%d on each node, %d lists)%n", OPEN.get(), OPEN.get() / 2,
                lists);
        AtomicLong sent = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        var ticker = Executors.newSingleThreadScheduledExecutor();
        AtomicInteger next = new AtomicInteger();
        long periodMicros = 1_000_000L / rate;
        Runnable change = () -> Thread.ofVirtual().start(() -> {
            Pair pair = pairs.get(Math.floorMod(next.getAndIncrement(), pairs.size()));
            try {
                post(apiA + "/v1beta/lists/" + pair.list() + "/items", pair.token(),
                        "{\"items\":[{\"name\":\"apples\",\"quantity\":1}]}");
                sent.incrementAndGet();
            } catch (Exception e) {
                if (failed.incrementAndGet() < 5) {
                    System.err.println("change: " + e);
                }
            }
        });
        // A warm-up of a third of the measured time, then the measurement.
        var task = ticker.scheduleAtFixedRate(change, 0, periodMicros, TimeUnit.MICROSECONDS);
        Thread.sleep(Math.max(5, seconds / 3) * 1000L);
        long sentBefore = sent.get();
        measuring.set(1);
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        task.cancel(false);
        long elapsed = System.nanoTime() - start;
        long sentMeasured = sent.get() - sentBefore;
        Thread.sleep(2000); // the last events in flight
        measuring.set(0);
        ticker.shutdown();
        long[] sorted = latenciesMicros.stream().mapToLong(Long::longValue).sorted().toArray();
        if (sorted.length == 0) {
            throw new IllegalStateException("node B's streams received nothing");
        }
        System.out.printf("latency: %.0f changes/s made on node A for %d s (%d failed); node B's %d streams "
                        + "received %d events: commit to receipt p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                sentMeasured / (elapsed / 1e9), seconds, failed.get(), OPEN.get() / 2, sorted.length,
                sorted[sorted.length / 2] / 1000.0, sorted[(int) Math.min(sorted.length - 1,
                        Math.ceil(sorted.length * 0.99) - 1)] / 1000.0, sorted[sorted.length - 1] / 1000.0);
        System.out.printf("latency: expected about %d events on node B (%d changes x %d streams per list)%n",
                sentMeasured * perNode, sentMeasured, perNode);
    }
}
