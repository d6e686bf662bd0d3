package larder.event;

import static larder.event.db.Tables.OUTBOX_EVENT;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.ApiEvent;
import larder.platform.Ids;
import larder.platform.Sql;
import org.jooq.DSLContext;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
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
    private final JdbcTemplate jdbc;
    private final String insertSql;

    Outbox(DSLContext db, JsonMapper json, Clock clock, JdbcTemplate jdbc) {
        this.db = db;
        this.json = json;
        this.clock = clock;
        this.jdbc = jdbc;
        // Every change runs this: rendered once.
        this.insertSql = db.insertInto(OUTBOX_EVENT, OUTBOX_EVENT.ID, OUTBOX_EVENT.CLIENT_ID, OUTBOX_EVENT.TYPE,
                        OUTBOX_EVENT.PAYLOAD, OUTBOX_EVENT.CREATED_AT)
                .values((String) null, null, null, null, null).getSQL();
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
        jdbc.update(insertSql, id, event.clientId(), event.type(), json.writeValueAsString(body),
                Sql.timestamp(now));
    }

    @Scheduled(initialDelay = 600_000, fixedDelay = 3_600_000)
    void forgetOld() {
        db.deleteFrom(OUTBOX_EVENT).where(OUTBOX_EVENT.CREATED_AT.lt(clock.instant().minus(RETENTION))).execute();
    }
}
