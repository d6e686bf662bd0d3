package larder.packaging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.RestAssured;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import larder.support.IntegrationTest;
import larder.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The image as its Containerfile sets it up, without Docker: the server runs with the image's management settings
 * (its {@code ENV}: metrics on a port of their own, health on both), and the {@code HEALTHCHECK} command is read from
 * the Containerfile and run as Docker would (exec form, or {@code /bin/sh -c} for the shell form), with the image's
 * environment, in a tree laid out as the release's {@code /opt/larder} (the launcher as shipped, this JVM as its
 * runtime, a jar that runs the test class path).
 */
class ContainerHealthCheckIT extends IntegrationTest {

    private static final Path CONTAINERFILE = Path.of("../packaging/Containerfile");
    private static final int MANAGEMENT_PORT = freePort();

    @DynamicPropertySource
    static void imageSettings(DynamicPropertyRegistry registry) {
        Map<String, String> env = imageEnvironment();
        assertThat(env).containsEntry("MANAGEMENT_SERVER_PORT", "9090");
        registry.add("management.server.port", () -> MANAGEMENT_PORT);
    }

    @TempDir
    Path release;

    @Test
    void healthCheckPassesAgainstAReadyServer() throws Exception {
        Result result = runHealthCheck(port, MANAGEMENT_PORT);
        assertThat(result.exit()).as(result.output()).isZero();
        assertThat(result.output()).contains("\"status\":\"UP\"");
    }

    @Test
    void healthCheckFailsWhenNoServerAnswers() throws Exception {
        int closed = freePort();
        Result result = runHealthCheck(closed, closed);
        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.output()).contains("no answer from http://127.0.0.1:" + closed + "/health/ready");
    }

    @Test
    void healthCheckIsInExecFormSoNoShellIsNeeded() throws IOException {
        assertThat(healthCheckCommand()).first().isEqualTo("/opt/larder/bin/larder");
    }

    @Test
    void metricsAreOnTheManagementPortOnlyAndHealthOnBoth() {
        raw().get("/metrics").then().statusCode(404);
        api().accept("application/json").get("/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        api().accept("application/json").get("/health/live").then().statusCode(200).body("status", equalTo("UP"));
        RestAssured.given().port(MANAGEMENT_PORT).accept("application/json").get("/health/ready").then()
                .statusCode(200).body("status", equalTo("UP"));
        String metrics = RestAssured.given().port(MANAGEMENT_PORT).get("/metrics").then().statusCode(200)
                .extract().asString();
        assertThat(metrics).contains("larder_db_connections_waiting 0.0");
        assertThat(metrics).containsPattern("larder_build_info\\{[^}]*version=\"[^\"]+\"[^}]*} 1(\\.0)?\n");
        if (TestDatabase.kind() == TestDatabase.Kind.POSTGRES) {
            assertThat(metrics).contains("larder_notifications_listening 1.0")
                    .contains("larder_notifications_reconnects_total 0.0");
        } else {
            assertThat(metrics).doesNotContain("larder_notifications_listening");
        }
    }

    @Test
    void aServerThatIsNotReadyAnswers503OnThePublicPortToo() {
        org.springframework.boot.availability.AvailabilityChangeEvent.publish(context,
                org.springframework.boot.availability.ReadinessState.REFUSING_TRAFFIC);
        try {
            api().accept("application/json").get("/health/ready").then().statusCode(503)
                    .body("status", equalTo("OUT_OF_SERVICE"));
            api().accept("application/json").get("/health/live").then().statusCode(200);
        } finally {
            org.springframework.boot.availability.AvailabilityChangeEvent.publish(context,
                    org.springframework.boot.availability.ReadinessState.ACCEPTING_TRAFFIC);
        }
    }

    @org.springframework.beans.factory.annotation.Autowired
    private org.springframework.context.ApplicationContext context;

    @Test
    void theImageSizesItsHeapToTheContainer() {
        assertThat(imageEnvironment().get("LARDER_JAVA_OPTS")).contains("-XX:MaxRAMPercentage=");
    }

    private record Result(int exit, String output) {
    }

    private Result runHealthCheck(int serverPort, int managementPort) throws Exception {
        layOutRelease();
        List<String> command = new ArrayList<>();
        for (String arg : healthCheckCommand()) {
            command.add(arg.replace("/opt/larder/", release.toString() + "/"));
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(imageEnvironment());
        builder.environment().put("LARDER_PORT", String.valueOf(serverPort));
        builder.environment().put("MANAGEMENT_SERVER_PORT", String.valueOf(managementPort));
        Process process = builder.start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the health check ends").isTrue();
        return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes()));
    }

    /** The command of the Containerfile's HEALTHCHECK, as Docker runs it. */
    static List<String> healthCheckCommand() throws IOException {
        String line = instructions().stream().filter(l -> l.startsWith("HEALTHCHECK ")).findFirst().orElseThrow();
        String cmd = line.substring(line.indexOf(" CMD ") + " CMD ".length()).strip();
        if (cmd.startsWith("[")) {
            return Arrays.asList(JsonMapper.shared().readValue(cmd, String[].class));
        }
        return List.of("/bin/sh", "-c", cmd);
    }

    /** The image's environment: every {@code ENV K=V ...} of the Containerfile, in order. */
    static Map<String, String> imageEnvironment() {
        Map<String, String> env = new LinkedHashMap<>();
        try {
            for (String line : instructions()) {
                if (line.startsWith("ENV ")) {
                    for (String pair : words(line.substring(4))) {
                        int eq = pair.indexOf('=');
                        env.put(pair.substring(0, eq), pair.substring(eq + 1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return env;
    }

    /** The Containerfile's instructions, continued lines joined, comments left out. */
    private static List<String> instructions() throws IOException {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String raw : Files.readAllLines(CONTAINERFILE)) {
            String line = raw.strip();
            if (line.startsWith("#") || line.isEmpty()) {
                continue;
            }
            if (line.endsWith("\\")) {
                current.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            out.add(current.append(line).toString());
            current.setLength(0);
        }
        return out;
    }

    /** Words split on blanks outside double quotes, the quotes taken off. */
    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        for (char c : text.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (Character.isWhitespace(c) && !quoted) {
                if (!word.isEmpty()) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (!word.isEmpty()) {
            words.add(word.toString());
        }
        return words;
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** bin/larder as shipped, runtime/ this JVM, app/larder.jar a manifest-only jar over the test class path. */
    private void layOutRelease() throws IOException {
        Path bin = Files.createDirectories(release.resolve("bin"));
        Files.copy(Path.of("../packaging/bin-larder"), bin.resolve("larder"));
        Files.setPosixFilePermissions(bin.resolve("larder"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.createSymbolicLink(release.resolve("runtime"), Path.of(System.getProperty("java.home")));
        Path app = Files.createDirectories(release.resolve("app"));
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "larder.Larder");
        StringBuilder classPath = new StringBuilder();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classPath.append(Path.of(entry).toAbsolutePath().toUri()).append(' ');
        }
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath.toString().strip());
        try (OutputStream out = Files.newOutputStream(app.resolve("larder.jar"));
                JarOutputStream jar = new JarOutputStream(out, manifest)) {
            jar.flush();
        }
    }
}
