package larder.platform.cluster;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.annotation.Nullable;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import larder.platform.db.AfterCommit;

/**
 * Values read from the database and held in this node's memory, by a key without spaces (an app's or a user's id),
 * that every node forgets when they change (docs/architecture.md, "Held per node"). Its owner, a bean that
 * {@link Notifications} finds as a {@link NotificationReceiver}, hands it the notices of its channel.
 *
 * <p>A change tells this node to forget the key as its transaction commits, and every other node through
 * {@link Notifications}, which PostgreSQL delivers only if the transaction commits. A node whose listener lost its
 * connection forgets everything when it is back. Should a notice be missed all the same, a value is read again
 * {@code lifetime} after it was read.
 */
public final class NodeCache<V> implements NotificationReceiver {

    /** PostgreSQL's limit on a notification's payload is 8,000 bytes: keys are sent in notices of at most this. */
    static final int NOTICE_BYTES = 7_000;

    private final String channel;
    @Nullable
    private final Notifications notifications;
    private final Cache<String, V> values;
    /**
     * Counts the times this node forgot values. A read that began before one is not kept: it may have missed the
     * change whose notice made this node forget (a notice can arrive while a read is on its way).
     */
    private final AtomicLong forgotten = new AtomicLong();

    /**
     * @param notifications null for one node alone, told of nothing and telling nothing (unit tests)
     */
    public NodeCache(String channel, @Nullable Notifications notifications, long maximumSize, Duration lifetime) {
        this.channel = channel;
        this.notifications = notifications;
        this.values = Caffeine.newBuilder().maximumSize(maximumSize).expireAfterWrite(lifetime).build();
    }

    /** The key's value: held, or read by {@code read} (and held unless something was forgotten meanwhile). */
    public V get(String key, Function<String, V> read) {
        V held = values.getIfPresent(key);
        if (held != null) {
            return held;
        }
        long before = forgotten.get();
        V value = read.apply(key);
        if (value != null && forgotten.get() == before) {
            values.put(key, value);
            // Forgotten between the check and the put: the read may be stale, so it goes (read again next time).
            if (forgotten.get() != before) {
                values.invalidate(key);
            }
        }
        return value;
    }

    /** The current transaction changes these keys' values: every node forgets them once it commits. */
    public void changed(Collection<String> keys) {
        if (keys.isEmpty()) {
            return;
        }
        List<String> all = List.copyOf(keys);
        AfterCommit.run(() -> forget(all));
        if (notifications != null) {
            for (String notice : notices(all)) {
                notifications.publish(channel, notice);
            }
        }
    }

    /** The keys, separated by spaces, in as few notices of at most {@link #NOTICE_BYTES} as they fit in, in order. */
    static List<String> notices(List<String> keys) {
        List<String> notices = new ArrayList<>();
        StringBuilder notice = new StringBuilder();
        int bytes = 0;
        for (String key : keys) {
            int size = key.getBytes(StandardCharsets.UTF_8).length;
            if (bytes > 0 && bytes + 1 + size > NOTICE_BYTES) {
                notices.add(notice.toString());
                notice.setLength(0);
                bytes = 0;
            }
            if (bytes > 0) {
                notice.append(' ');
                bytes++;
            }
            notice.append(key);
            bytes += size;
        }
        if (bytes > 0) {
            notices.add(notice.toString());
        }
        return notices;
    }

    /** As {@link #changed(Collection)}, for one key. */
    public void changed(String key) {
        changed(List.of(key));
    }

    private void forget(Collection<String> keys) {
        forgotten.incrementAndGet();
        values.invalidateAll(keys);
    }

    @Override
    public String channel() {
        return channel;
    }

    /** Another node's (or this node's own) notice: the keys it names, separated by spaces, are forgotten. */
    @Override
    public void receive(String payload) {
        forget(List.of(payload.split(" ")));
    }

    @Override
    public void resumed() {
        forgotten.incrementAndGet();
        values.invalidateAll();
    }
}
