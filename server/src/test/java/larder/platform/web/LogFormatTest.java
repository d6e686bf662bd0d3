package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.SpringApplication;
import org.springframework.mock.env.MockEnvironment;

class LogFormatTest {

    @ParameterizedTest
    @CsvSource(nullValues = "none", value = {"text, none", "TEXT, none", "json, ecs", " Json , ecs", "none, none"})
    void theFormatChoosesSpringBootsStructuredConsoleFormat(String setting, String structured) {
        MockEnvironment environment = new MockEnvironment();
        if (setting != null) {
            environment.setProperty(LogFormat.PROPERTY, setting);
        }
        new LogFormat().postProcessEnvironment(environment, new SpringApplication());
        assertThat(environment.getProperty("logging.structured.format.console")).isEqualTo(structured);
    }

    @ParameterizedTest
    @CsvSource({"xml", "ecs", "''"})
    void anUnknownFormatStopsTheStartWithWhatIsAllowed(String setting) {
        MockEnvironment environment = new MockEnvironment().withProperty(LogFormat.PROPERTY, setting);
        assertThatThrownBy(() -> new LogFormat().postProcessEnvironment(environment, new SpringApplication()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("text or json");
    }
}
