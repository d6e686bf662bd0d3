package larder.user;

/**
 * Published in the transaction that erases a user. Every module that owns data of users listens and deletes the
 * user's data in the same transaction, so that erasure is all or nothing.
 */
public record UserDeleted(String userId, String clientId) implements larder.platform.ApiEvent {

    @Override
    public String type() {
        return "user.deleted";
    }

    @Override
    public Object object() {
        return java.util.Map.of("id", userId);
    }
}
