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
}
