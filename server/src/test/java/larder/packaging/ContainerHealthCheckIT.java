package larder.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/**
 * The image's {@code HEALTHCHECK}, run without Docker: its command is read from the Containerfile and run as Docker
 * would (exec form, or {@code /bin/sh -c} for the shell form), in a tree laid out as the release's {@code /opt/larder}
 * (the launcher as shipped, this JVM as its runtime, a jar that runs the test class path), against this test's server.
 */
class ContainerHealthCheckIT extends IntegrationTest {

    private static final Path CONTAINERFILE = Path.of("../packaging/Containerfile");

    @TempDir
    Path release;

    @Test
    void healthCheckPassesAgainstAReadyServer() throws Exception {
        Result result = runHealthCheck(port);
        assertThat(result.exit()).as(result.output()).isZero();
        assertThat(result.output()).contains("\"status\":\"UP\"");
    }

    @Test
    void healthCheckFailsWhenNoServerAnswers() throws Exception {
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        Result result = runHealthCheck(closed);
        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.output()).contains("no answer from http://127.0.0.1:" + closed + "/health/ready");
    }

    @Test
    void healthCheckIsInExecFormSoNoShellIsNeeded() throws IOException {
        assertThat(healthCheckCommand()).first().isEqualTo("/opt/larder/bin/larder");
    }

    private record Result(int exit, String output) {
    }

    private Result runHealthCheck(int serverPort) throws Exception {
        layOutRelease();
        List<String> command = new ArrayList<>();
        for (String arg : healthCheckCommand()) {
            command.add(arg.replace("/opt/larder/", release.toString() + "/"));
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("LARDER_PORT", String.valueOf(serverPort)); // the image's ENV, with this port
        Process process = builder.start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the health check ends").isTrue();
        return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes()));
    }

    /** The command of the Containerfile's HEALTHCHECK, as Docker runs it. */
    static List<String> healthCheckCommand() throws IOException {
        String line = Files.readAllLines(CONTAINERFILE).stream().filter(l -> l.startsWith("HEALTHCHECK"))
                .findFirst().orElseThrow();
        String cmd = line.substring(line.indexOf(" CMD ") + " CMD ".length()).strip();
        if (cmd.startsWith("[")) {
            return Arrays.asList(JsonMapper.shared().readValue(cmd, String[].class));
        }
        return List.of("/bin/sh", "-c", cmd);
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
