package larder.user;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import larder.auth.Revocations;
import larder.auth.UserRegistry;
import larder.platform.Ids;
import larder.platform.db.HotStatement;
import larder.platform.problem.NotFound;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class UserAccounts implements UserRegistry {

    private static final int TOUCH_BATCH = 500;

    private final UserStore store;
    private final Revocations revocations;
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final Set<String> seen = ConcurrentHashMap.newKeySet();
    /**
     * What a user shows of itself never changes while it lives. An erased user is evicted here; on other nodes its
     * tokens are refused by authentication before any handler could read a stale entry.
     */
    private final Cache<String, User> byId = Caffeine.newBuilder()
            .maximumSize(100_000)
            .expireAfterAccess(Duration.ofMinutes(10))
            .build();

    UserAccounts(UserStore store, Revocations revocations, ApplicationEventPublisher events, Clock clock) {
        this.store = store;
        this.revocations = revocations;
        this.events = events;
        this.clock = clock;
    }

    @Override
    public List<String> createAnonymousUsers(List<String> clientIds, Instant now, HotStatement.Group group) {
        List<User> users = new ArrayList<>(clientIds.size());
        for (String clientId : clientIds) {
            users.add(new User(Ids.next("usr"), clientId, now, now));
        }
        store.insertAll(users, group);
        return users.stream().map(User::id).toList();
    }

    @Override
    public void recordActivity(String userId) {
        seen.add(userId);
    }

    public User get(String userId) {
        User user = byId.get(userId, id -> store.find(id).orElse(null));
        if (user == null) {
            throw new NotFound("User " + userId);
        }
        return user;
    }

    /**
     * Erases the user and everything it owns, in one transaction: every owning module deletes its part on
     * {@link UsersErased}, and every token of the user stops working on every node.
     */
    @Transactional
    public void erase(String userId) {
        if (eraseAll(List.of(userId)) == 0) {
            throw new NotFound("User " + userId);
        }
    }

    /**
     * Erases each of these users that still exists, as {@link #erase} does, in one transaction and with a statement
     * per table for them all (a user erased meanwhile is skipped). Answers how many were erased.
     */
    @Transactional
    public int eraseAll(List<String> userIds) {
        List<User> users = store.lockAll(userIds);
        eraseLocked(users);
        return users.size();
    }

    private void eraseLocked(List<User> users) {
        if (users.isEmpty()) {
            return;
        }
        events.publishEvent(new UsersErased(users.stream().map(u -> new UserDeleted(u.id(), u.clientId())).toList()));
        List<String> ids = users.stream().map(User::id).toList();
        revocations.revokeUsers(ids);
        store.deleteAll(ids);
        ids.forEach(id -> {
            seen.remove(id);
            byId.invalidate(id);
        });
    }

    /** Last-seen times are written in batches, off the request path. */
    @Scheduled(fixedDelay = 60_000)
    void flushActivity() {
        if (seen.isEmpty()) {
            return;
        }
        List<String> batch = new ArrayList<>(TOUCH_BATCH);
        Instant now = clock.instant();
        for (String id : seen) {
            seen.remove(id);
            batch.add(id);
            if (batch.size() == TOUCH_BATCH) {
                store.touch(batch, now);
                batch.clear();
            }
        }
        if (!batch.isEmpty()) {
            store.touch(batch, now);
        }
    }
}
