package larder.user;

import static larder.user.db.Tables.USER_PREFERENCES;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import larder.diet.Allergen;
import larder.diet.Diet;
import larder.user.db.tables.records.UserPreferencesRecord;
import org.jooq.DSLContext;
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

    PreferencesStore(DSLContext db, JsonMapper json) {
        this.db = db;
        this.json = json;
    }

    Optional<Preferences> find(String userId) {
        return db.selectFrom(USER_PREFERENCES).where(USER_PREFERENCES.USER_ID.eq(userId)).fetchOptional(this::read);
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

    private Preferences read(UserPreferencesRecord r) {
        // A code no longer known (a diet withdrawn by a later release) is dropped rather than failing the read.
        List<Diet> diets = json.readValue(r.getDiets(), STRINGS).stream().map(Diet::fromCode)
                .flatMap(Optional::stream).toList();
        List<Allergen> avoid = json.readValue(r.getAvoid(), STRINGS).stream().map(Allergen::fromCode)
                .flatMap(Optional::stream).toList();
        return new Preferences(diets, avoid, json.readValue(r.getDislikes(), STRINGS), r.getHouseholdSize(),
                r.getMaxTotalMinutes());
    }
}
