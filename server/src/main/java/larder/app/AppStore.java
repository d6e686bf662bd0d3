package larder.app;

import static larder.app.db.Tables.APP;
import static larder.app.db.Tables.APP_ORIGIN;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import larder.app.db.tables.records.AppRecord;
import larder.platform.PageRequest;
import org.jooq.DSLContext;
import org.jooq.Record2;
import org.springframework.stereotype.Repository;

@Repository
class AppStore {

    private final DSLContext db;

    AppStore(DSLContext db) {
        this.db = db;
    }

    void insert(App app) {
        db.insertInto(APP)
                .set(APP.CLIENT_ID, app.clientId())
                .set(APP.NAME, app.name())
                .set(APP.DISABLED, app.disabled())
                .set(APP.CREATED_AT, app.createdAt())
                .set(APP.UPDATED_AT, app.updatedAt())
                .execute();
        insertOrigins(app.clientId(), app.allowedOrigins());
    }

    void update(App app) {
        db.update(APP)
                .set(APP.NAME, app.name())
                .set(APP.DISABLED, app.disabled())
                .set(APP.UPDATED_AT, app.updatedAt())
                .where(APP.CLIENT_ID.eq(app.clientId()))
                .execute();
        db.deleteFrom(APP_ORIGIN).where(APP_ORIGIN.CLIENT_ID.eq(app.clientId())).execute();
        insertOrigins(app.clientId(), app.allowedOrigins());
    }

    private void insertOrigins(String clientId, List<AllowedOrigin> origins) {
        if (origins.isEmpty()) {
            return;
        }
        var insert = db.insertInto(APP_ORIGIN, APP_ORIGIN.CLIENT_ID, APP_ORIGIN.ORIGIN, APP_ORIGIN.POSITION);
        for (int i = 0; i < origins.size(); i++) {
            insert = insert.values(clientId, origins.get(i).value(), i);
        }
        insert.execute();
    }

    Optional<App> find(String clientId) {
        return db.selectFrom(APP).where(APP.CLIENT_ID.eq(clientId)).fetchOptional()
                .map(row -> toApp(row, origins(List.of(clientId)).getOrDefault(clientId, List.of())));
    }

    boolean exists(String clientId) {
        return db.fetchExists(APP, APP.CLIENT_ID.eq(clientId));
    }

    List<App> all() {
        List<AppRecord> rows = db.selectFrom(APP).orderBy(APP.CLIENT_ID).fetch();
        Map<String, List<AllowedOrigin>> origins = origins(null);
        return rows.stream().map(r -> toApp(r, origins.getOrDefault(r.getClientId(), List.of()))).toList();
    }

    /** Apps in order of creation; the keyset is (created_at, client_id), as client ids may be chosen freely. */
    List<App> page(PageRequest page) {
        var query = db.selectFrom(APP).where(org.jooq.impl.DSL.trueCondition());
        if (page.after().isPresent()) {
            Instant createdAt = page.after().get().instant(0);
            String clientId = page.after().get().key(1);
            query = query.and(org.jooq.impl.DSL.row(APP.CREATED_AT, APP.CLIENT_ID).gt(createdAt, clientId));
        }
        List<AppRecord> rows = query.orderBy(APP.CREATED_AT, APP.CLIENT_ID).limit(page.fetchSize()).fetch();
        Map<String, List<AllowedOrigin>> origins = origins(rows.stream().map(AppRecord::getClientId).toList());
        return rows.stream().map(r -> toApp(r, origins.getOrDefault(r.getClientId(), List.of()))).toList();
    }

    private Map<String, List<AllowedOrigin>> origins(List<String> clientIds) {
        var query = db.select(APP_ORIGIN.CLIENT_ID, APP_ORIGIN.ORIGIN).from(APP_ORIGIN);
        var rows = clientIds == null
                ? query.orderBy(APP_ORIGIN.CLIENT_ID, APP_ORIGIN.POSITION).fetch()
                : query.where(APP_ORIGIN.CLIENT_ID.in(clientIds))
                        .orderBy(APP_ORIGIN.CLIENT_ID, APP_ORIGIN.POSITION).fetch();
        return rows.stream().collect(Collectors.groupingBy(Record2::value1,
                Collectors.mapping(r -> stored(r.value2()), Collectors.toCollection(ArrayList::new))));
    }

    /** Stored origins were validated on the way in. */
    private static AllowedOrigin stored(String value) {
        try {
            return AllowedOrigin.parse(value);
        } catch (AllowedOrigin.Invalid e) {
            throw new IllegalStateException("A stored origin is not valid: " + value, e);
        }
    }

    private static App toApp(AppRecord r, List<AllowedOrigin> origins) {
        return new App(r.getClientId(), r.getName(), origins, r.getDisabled(), r.getCreatedAt(), r.getUpdatedAt());
    }
}
