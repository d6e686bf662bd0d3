package larder.platform.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Text members are stripped before their length is checked, and a blank optional one is absent. */
class FieldProblemTest {

    private final List<FieldProblem> problems = new ArrayList<>();

    @Test
    void aTextIsStrippedAndMayBeExactlyItsMaximum() {
        assertThat(FieldProblem.text("  abcde  ", "/name", 5, true, problems)).isEqualTo("abcde");
        assertThat(problems).isEmpty();
    }

    @Test
    void aTextLongerThanItsMaximumIsRefused() {
        assertThat(FieldProblem.text("abcdef", "/name", 5, false, problems)).isNull();
        assertThat(problems).containsExactly(FieldProblem.invalid("/name", "must be at most 5 characters"));
    }

    @Test
    void aBlankOrMissingRequiredTextIsRefused() {
        assertThat(FieldProblem.text("   ", "/name", 5, true, problems)).isNull();
        assertThat(FieldProblem.text(null, "/note", 5, true, problems)).isNull();
        assertThat(problems).containsExactly(FieldProblem.invalid("/name", "is required"),
                FieldProblem.invalid("/note", "is required"));
    }

    @Test
    void aBlankOptionalTextIsAbsent() {
        assertThat(FieldProblem.text(" ", "/note", 5, false, problems)).isNull();
        assertThat(FieldProblem.text(null, "/note", 5, false, problems)).isNull();
        assertThat(problems).isEmpty();
    }

    @Test
    void anInvalidMemberHasTheInvalidCode() {
        assertThat(FieldProblem.invalid("/x", "bad")).isEqualTo(new FieldProblem("/x", "request.invalid", "bad"));
    }
}
