package larder.user;

import java.time.Clock;
import larder.platform.problem.NotFound;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Users' preferences: read (none set reads as {@link Preferences#NONE}), changed whole, erased with the user. */
@Service
public class UserPreferences {

    private final PreferencesStore store;
    private final UserStore users;
    private final Clock clock;

    UserPreferences(PreferencesStore store, UserStore users, Clock clock) {
        this.store = store;
        this.users = users;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Preferences get(String userId) {
        return store.find(userId).orElse(Preferences.NONE);
    }

    @Transactional
    public Preferences change(String userId, Preferences.Change change) {
        // Locks the user, so that an erasure running meanwhile either goes first (404) or waits for this write.
        if (users.lockAll(java.util.List.of(userId)).isEmpty()) {
            throw new NotFound("User " + userId);
        }
        Preferences changed = get(userId).with(change);
        store.save(userId, changed, clock.instant());
        return changed;
    }

    /** Erasing users erases their preferences, in the same transaction. */
    @EventListener
    void on(UsersErased erased) {
        store.deleteAll(erased.userIds());
    }
}
