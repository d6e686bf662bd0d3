package larder.event;

import static larder.event.db.Tables.OUTBOX_EVENT;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.ApiEvent;
import larder.platform.Ids;
import org.jooq.DSLContext;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Records every {@link ApiEvent} as it is published: synchronously, so in the transaction of the change that
 * caused it (a crash loses neither or both). The row holds the webhook body itself,
 * {@code {"id", "type", "created_at", "data": {"object": …}}}.
 */
@Component
class Outbox {

    static final Duration RETENTION = Duration.ofDays(7);

    private final DSLContext db;
    private final JsonMapper json;
    private final Clock clock;

    Outbox(DSLContext db, JsonMapper json, Clock clock) {
        this.db = db;
        this.json = json;
        this.clock = clock;
    }

    @EventListener
    void record(ApiEvent event) {
        String id = Ids.next("evt");
        Instant now = clock.instant();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", id);
        body.put("type", event.type());
        body.put("created_at", now.toString());
        body.put("data", Map.of("object", event.object()));
        db.insertInto(OUTBOX_EVENT)
                .set(OUTBOX_EVENT.ID, id)
                .set(OUTBOX_EVENT.CLIENT_ID, event.clientId())
                .set(OUTBOX_EVENT.TYPE, event.type())
                .set(OUTBOX_EVENT.PAYLOAD, json.writeValueAsString(body))
                .set(OUTBOX_EVENT.CREATED_AT, now)
                .execute();
    }

    @Scheduled(initialDelay = 600_000, fixedDelay = 3_600_000)
    void forgetOld() {
        db.deleteFrom(OUTBOX_EVENT).where(OUTBOX_EVENT.CREATED_AT.lt(clock.instant().minus(RETENTION))).execute();
    }
}
