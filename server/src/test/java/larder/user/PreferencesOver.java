package larder.user;

import java.time.Clock;
import larder.platform.db.MemoryDatabase;

/** Users' preferences over an in-memory database, for the unit tests of the modules that read them. */
public final class PreferencesOver {

    private PreferencesOver() {
    }

    public static UserPreferences database(MemoryDatabase database, Clock clock) {
        return new UserPreferences(new PreferencesStore(database.db(), database.json(), database.hot()),
                new UserStore(database.db(), database.hot()), clock, null);
    }
}
