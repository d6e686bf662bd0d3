package larder.user;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Erases anonymous users whose tokens have not been used for the inactivity period (docs/api.md §4). */
@Component
class InactiveUserPurge {

    private static final Logger log = LoggerFactory.getLogger(InactiveUserPurge.class);
    private static final int BATCH = 100;

    private final UserStore store;
    private final UserAccounts accounts;
    private final UserSettings settings;
    private final Clock clock;

    InactiveUserPurge(UserStore store, UserAccounts accounts, UserSettings settings, Clock clock) {
        this.store = store;
        this.accounts = accounts;
        this.settings = settings;
        this.clock = clock;
    }

    @Scheduled(initialDelay = 300_000, fixedDelay = 3_600_000)
    int purge() {
        Instant horizon = clock.instant().minus(settings.userInactivity());
        int erased = 0;
        List<String> ids;
        do {
            ids = store.inactiveSince(horizon, BATCH);
            // One transaction per batch; a user erased meanwhile by itself is skipped.
            erased += accounts.eraseAll(ids);
        } while (ids.size() == BATCH);
        if (erased > 0) {
            log.info("Erased {} users inactive since {}", erased, horizon);
        }
        return erased;
    }
}
