package larder.auth;

/**
 * The credential a request was authenticated with. Controllers declare the kind they accept as a parameter
 * ({@link UserCredential}, {@link ManagementCredential}, or either as {@code Credential}); a request with the
 * other kind gets 403 {@code auth.forbidden}, which is how the permission table of contract 3.3 is enforced.
 */
public sealed interface Credential permits UserCredential, ManagementCredential {

    /** The app the credential belongs to. */
    String clientId();
}
