package larder.platform;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.util.Map;

/**
 * {@code larder health} asks the server on this machine whether it is ready ({@code GET /health/ready}) and exits 0
 * when it answers 200, 1 otherwise: the container image's {@code HEALTHCHECK}. It needs no shell, curl or
 * {@code /dev/tcp} (Debian's {@code /bin/sh} is dash, which has none), only the Java runtime the image already
 * carries, and it starts no application context. The port is {@code --port N}, else {@code LARDER_PORT}, else 8080.
 */
public final class HealthCheck {

    private static final int TIMEOUT_MILLIS = 5_000;

    private HealthCheck() {
    }

    public static boolean handles(String[] args) {
        return args.length > 0 && args[0].equals("health");
    }

    /** Runs the probe; answers the process exit code. */
    public static int run(String[] args, Map<String, String> env, PrintStream out, PrintStream err) {
        String port = env.getOrDefault("LARDER_PORT", "8080");
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--port") && i + 1 < args.length) {
                port = args[++i];
            } else if (args[i].startsWith("--port=")) {
                port = args[i].substring("--port=".length());
            } else {
                err.println("larder health: unknown argument " + args[i] + " (usage: larder health [--port N])");
                return 2;
            }
        }
        URI uri = URI.create("http://127.0.0.1:" + port + "/health/ready");
        try {
            HttpURLConnection connection = (HttpURLConnection) uri.toURL().openConnection();
            connection.setConnectTimeout(TIMEOUT_MILLIS);
            connection.setReadTimeout(TIMEOUT_MILLIS);
            connection.setRequestProperty("Accept", "application/json");
            int status = connection.getResponseCode();
            InputStream body = status < 400 ? connection.getInputStream() : connection.getErrorStream();
            String text = body == null ? "" : new String(body.readNBytes(4096)).strip();
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
}
