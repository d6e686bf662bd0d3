package larder;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LarderTest {

    @Test
    void serveIsTheDefaultCommandAndPortAndDemoAreShorthands() {
        assertThat(Larder.serverArguments(new String[] {"serve", "--demo", "--port", "9090"}))
                .containsExactly("--larder.demo=true", "--larder.port=9090");
        assertThat(Larder.serverArguments(new String[] {"--port=7070", "--larder.data-dir=/tmp/x"}))
                .containsExactly("--larder.port=7070", "--larder.data-dir=/tmp/x");
    }

    @Test
    void versionSaysTheReleaseTheBuildWroteDown() throws Exception {
        java.util.Properties built = new java.util.Properties();
        try (var in = java.nio.file.Files.newInputStream(java.nio.file.Path.of(
                "target/classes/META-INF/build-info.properties"))) {
            built.load(in);
        }
        assertThat(built.getProperty("build.version")).isNotBlank();
        assertThat(Larder.versionLine()).startsWith("larder " + built.getProperty("build.version") + " (built 20");
    }
}
