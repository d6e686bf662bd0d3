package larder.webhook;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.stereotype.Component;

/**
 * docs/api.md §12, for webhooks: {@code larder_webhook_deliveries_total{outcome}} (delivered, retried, failed,
 * gone), {@code larder_webhook_event_to_delivery_seconds} (a histogram from the event's recording to the 2xx
 * answer, every attempt included) and {@code larder_webhook_deliveries_pending} (read from the database at most
 * every 5 s).
 */
@Component
class WebhookMetrics {

    private final Counter delivered;
    private final Counter retried;
    private final Counter failed;
    private final Counter gone;
    private final Timer latency;
    private final AtomicLong pending = new AtomicLong();
    private volatile long pendingReadAt;

    WebhookMetrics(MeterRegistry registry, DeliveryStore store) {
        this.delivered = outcome(registry, "delivered");
        this.retried = outcome(registry, "retried");
        this.failed = outcome(registry, "failed");
        this.gone = outcome(registry, "gone");
        this.latency = Timer.builder("larder.webhook.event.to.delivery")
                .description("From an event's recording to its endpoint's 2xx answer")
                .publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofMillis(1))
                .maximumExpectedValue(Duration.ofHours(24))
                .register(registry);
        Gauge.builder("larder.webhook.deliveries.pending", this, m -> m.pending(store))
                .description("Deliveries waiting for their first or next attempt")
                .register(registry);
    }

    private static Counter outcome(MeterRegistry registry, String outcome) {
        return Counter.builder("larder.webhook.deliveries").tag("outcome", outcome)
                .description("Delivery attempts by outcome").register(registry);
    }

    private double pending(DeliveryStore store) {
        long now = System.nanoTime();
        if (now - pendingReadAt > 5_000_000_000L || pendingReadAt == 0) {
            pendingReadAt = now;
            try {
                pending.set(store.pending());
            } catch (RuntimeException e) {
                // keep the last value; the database is reported by the readiness check
            }
        }
        return pending.get();
    }

    void delivered(Duration sinceEvent) {
        delivered.increment();
        latency.record(sinceEvent.isNegative() ? Duration.ZERO : sinceEvent);
    }

    void retried() {
        retried.increment();
    }

    void failed() {
        failed.increment();
    }

    void gone() {
        gone.increment();
    }
}
