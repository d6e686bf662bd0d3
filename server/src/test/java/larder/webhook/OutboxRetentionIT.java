package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/** The outbox forgets events after 7 days, but never one that a pending delivery still has to send. */
class OutboxRetentionIT extends IntegrationTest {

    @Autowired
    private Outbox outbox;

    @Autowired
    private JdbcTemplate jdbc;

    private void event(String id, Instant at) {
        jdbc.update("insert into outbox_event (id, client_id, type, payload, created_at) values (?, ?, ?, ?, ?)",
                id, "app_retention", "list.created", "{}", at.atOffset(ZoneOffset.UTC));
    }

    private void delivery(String id, String eventId, String state, Instant at) {
        jdbc.update("insert into webhook_delivery (id, endpoint_id, event_id, event_type, state, attempts, "
                        + "next_attempt_at, event_created_at, created_at, updated_at) values (?, ?, ?, ?, ?, 3, ?, ?, ?, ?)",
                id, "whk_retention_none", eventId, "list.created", state,
                "pending".equals(state) ? at.plus(Duration.ofDays(30)).atOffset(ZoneOffset.UTC) : null,
                at.atOffset(ZoneOffset.UTC), at.atOffset(ZoneOffset.UTC), at.atOffset(ZoneOffset.UTC));
    }

    private boolean exists(String table, String id) {
        return jdbc.queryForObject("select count(*) from " + table + " where id = ?", Integer.class, id) == 1;
    }

    @Test
    void oldEventsGoExceptThoseAPendingDeliveryStillNeeds() {
        Instant old = clock.instant().minus(Duration.ofDays(8));
        event("evt_retention_pending", old);
        delivery("dlv_retention_pending", "evt_retention_pending", "pending", old);
        event("evt_retention_done", old);
        delivery("dlv_retention_done", "evt_retention_done", "delivered", old);
        event("evt_retention_recent", clock.instant());

        outbox.forgetOld();

        assertThat(exists("outbox_event", "evt_retention_pending")).isTrue();
        assertThat(exists("webhook_delivery", "dlv_retention_pending")).isTrue();
        assertThat(exists("outbox_event", "evt_retention_done")).isFalse();
        assertThat(exists("webhook_delivery", "dlv_retention_done")).isFalse();
        assertThat(exists("outbox_event", "evt_retention_recent")).isTrue();
    }
}
