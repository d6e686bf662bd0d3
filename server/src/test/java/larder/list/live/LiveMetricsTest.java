package larder.list.live;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import larder.list.ListChange;
import org.junit.jupiter.api.Test;

/** The live streams' meters: open streams, events written, and the time from a change's commit to its event. */
class LiveMetricsTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final AtomicInteger open = new AtomicInteger(3);
    private final LiveMetrics metrics = new LiveMetrics(registry, Clock.fixed(NOW, ZoneOffset.UTC), open::get);

    private static Frame committedAt(Instant at) {
        return new Frame(2, ListChange.ITEM_ADDED, at, new byte[0]);
    }

    @Test
    void countsEveryEventButTimesOnlyThoseSentAsTheyHappen() {
        metrics.sent(committedAt(NOW.minusMillis(250)), true);
        metrics.sent(committedAt(NOW.minusSeconds(60)), false);

        assertThat(registry.counter("larder.live.events").count()).isEqualTo(2);
        assertThat(registry.timer("larder.live.commit.to.event").count()).isEqualTo(1);
        assertThat(registry.timer("larder.live.commit.to.event").totalTime(TimeUnit.MILLISECONDS)).isEqualTo(250);
    }

    @Test
    void aChangeStampedAfterThisNodesClockIsTimedAsZero() {
        metrics.sent(committedAt(NOW.plusSeconds(2)), true);

        assertThat(registry.timer("larder.live.commit.to.event").count()).isEqualTo(1);
        assertThat(registry.timer("larder.live.commit.to.event").totalTime(TimeUnit.NANOSECONDS)).isZero();
    }

    @Test
    void theOpenStreamsAreReadWhenTheGaugeIs() {
        assertThat(registry.get("larder.live.streams").gauge().value()).isEqualTo(3);
        open.set(5);
        assertThat(registry.get("larder.live.streams").gauge().value()).isEqualTo(5);
    }
}
