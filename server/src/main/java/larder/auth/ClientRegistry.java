package larder.auth;

import java.util.Optional;

/**
 * The registered apps, as authentication sees them. Implemented by the app module and answered from memory:
 * it sits on the hot path of every request.
 */
public interface ClientRegistry {

    Optional<Client> client(String clientId);

    /** For CORS preflights, which carry no credential: does any active app allow this origin? */
    boolean anyActiveClientAllows(String origin);
}
