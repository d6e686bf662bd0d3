package larder.platform.web;

/**
 * Who made a request, for the access log: the app's {@code client_id} (null for the operator) and the user's id,
 * the management token's id or {@code operator}. Left on the request, as a {@link RequestValues} value, by the module
 * that authenticated it. Ids only: never a token or key.
 */
public record Caller(String clientId, String subject) {
}
