// Webhook benchmark driver (run by run.sh with `java WebhookBench.java`): a local receiver that answers at once,
// apps and endpoints made through the API, list creations as the events, and the figures.
//
//   setup-saturation API_URL ADMIN_KEY EVENTS ENDPOINTS  -> creates one app with ENDPOINTS endpoints and EVENTS lists
//   saturation RECEIVER_PORT EXPECTED                    -> receives until EXPECTED deliveries; prints deliveries/s
//   steady API_URL ADMIN_KEY APPS RATE SECONDS           -> APPS apps with one endpoint each; RATE lists/s for
//                                                           SECONDS, then again with a tenth of endpoints timing out
//   setup-dead API_URL ADMIN_KEY URL                     -> one app with one endpoint at URL, and one event for it
import com.sun.net.httpserver.HttpServer;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class WebhookBench {

    static final HttpClient HTTP = HttpClient.newBuilder().executor(Executors.newVirtualThreadPerTaskExecutor())
            .connectTimeout(Duration.ofSeconds(5)).build();
    static final Pattern CREATED_AT = Pattern.compile("\"created_at\":\"([^\"]+)\"");

    record Receipt(String path, long latencyMicros, Instant createdAt) {
    }

    static final ConcurrentLinkedQueue<Receipt> RECEIPTS = new ConcurrentLinkedQueue<>();
    static final AtomicLong RECEIVED = new AtomicLong();
    static final Set<String> TIMING_OUT = ConcurrentHashMap.newKeySet();
    static volatile long firstNanos;
    static volatile long[] cpuAtFirst;
    /** The sending node's process id, when the run gives its pid file: its CPU time is read at the first receipt. */
    static volatile java.nio.file.Path nodePidFile;
    static volatile long lastNanos;

    static HttpServer receiver(int port) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", exchange -> {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            long now = System.nanoTime();
            Instant at = Instant.now();
            String path = exchange.getRequestURI().getPath();
            if (TIMING_OUT.contains(path)) {
                try {
                    Thread.sleep(15_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                exchange.close();
                return;
            }
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
            Matcher m = CREATED_AT.matcher(new String(body, StandardCharsets.UTF_8));
            Instant createdAt = m.find() ? Instant.parse(m.group(1)) : null;
            long latency = createdAt != null ? Duration.between(createdAt, at).toNanos() / 1000 : -1;
            if (RECEIVED.getAndIncrement() == 0) {
                firstNanos = now;
                cpuAtFirst = cpu();
            }
            lastNanos = now;
            RECEIPTS.add(new Receipt(path, latency, createdAt));
        });
        server.start();
        return server;
    }

    /**
     * CPU time used so far, in ms: by the sending node, by the machine's PostgreSQL server processes (the
     * benchmark's database is on it; other users of it count too), and by this receiver.
     */
    static long[] cpu() {
        long node = -1;
        try {
            if (nodePidFile != null) {
                long pid = Long.parseLong(java.nio.file.Files.readString(nodePidFile).trim());
                node = ProcessHandle.of(pid).flatMap(h -> h.info().totalCpuDuration()).map(Duration::toMillis)
                        .orElse(-1L);
            }
        } catch (Exception e) {
            node = -1;
        }
        long postgres = ProcessHandle.allProcesses()
                .filter(h -> h.info().command().map(c -> c.startsWith("/usr/lib/postgresql/")).orElse(false))
                .mapToLong(h -> h.info().totalCpuDuration().map(Duration::toMillis).orElse(0L)).sum();
        long self = ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
        return new long[] {node, postgres, self};
    }

    static String call(String method, String url, String bearer, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("Authorization", "Bearer " + bearer)
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(30));
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() >= 300) {
            throw new IllegalStateException(method + " " + url + " -> " + r.statusCode() + " " + r.body());
        }
        return r.body();
    }

    static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]+)\"").matcher(json);
        if (!m.find()) {
            throw new IllegalStateException("no " + name + " in " + json);
        }
        return m.group(1);
    }

    /** A new app and its management token. */
    static String app(String api, String admin, String name) throws Exception {
        String client = field(call("POST", api + "/admin/v1/apps", admin, "{\"name\":\"" + name + "\"}"), "client_id");
        return field(call("POST", api + "/admin/v1/apps/" + client + "/management-tokens", admin,
                "{\"name\":\"bench\"}"), "token");
    }

    static void endpoint(String api, String token, String url) throws Exception {
        call("POST", api + "/v1beta/webhooks", token, "{\"url\":\"" + url + "\",\"events\":[\"list.created\"]}");
    }

    static java.util.concurrent.CompletableFuture<HttpResponse<Void>> createList(String api, String token) {
        return HTTP.sendAsync(HttpRequest.newBuilder(URI.create(api + "/v1beta/lists"))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"bench\"}")).build(),
                HttpResponse.BodyHandlers.discarding());
    }

    static double percentile(List<Long> sorted, double p) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int i = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1000.0;
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "setup-saturation" -> {
                String api = args[1], admin = args[2];
                int events = Integer.parseInt(args[3]), endpoints = Integer.parseInt(args[4]);
                int receiverPort = Integer.parseInt(args[5]);
                String token = app(api, admin, "saturation");
                for (int i = 0; i < endpoints; i++) {
                    endpoint(api, token, "http://127.0.0.1:" + receiverPort + "/s" + i);
                }
                List<java.util.concurrent.CompletableFuture<?>> pending = new ArrayList<>();
                java.util.concurrent.Semaphore window = new java.util.concurrent.Semaphore(32);
                for (int i = 0; i < events; i++) {
                    window.acquire();
                    pending.add(createList(api, token).whenComplete((r, e) -> window.release()));
                }
                for (var f : pending) {
                    f.join();
                }
            }
            case "saturation" -> {
                int port = Integer.parseInt(args[1]);
                long expected = Long.parseLong(args[2]);
                if (args.length > 3) {
                    nodePidFile = java.nio.file.Path.of(args[3]);
                }
                HttpServer server = receiver(port);
                System.out.println("receiver ready");
                long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
                while (RECEIVED.get() < expected && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                double seconds = (lastNanos - firstNanos) / 1e9;
                System.out.printf("saturation: %d deliveries in %.1f s from first to last receipt: %.0f deliveries/s%n",
                        RECEIVED.get(), seconds, RECEIVED.get() / seconds);
                long[] end = cpu();
                long[] start = cpuAtFirst;
                if (start != null && start[0] >= 0 && end[0] >= 0) {
                    double n = RECEIVED.get();
                    double node = (end[0] - start[0]) / n, postgres = (end[1] - start[1]) / n;
                    double self = (end[2] - start[2]) / n;
                    System.out.printf("saturation CPU per delivery: node %.3f ms, PostgreSQL %.3f ms, receiver %.3f ms;"
                            + " %d cores at full use would send about %.0f deliveries/s%n", node, postgres, self,
                            Runtime.getRuntime().availableProcessors(),
                            Runtime.getRuntime().availableProcessors() * 1000 / (node + postgres + self));
                }
                server.stop(0);
            }
            case "steady" -> {
                String api = args[1], admin = args[2];
                int apps = Integer.parseInt(args[3]);
                int rate = Integer.parseInt(args[4]);
                int seconds = Integer.parseInt(args[5]);
                int receiverPort = Integer.parseInt(args[6]);
                HttpServer server = receiver(receiverPort);
                List<String> tokens = new ArrayList<>();
                for (int i = 0; i < apps; i++) {
                    String token = app(api, admin, "steady " + i);
                    endpoint(api, token, "http://127.0.0.1:" + receiverPort + "/e" + i);
                    tokens.add(token);
                }
                run(api, tokens, rate, 10, "warm-up", Set.of());
                run(api, tokens, rate, seconds, "all endpoints healthy", Set.of());
                Set<String> slow = new java.util.HashSet<>();
                for (int i = 0; i < Math.max(1, apps / 10); i++) {
                    slow.add("/e" + i);
                }
                run(api, tokens, rate, seconds, slow.size() + " of " + apps + " endpoints time out", slow);
                server.stop(0);
                System.exit(0);
            }
            case "setup-dead" -> {
                String api = args[1], admin = args[2], deadUrl = args[3];
                String token = app(api, admin, "dead endpoint");
                endpoint(api, token, deadUrl);
                int status = createList(api, token).join().statusCode();
                if (status != 201) {
                    throw new IllegalStateException("creating a list answered " + status);
                }
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
    }

    static void run(String api, List<String> tokens, int rate, int seconds, String name, Set<String> slow)
            throws Exception {
        TIMING_OUT.clear();
        TIMING_OUT.addAll(slow);
        Thread.sleep(2000);
        Instant from = Instant.now();
        long start = System.nanoTime();
        long intervalNanos = 1_000_000_000L / rate;
        long sent = 0;
        AtomicLong failed = new AtomicLong();
        long total = (long) rate * seconds;
        while (sent < total) {
            long due = start + sent * intervalNanos;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
            createList(api, tokens.get((int) (sent % tokens.size()))).whenComplete((r, e) -> {
                if (e != null || r.statusCode() != 201) {
                    failed.incrementAndGet();
                }
            });
            sent++;
        }
        long end = System.nanoTime();
        Instant to = Instant.now();
        // The events recorded during the run, however late they arrive: wait until none has come for 3 s (at most
        // two minutes), so that a node that falls behind shows as a long tail, not as missing receipts.
        long quietSince = System.nanoTime();
        long seen = RECEIVED.get();
        while (System.nanoTime() - quietSince < 3_000_000_000L && System.nanoTime() - end < 120_000_000_000L) {
            Thread.sleep(200);
            if (RECEIVED.get() != seen) {
                seen = RECEIVED.get();
                quietSince = System.nanoTime();
            }
        }
        List<Long> healthy = new ArrayList<>();
        for (Receipt r : RECEIPTS) {
            if (!slow.contains(r.path()) && r.createdAt() != null && !r.createdAt().isBefore(from)
                    && !r.createdAt().isAfter(to)) {
                healthy.add(r.latencyMicros());
            }
        }
        Collections.sort(healthy);
        double actual = sent / ((end - start) / 1e9);
        System.out.printf("| %-36s | %6.0f | %9d | %8.1f ms | %8.1f ms | %6d |%n", name, actual, healthy.size(),
                percentile(healthy, 0.50), percentile(healthy, 0.99), failed.get());
    }
}
