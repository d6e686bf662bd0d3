package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProblemHandlerTest {

    @ParameterizedTest
    @CsvSource({
            "name, /name",
            "allowedOrigins, /allowed_origins",
            "items[3].quantity, /items/3/quantity",
            "rawItems[0], /raw_items/0",
    })
    void beanValidationPathsBecomeJsonPointers(String path, String pointer) {
        assertThat(ProblemHandler.jsonPointer(path)).isEqualTo(pointer);
    }
}
