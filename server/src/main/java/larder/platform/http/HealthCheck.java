package larder.platform.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code larder health} asks the server on this machine whether it is ready ({@code GET /health/ready}) and exits 0
 * when it answers 200, 1 otherwise: the container image's {@code HEALTHCHECK}. It needs no shell, curl or
 * {@code /dev/tcp} (Debian's {@code /bin/sh} is dash, which has none), only the Java runtime the image already
 * carries, and it starts no application context. The port is {@code --port N}, else {@code MANAGEMENT_SERVER_PORT}
 * (health moves there with the metrics), else {@code LARDER_PORT}, else 8080.
 */
@Command(name = "health", mixinStandardHelpOptions = true,
        description = "Exit 0 when the server on this machine answers 200 on /health/ready, else 1.")
public final class HealthCheck implements Callable<Integer> {

    private static final int TIMEOUT_MILLIS = 5_000;

    private final Map<String, String> env;
    private final PrintStream out;
    private final PrintStream err;

    @Option(names = "--port", description = "The port (default $MANAGEMENT_SERVER_PORT, else $LARDER_PORT, else 8080)")
    Integer port;

    private HealthCheck(Map<String, String> env, PrintStream out, PrintStream err) {
        this.env = env;
        this.out = out;
        this.err = err;
    }

    public static boolean handles(String[] args) {
        return args.length > 0 && args[0].equals("health");
    }

    /** Runs the probe; answers the process exit code (2 for arguments it cannot read). */
    public static int run(String[] args, Map<String, String> env, PrintStream out, PrintStream err) {
        CommandLine commandLine = new CommandLine(new HealthCheck(env, out, err));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(java.util.Arrays.copyOfRange(args, 1, args.length));
    }

    @Override
    public Integer call() {
        String target = port != null ? port.toString() : firstSet("MANAGEMENT_SERVER_PORT", "LARDER_PORT");
        URI uri = URI.create("http://127.0.0.1:" + (target == null ? "8080" : target) + "/health/ready");
        try {
            HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection();
            connection.setConnectTimeout(TIMEOUT_MILLIS);
            connection.setReadTimeout(TIMEOUT_MILLIS);
            connection.setRequestProperty("Accept", "application/json");
            int status = connection.getResponseCode();
            InputStream body = status < 400 ? connection.getInputStream() : connection.getErrorStream();
            String text = body == null ? "" : new String(body.readNBytes(4096), StandardCharsets.UTF_8).strip();
            connection.disconnect();
            if (status == 200) {
                out.println(text);
                return 0;
            }
            err.println("larder health: " + uri + " answered " + status + " " + text);
            return 1;
        } catch (IOException | IllegalArgumentException e) {
            err.println("larder health: no answer from " + uri + ": " + e);
            return 1;
        }
    }

    private String firstSet(String... names) {
        for (String name : names) {
            String value = env.get(name);
            if (value != null && !value.isBlank()) {
                return value.strip();
            }
        }
        return null;
    }
}
