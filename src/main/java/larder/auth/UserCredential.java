package larder.auth;

/** A user access token from the token endpoint: it acts as that one user of that one app. */
public record UserCredential(String userId, String clientId, String familyId) implements Credential {
}
