package larder.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The built jar run as a child JVM, for tests of what survives the process: {@code kill -9} of a real server, then
 * another start on the same database. The jar runs extracted, as {@code ./larder serve} runs it: classes load from
 * plain jars on the class path instead of from jars nested in the jar, which takes a third less time or more on two
 * busy cores.
 */
public final class ServerJar {

    public static final Path JAR = Path.of("target", "larder.jar");

    /**
     * Flags for the child JVMs that make a short-lived JVM start fast on few cores, and change nothing about how
     * data reaches the disk: compile with C1 only, on one compiler thread, and use the serial collector, so that
     * start-up is not spent in C2 compilation and GC threads that compete with the main thread for the CPU.
     * The JDK's class-data archive is used whenever it is present.
     */
    public static final List<String> FAST_START = List.of(
            "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1", "-XX:+UseSerialGC", "-Xshare:auto");

    /** A start takes a few seconds; the limit only says when a JVM that never gets ready is given up on. */
    private static final Duration READY = Duration.ofMinutes(3);
    public static final Duration EXIT = Duration.ofMinutes(3);
    private static final Duration POLL = Duration.ofMillis(50);

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    public record Server(Process process, Path log) {

        /** {@code kill -9}: the process gets no chance to finish anything. */
        public void kill() throws InterruptedException {
            process.destroyForcibly();
            assertThat(process.waitFor(Patience.of(EXIT).toMillis(), TimeUnit.MILLISECONDS)).isTrue();
            assertThat(process.exitValue()).as("killed by SIGKILL").isEqualTo(137);
        }
    }

    private ServerJar() {
    }

    /** Spring Boot's own extraction (the "tools" jar mode), as the launcher does it, into {@code appDir}. */
    public static Path extract(Path appDir) throws IOException, InterruptedException {
        Path destination = appDir.resolve("app");
        Path log = appDir.resolve("extract.log");
        Process process = new ProcessBuilder(java(), "-XX:TieredStopAtLevel=1", "-Djarmode=tools", "-jar",
                JAR.toString(), "extract", "--destination", destination.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Duration limit = Patience.of(EXIT);
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("The jar was not extracted within " + limit.toSeconds() + " s");
        }
        assertThat(process.exitValue()).as(tail(log)).isZero();
        Path extracted = destination.resolve(JAR.getFileName());
        assertThat(extracted).isRegularFile();
        return extracted;
    }

    /**
     * Starts {@code serve} of the extracted jar on a port, logging into {@code logDir}, and returns as soon as it
     * reports ready, or fails at once if it exits.
     */
    public static Server start(Path jar, int port, Path logDir, List<String> arguments)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(java()));
        command.addAll(FAST_START);
        command.addAll(List.of("-jar", jar.toString(), "serve", "--port", String.valueOf(port)));
        command.addAll(arguments);
        Path log = logDir.resolve("server-" + port + "-" + System.nanoTime() + ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile())
                .start();
        Server server = new Server(process, log);
        HttpRequest probe = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health/ready"))
                .timeout(Duration.ofSeconds(5)).build();
        Duration limit = Patience.of(READY);
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("The server exited with " + process.exitValue() + ":\n"
                            + tail(log));
                }
                try {
                    if (HTTP.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                        return server;
                    }
                } catch (IOException notYet) {
                    // Not listening yet.
                }
                Thread.sleep(POLL);
            }
            throw new IllegalStateException(String.format(Locale.ROOT, "The server was not ready within %.1f s (set "
                    + "larder.test.patience or LARDER_TEST_PATIENCE to wait longer):%n%s", seconds(limit.toNanos()),
                    tail(log)));
        } catch (RuntimeException | InterruptedException e) {
            process.destroyForcibly();
            throw e;
        }
    }

    public static String tail(Path log) throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }

    public static double seconds(long nanos) {
        return nanos / 1e9;
    }

    public static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
