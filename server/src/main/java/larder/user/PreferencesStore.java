package larder.user;

import static larder.user.db.Tables.USER_PREFERENCES;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import larder.diet.Allergen;
import larder.diet.Diet;
import larder.platform.db.HotStatement;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Users' preferences: one row a user, the lists as JSON arrays of codes and names. */
@Repository
class PreferencesStore {

    private static final TypeReference<List<String>> STRINGS = new TypeReference<>() {
    };

    private final DSLContext db;
    private final JsonMapper json;
    /** Searches and meal plan generations read the user's preferences every time: rendered once (HotStatement). */
    private final HotStatement find;

    PreferencesStore(DSLContext db, JsonMapper json, HotStatement.Renderer hot) {
        this.db = db;
        this.json = json;
        this.find = hot.render(db.select(USER_PREFERENCES.DIETS, USER_PREFERENCES.AVOID, USER_PREFERENCES.DISLIKES,
                        USER_PREFERENCES.HOUSEHOLD_SIZE, USER_PREFERENCES.MAX_TOTAL_MINUTES).from(USER_PREFERENCES)
                .where(USER_PREFERENCES.USER_ID.eq(DSL.param("userId", USER_PREFERENCES.USER_ID))));
    }

    Optional<Preferences> find(String userId) {
        return find.with("userId", userId).query((rs, row) -> read(rs.getString(1), rs.getString(2),
                rs.getString(3), (Integer) rs.getObject(4), (Integer) rs.getObject(5))).stream().findFirst();
    }

    void save(String userId, Preferences p, Instant now) {
        String diets = json.writeValueAsString(p.diets().stream().map(Diet::code).toList());
        String avoid = json.writeValueAsString(p.avoid().stream().map(Allergen::code).toList());
        String dislikes = json.writeValueAsString(p.dislikes());
        db.insertInto(USER_PREFERENCES).set(USER_PREFERENCES.USER_ID, userId).set(USER_PREFERENCES.DIETS, diets)
                .set(USER_PREFERENCES.AVOID, avoid).set(USER_PREFERENCES.DISLIKES, dislikes)
                .set(USER_PREFERENCES.HOUSEHOLD_SIZE, p.householdSize())
                .set(USER_PREFERENCES.MAX_TOTAL_MINUTES, p.maxTotalMinutes()).set(USER_PREFERENCES.UPDATED_AT, now)
                .onConflict(USER_PREFERENCES.USER_ID).doUpdate()
                .set(USER_PREFERENCES.DIETS, diets).set(USER_PREFERENCES.AVOID, avoid)
                .set(USER_PREFERENCES.DISLIKES, dislikes).set(USER_PREFERENCES.HOUSEHOLD_SIZE, p.householdSize())
                .set(USER_PREFERENCES.MAX_TOTAL_MINUTES, p.maxTotalMinutes()).set(USER_PREFERENCES.UPDATED_AT, now)
                .execute();
    }

    void deleteAll(Collection<String> userIds) {
        if (!userIds.isEmpty()) {
            db.deleteFrom(USER_PREFERENCES).where(USER_PREFERENCES.USER_ID.in(userIds)).execute();
        }
    }

    private Preferences read(String storedDiets, String storedAvoid, String storedDislikes, Integer householdSize,
                             Integer maxTotalMinutes) {
        // A code no longer known (a diet withdrawn by a later release) is dropped rather than failing the read.
        List<Diet> diets = json.readValue(storedDiets, STRINGS).stream().map(Diet::fromCode)
                .flatMap(Optional::stream).toList();
        List<Allergen> avoid = json.readValue(storedAvoid, STRINGS).stream().map(Allergen::fromCode)
                .flatMap(Optional::stream).toList();
        return new Preferences(diets, avoid, json.readValue(storedDislikes, STRINGS), householdSize,
                maxTotalMinutes);
    }
}
