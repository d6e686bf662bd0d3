package larder.auth.token;

import java.time.Clock;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Expired refresh tokens can no longer be used nor replayed; they are deleted hourly. */
@Component
class RefreshTokenCleanup {

    private final RefreshTokenStore store;
    private final Clock clock;

    RefreshTokenCleanup(RefreshTokenStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    @Scheduled(initialDelay = 60_000, fixedDelay = 3_600_000)
    void deleteExpired() {
        store.deleteExpired(clock.instant());
    }
}
