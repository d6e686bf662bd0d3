package larder.list.live;

import static larder.support.Refusals.refusal;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalLong;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;
import org.junit.jupiter.api.Test;

/** Where a stream starts, from Last-Event-ID or after_version, and what neither may be. */
class ResumePointTest {

    @Test
    void lastEventIdWinsOverAfterVersionAndIsStripped() {
        assertThat(ResumePoint.of(" 12 ", "3").after()).isEqualTo(OptionalLong.of(12));
    }

    @Test
    void afterVersionIsUsedWithoutLastEventId() {
        assertThat(ResumePoint.of(null, "3").after()).isEqualTo(OptionalLong.of(3));
        assertThat(ResumePoint.of(null, "0").after()).isEqualTo(OptionalLong.of(0));
    }

    @Test
    void neitherStartsAfterTheListsVersionWhenTheStreamOpens() {
        assertThat(ResumePoint.of(null, null).after()).isEmpty();
    }

    @Test
    void theLargestVersionIsTheLargest64BitInteger() {
        assertThat(ResumePoint.of(null, "9223372036854775807").after()).isEqualTo(OptionalLong.of(Long.MAX_VALUE));
    }

    @Test
    void anythingButADecimalVersionIsRefusedNamingWhereItCameFrom() {
        for (String bad : List.of("", "-1", "1.5", "abc", "0x10", "12345678901234567890", "9223372036854775808")) {
            ProblemException afterVersion = refusal(() -> ResumePoint.of(null, bad));
            assertThat(afterVersion.status().value()).as(bad).isEqualTo(400);
            assertThat(afterVersion.errors()).extracting(FieldProblem::pointer).as(bad)
                    .containsExactly("after_version");
            assertThat(refusal(() -> ResumePoint.of(bad, null)).errors()).extracting(FieldProblem::pointer).as(bad)
                    .containsExactly("Last-Event-ID");
        }
        assertThat(refusal(() -> ResumePoint.of(null, " 3")).errors()).extracting(FieldProblem::message)
                .containsExactly("must be a list version: an integer from 0");
    }
}
