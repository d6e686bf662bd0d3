package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

class StorableStringsTest {

    private final JsonMapper json = JsonMapper.builder().addModule(StorableStrings.module()).build();

    @ParameterizedTest(name = "{0} is read as it is")
    @ValueSource(strings = {"\"plain\"", "\"caf\\u00e9\"", "\"\\ud83d\\ude00 smile\"", "\"a\\ud83d\\ude00\"", "\"\""})
    void aStringOfCharactersIsReadAsItIs(String literal) {
        assertThat(json.readValue(literal, String.class)).isEqualTo(json.readTree(literal).asString());
    }

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {"\"a\\u0000b\"", "\"\\u0000\"", "\"\\ud800\"", "\"a\\ud800\"", "\"\\ude00a\"",
            "\"\\ud800\\ud800\"", "\"\\ude00\\ud83d\""})
    void aNulOrALoneSurrogateIsRefused(String literal) {
        assertThatThrownBy(() -> json.readValue(literal, String.class)).isInstanceOf(JacksonException.class)
                .hasMessageContaining(literal.contains("u0000") ? "NUL" : "lone surrogate");
    }
}
