package larder.auth;

import java.time.Instant;

/** The users of apps, as authentication needs them. Implemented by the user module. */
public interface UserRegistry {

    /** Creates a new user of the app, in the caller's transaction, and answers its id. */
    String createAnonymousUser(String clientId, Instant now);

    /** Notes that the user was active now; cheap, kept in memory and written in batches. */
    void recordActivity(String userId);
}
