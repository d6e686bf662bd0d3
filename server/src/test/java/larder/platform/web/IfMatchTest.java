package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IfMatchTest {

    @ParameterizedTest(name = "If-Match {0} at version 7: {1}")
    @CsvSource(delimiter = '|', nullValues = "NONE", value = {
            "NONE              | true",
            "*                 | true",
            "\"7\"             | true",
            "\"6\", \"7\"      | true",
            "\"6\",\"7\"       | true",
            "  \"7\"           | true",
            "\"6\", *          | true",
            "\"6\"             | false",
            "W/\"7\"           | false",
            "\"07\"            | false",
            "7                 | false",
            "\"\"              | false",
            "\"seven\"         | false",
            "\"99999999999999999999\" | false",
            "''                | false",
    })
    void acceptsOnlyTheVersionsItsStrongTagsName(String header, boolean accepts) {
        assertThat(IfMatch.parse(header).accepts(7)).isEqualTo(accepts);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"\"6\" | false", "\"7\" | true"})
    void checkRefusesAStaleVersionWithPreconditionFailed(String header, boolean accepts) {
        IfMatch ifMatch = IfMatch.parse(header);
        if (accepts) {
            ifMatch.check(7);
        } else {
            assertThatThrownBy(() -> ifMatch.check(7)).isInstanceOfSatisfying(ProblemException.class,
                    e -> assertThat(e.code()).isEqualTo(ProblemCode.PRECONDITION_FAILED));
        }
    }

    @org.junit.jupiter.api.Test
    void noHeaderAcceptsAnyVersion() {
        assertThat(IfMatch.parse(null)).isEqualTo(IfMatch.ANY);
        assertThat(IfMatch.ANY.versions()).isNull();
        assertThat(IfMatch.parse("\"1\", W/\"2\", \"3\"").versions()).containsExactlyInAnyOrder(1L, 3L);
    }
}
