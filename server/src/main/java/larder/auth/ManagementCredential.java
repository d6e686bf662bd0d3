package larder.auth;

/** A management token ({@code lmt_…}): it acts as the app itself, from a server (seed 5.2). */
public record ManagementCredential(String clientId, String tokenId) implements Credential {
}
