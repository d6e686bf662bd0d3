package larder.user;

import jakarta.annotation.Nullable;
import java.time.Clock;
import java.time.Duration;
import larder.platform.cluster.NodeCache;
import larder.platform.cluster.NotificationReceiver;
import larder.platform.cluster.Notifications;
import larder.platform.problem.NotFound;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Users' preferences: read (none set reads as {@link Preferences#NONE}), changed whole, erased with the user.
 *
 * <p>Every search, feed page and meal plan of a user reads them, so each node holds them in memory ({@link NodeCache},
 * channel {@value #CHANNEL}, the user's id): a change or an erasure makes every node forget them once it commits.
 */
@Service
public class UserPreferences implements NotificationReceiver {

    static final String CHANNEL = "larder_preferences";
    /** Users held per node: a few hundred bytes each. */
    private static final int HELD = 100_000;

    private final PreferencesStore store;
    private final UserStore users;
    private final Clock clock;
    private final NodeCache<Preferences> held;

    UserPreferences(PreferencesStore store, UserStore users, Clock clock, @Nullable Notifications notifications) {
        this.store = store;
        this.users = users;
        this.clock = clock;
        this.held = new NodeCache<>(CHANNEL, notifications, HELD, Duration.ofMinutes(1));
    }

    public Preferences get(String userId) {
        return held.get(userId, this::read);
    }

    private Preferences read(String userId) {
        return store.find(userId).orElse(Preferences.NONE);
    }

    @Transactional
    public Preferences change(String userId, Preferences.Change change) {
        // Locks the user, so that an erasure running meanwhile either goes first (404) or waits for this write.
        if (users.lockAll(java.util.List.of(userId)).isEmpty()) {
            throw new NotFound("User " + userId);
        }
        // Read from the database, not this node's memory: another node's change may not have been heard of yet.
        Preferences changed = read(userId).with(change);
        store.save(userId, changed, clock.instant());
        held.changed(userId);
        return changed;
    }

    /** Erasing users erases their preferences, in the same transaction. */
    @EventListener
    void on(UsersErased erased) {
        store.deleteAll(erased.userIds());
        held.changed(erased.userIds());
    }

    @Override
    public String channel() {
        return held.channel();
    }

    @Override
    public void receive(String payload) {
        held.receive(payload);
    }

    @Override
    public void resumed() {
        held.resumed();
    }
}
