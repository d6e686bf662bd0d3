package larder.list.live;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * Issue 17 point 5: {@code larder_live_streams} (open streams on this node), {@code larder_live_events_total}
 * (events written to streams) and {@code larder_live_commit_to_event_seconds} (a histogram from a change's
 * {@code at}, taken in its transaction just before the commit, to its event written to a stream, for the changes a
 * stream sends as they happen; a backlog sent when a stream opens or resumes is counted but not timed).
 */
final class LiveMetrics {

    private final Counter events;
    private final Timer commitToEvent;
    private final Clock clock;

    LiveMetrics(MeterRegistry registry, Clock clock, Supplier<Number> openStreams) {
        this.clock = clock;
        this.events = Counter.builder("larder.live.events").description("Events written to live list streams")
                .register(registry);
        this.commitToEvent = Timer.builder("larder.live.commit.to.event")
                .description("From a list change's commit to its event written to a live stream")
                .publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofMillis(1))
                .maximumExpectedValue(Duration.ofSeconds(30))
                .register(registry);
        Gauge.builder("larder.live.streams", openStreams).description("Live list streams open on this node")
                .register(registry);
    }

    void sent(Frame frame, boolean live) {
        events.increment();
        if (live) {
            Duration since = Duration.between(frame.at(), clock.instant());
            commitToEvent.record(since.isNegative() ? Duration.ZERO : since);
        }
    }
}
