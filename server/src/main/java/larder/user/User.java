package larder.user;

import java.time.Instant;

/** A user of one app. Anonymous: Larder knows no name, address or password. */
public record User(String id, String clientId, Instant createdAt, Instant lastSeenAt) {
}
