package larder.list.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The heartbeat's bounds (docs/api.md §7.1), and how often the sweep runs for it. */
class LiveSettingsTest {

    private static LiveSettings heartbeat(Duration heartbeat) {
        return new LiveSettings(heartbeat, 1000);
    }

    @Test
    void aHeartbeatFromTenMillisecondsToTwentyFiveSecondsIsAccepted() {
        assertThat(heartbeat(Duration.ofMillis(10)).heartbeat()).isEqualTo(Duration.ofMillis(10));
        assertThat(heartbeat(Duration.ofSeconds(25)).heartbeat()).isEqualTo(Duration.ofSeconds(25));
    }

    @Test
    void aHeartbeatOutsideItsBoundsIsRefusedAtStartUp() {
        assertThatThrownBy(() -> heartbeat(Duration.ofMillis(9))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("larder.live.heartbeat must be between 10ms and 25s");
        assertThatThrownBy(() -> heartbeat(Duration.ofSeconds(25).plusNanos(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSweepRunsEverySecondOrEveryHalfHeartbeatWhenThatIsSooner() {
        assertThat(heartbeat(Duration.ofSeconds(20)).sweep()).isEqualTo(Duration.ofSeconds(1));
        assertThat(heartbeat(Duration.ofSeconds(2)).sweep()).isEqualTo(Duration.ofSeconds(1));
        assertThat(heartbeat(Duration.ofMillis(1998)).sweep()).isEqualTo(Duration.ofMillis(999));
        assertThat(heartbeat(Duration.ofMillis(10)).sweep()).isEqualTo(Duration.ofMillis(5));
    }
}
