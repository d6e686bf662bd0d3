package larder.auth;

/** What authentication needs to know of a registered app (the app module keeps the apps themselves). */
public interface Client {

    String clientId();

    /** A disabled app issues no tokens, and every token it has issued is refused. */
    boolean active();

    /** Whether a browser page served from {@code origin} (the request's {@code Origin} header) may call as this app. */
    boolean allowsOrigin(String origin);
}
