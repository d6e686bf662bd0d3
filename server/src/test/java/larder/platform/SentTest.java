package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A PATCH member left out keeps what is there; one sent, even as null, replaces it. */
class SentTest {

    @Test
    void aMemberLeftOutKeepsWhatIsThere() {
        Sent<String> leftOut = Sent.leftOut();
        assertThat(leftOut.isSent()).isFalse();
        assertThat(leftOut.or("kept")).isEqualTo("kept");
        assertThat(leftOut.map(String::length)).isEqualTo(Sent.leftOut());
    }

    @Test
    void aMemberSentReplacesWhatIsThereEvenWithNull() {
        assertThat(Sent.of("new").or("kept")).isEqualTo("new");
        Sent<String> cleared = Sent.of(null);
        assertThat(cleared.isSent()).isTrue();
        assertThat(cleared.or("kept")).isNull();
    }

    @Test
    void mappingASentMemberMapsItsValueNullIncluded() {
        assertThat(Sent.of("four").map(String::length)).isEqualTo(Sent.of(4));
        assertThat(Sent.<String>of(null).map(s -> s == null ? "was null" : s)).isEqualTo(Sent.of("was null"));
    }

    @Test
    void aMemberLeftOutHasNoValue() {
        assertThatThrownBy(() -> new Sent<>(false, "x")).isInstanceOf(IllegalArgumentException.class);
        assertThat(new Sent<>(false, null)).isEqualTo(Sent.leftOut());
    }
}
