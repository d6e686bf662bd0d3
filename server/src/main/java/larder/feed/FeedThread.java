package larder.feed;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A feed thread: the recipes ranked for a user when its first page was asked for, served page by page and
 * replayable by its id until it expires. Immutable, so any node may cache it.
 */
record FeedThread(String id, String clientId, String userId, List<Entry> entries, Instant createdAt,
                  Instant expiresAt) {

    record Entry(String recipeId, Reason reason) {
    }

    FeedThread {
        entries = List.copyOf(entries);
    }

    boolean servesTo(String clientId, String userId, Instant now) {
        return this.clientId.equals(clientId) && this.userId.equals(userId) && now.isBefore(expiresAt);
    }

    /** Stored as one "reason-tag recipe-id" line per entry, in feed order. */
    static String encode(List<Entry> entries) {
        StringBuilder out = new StringBuilder(entries.size() * 32);
        for (Entry entry : entries) {
            out.append(entry.reason().tag()).append(entry.recipeId()).append('\n');
        }
        return out.toString();
    }

    static List<Entry> decode(String stored) {
        List<Entry> entries = new ArrayList<>();
        for (String line : stored.split("\n")) {
            if (line.length() < 2) {
                continue;
            }
            Reason.fromTag(line.charAt(0))
                    .ifPresent(reason -> entries.add(new Entry(line.substring(1), reason)));
        }
        return entries;
    }
}
