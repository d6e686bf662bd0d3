package larder.auth;

import java.time.Instant;
import java.util.List;
import larder.platform.db.HotStatement;

/** The users of apps, as authentication needs them. Implemented by the user module. */
public interface UserRegistry {

    /**
     * Adds a new user of each of these apps (an app may come more than once) to the group, with one statement for
     * them all; answers their ids in the same order. The users exist once the caller commits the group.
     */
    List<String> createAnonymousUsers(List<String> clientIds, Instant now, HotStatement.Group group);

    /** Notes that the user was active now; cheap, kept in memory and written in batches. */
    void recordActivity(String userId);
}
