package larder.auth;

/**
 * The credential a request was authenticated with. Controllers declare the kind they accept as a parameter
 * ({@link UserCredential}, {@link ManagementCredential}, or either as {@code Credential}); a request with the
 * other kind gets 403 {@code auth.forbidden}, which is how the permission table of contract 3.3 is enforced.
 */
public sealed interface Credential permits UserCredential, ManagementCredential {

    /** The app the credential belongs to. */
    String clientId();

    /**
     * Whether it may see a resource of app {@code clientId} that a user owns ({@code ownerUserId}) or the app
     * itself owns ({@code null}): a user sees its own, the app's server every one of its app (contract 3.3).
     */
    default boolean sees(String clientId, String ownerUserId) {
        return clientId().equals(clientId) && switch (this) {
            case UserCredential user -> user.userId().equals(ownerUserId);
            case ManagementCredential app -> true;
        };
    }

    /** Whether it may change such a resource: a user its own, the app's server only the app's own. */
    default boolean changes(String ownerUserId) {
        return switch (this) {
            case UserCredential user -> user.userId().equals(ownerUserId);
            case ManagementCredential app -> ownerUserId == null;
        };
    }
}
