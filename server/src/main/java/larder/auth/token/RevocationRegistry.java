package larder.auth.token;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import larder.auth.AuthSettings;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Revoked token families and deleted users, in memory on every node, fed by the broadcast log. An entry is kept
 * for one access-token lifetime: after that, no token issued before the revocation can still be current.
 */
@Component
public class RevocationRegistry {

    public static final String FAMILY_REVOKED = "auth.family_revoked";
    public static final String USER_REVOKED = "auth.user_revoked";

    private final Map<String, Instant> families = new ConcurrentHashMap<>();
    private final Map<String, Instant> users = new ConcurrentHashMap<>();
    private final Clock clock;
    private final Duration memory;

    public RevocationRegistry(Clock clock, AuthSettings settings) {
        this.clock = clock;
        this.memory = settings.accessTokenTtl().plusMinutes(1);
    }

    public boolean revoked(String userId, String familyId) {
        return families.containsKey(familyId) || users.containsKey(userId);
    }

    void familyRevoked(String familyId, Instant at) {
        families.putIfAbsent(familyId, at);
    }

    void userRevoked(String userId, Instant at) {
        users.putIfAbsent(userId, at);
    }

    @Scheduled(fixedDelay = 60_000)
    void forgetOldEntries() {
        Instant horizon = clock.instant().minus(memory);
        families.values().removeIf(at -> at.isBefore(horizon));
        users.values().removeIf(at -> at.isBefore(horizon));
    }

    Duration memory() {
        return memory;
    }

    @Configuration(proxyBeanMethods = false)
    static class Receivers {

        @Bean
        BroadcastReceiver familyRevocations(RevocationRegistry registry) {
            return receiver(FAMILY_REVOKED, registry, registry::familyRevoked);
        }

        @Bean
        BroadcastReceiver userRevocations(RevocationRegistry registry) {
            return receiver(USER_REVOKED, registry, registry::userRevoked);
        }

        private static BroadcastReceiver receiver(String topic, RevocationRegistry registry,
                                                  java.util.function.BiConsumer<String, Instant> action) {
            return new BroadcastReceiver() {
                @Override
                public String topic() {
                    return topic;
                }

                @Override
                public void receive(String subject, Instant at) {
                    action.accept(subject, at);
                }

                @Override
                public Duration history() {
                    return registry.memory();
                }
            };
        }
    }

    /** Publishing is separate from receiving, so that the registry does not depend on the log it is fed by. */
    @Component
    public static class Publisher {

        private final Broadcasts broadcasts;

        Publisher(Broadcasts broadcasts) {
            this.broadcasts = broadcasts;
        }

        public void familyRevoked(String familyId) {
            broadcasts.publish(FAMILY_REVOKED, familyId);
        }

        public void userRevoked(String userId) {
            broadcasts.publish(USER_REVOKED, userId);
        }

    }
}
