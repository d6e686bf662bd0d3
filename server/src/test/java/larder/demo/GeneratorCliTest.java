package larder.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code larder recipes generate}: its arguments, read by picocli before any database is touched. */
class GeneratorCliTest {

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private GeneratorCli.Options parse(String... args) {
        return GeneratorCli.parse(args, new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private JsonNode error() {
        return JsonMapper.shared().readTree(err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theOptionsAreReadInAnyOrderWithTheSeedDefaulted() {
        GeneratorCli.Options options = parse("recipes", "generate", "--count", "500", "--app", "app_1");
        assertThat(options.app).isEqualTo("app_1");
        assertThat(options.count).isEqualTo(500);
        assertThat(options.seed).isEqualTo(1);
        assertThat(parse("recipes", "generate", "--app=app_2", "--count=3", "--seed=9").seed).isEqualTo(9);
    }

    @Test
    void aMissingOrBadOptionIsAUsageErrorWrittenAsJson() {
        assertThat(parse("recipes", "generate", "--app", "app_1")).isNull();
        assertThat(error().get("error").asString()).contains("--count").contains("usage: larder recipes generate");

        err.reset();
        assertThat(parse("recipes", "generate", "--app", "a\"b\\c", "--count", "many")).isNull();
        assertThat(error().get("error").asString()).contains("many");

        err.reset();
        assertThat(parse("recipes", "generate", "--app", "app_1", "--count", "0")).isNull();
        assertThat(error().get("error").asString()).startsWith("--count must be 1 or more");
    }
}
