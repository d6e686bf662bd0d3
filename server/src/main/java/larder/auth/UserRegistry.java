package larder.auth;

import java.time.Instant;
import java.util.List;

/** The users of apps, as authentication needs them. Implemented by the user module. */
public interface UserRegistry {

    /**
     * Creates a new user of each of these apps (an app may come more than once), in the caller's transaction and
     * with one statement for them all; answers their ids in the same order.
     */
    List<String> createAnonymousUsers(List<String> clientIds, Instant now);

    /** Notes that the user was active now; cheap, kept in memory and written in batches. */
    void recordActivity(String userId);
}
