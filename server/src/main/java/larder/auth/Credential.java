package larder.auth;

import java.util.function.Predicate;

/**
 * The credential a request was authenticated with. Controllers declare the kind they accept as a parameter
 * ({@link UserCredential}, {@link ManagementCredential}, or either as {@code Credential}); a request with the
 * other kind gets 403 {@code auth.forbidden}, which is how the permission table of docs/api.md §3.3 is enforced.
 */
public sealed interface Credential permits UserCredential, ManagementCredential {

    /** A resource no user besides its owner has been given: every resource but a shared list. */
    Predicate<String> NOT_SHARED = userId -> false;

    /** The app the credential belongs to. */
    String clientId();

    /**
     * Whether it may see a resource of app {@code clientId} that a user owns ({@code ownerUserId}) or the app
     * itself owns ({@code null}): a user sees its own, the app's server every one of its app (docs/api.md §3.3).
     */
    default boolean sees(String clientId, String ownerUserId) {
        return sees(clientId, ownerUserId, NOT_SHARED);
    }

    /**
     * The same rule for a resource its owner shares ({@code sharedWith}: whether a user is a member, docs/api.md §7.1;
     * asked only of a user who is not the owner): a user sees its own and those shared with it.
     */
    default boolean sees(String clientId, String ownerUserId, Predicate<String> sharedWith) {
        return clientId().equals(clientId) && switch (this) {
            case UserCredential user -> user.userId().equals(ownerUserId) || sharedWith.test(user.userId());
            case ManagementCredential app -> true;
        };
    }

    /** Whether it may change such a resource: a user its own, the app's server only the app's own. */
    default boolean changes(String ownerUserId) {
        return changes(ownerUserId, NOT_SHARED);
    }

    /** The same rule for a shared resource: its members change it as its owner does. */
    default boolean changes(String ownerUserId, Predicate<String> sharedWith) {
        return switch (this) {
            case UserCredential user -> user.userId().equals(ownerUserId) || sharedWith.test(user.userId());
            case ManagementCredential app -> ownerUserId == null;
        };
    }
}
