package larder.user;

/**
 * The {@code user.deleted} event apps hear for each erased user: part of the {@link UsersErased} published in the
 * transaction that erases it, on which every module that owns data of users deletes theirs.
 */
public record UserDeleted(String userId, String clientId) implements larder.platform.event.ApiEvent {

    @Override
    public String type() {
        return "user.deleted";
    }

    @Override
    public Object object() {
        return java.util.Map.of("id", userId);
    }
}
