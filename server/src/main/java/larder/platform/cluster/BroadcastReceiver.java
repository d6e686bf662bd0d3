package larder.platform.cluster;

import java.time.Duration;
import java.time.Instant;

/**
 * Receives the broadcasts of one topic, from this node and from every other node sharing the database.
 * A receiver may see the same broadcast twice (once at commit, once from the log), so it must be idempotent.
 */
public interface BroadcastReceiver {

    String topic();

    void receive(String subject, Instant at);

    /**
     * How far back this receiver needs the log replayed when a node starts: a revocation matters for as long as a
     * token issued before it could still be presented.
     */
    default Duration history() {
        return Duration.ZERO;
    }
}
