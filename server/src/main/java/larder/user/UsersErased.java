package larder.user;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import larder.platform.event.ApiEventBatch;

/**
 * Published once in the transaction that erases one or more users; apps hear a {@code user.deleted} for each
 * ({@link #events}, which the outbox records in one batch). Every module that owns data of users deletes theirs in the same transaction, with a statement
 * per table for the whole batch, so that erasure is all or nothing and erasing many inactive users at once costs
 * little more than erasing one.
 */
public record UsersErased(List<UserDeleted> users) implements ApiEventBatch {

    public UsersErased {
        users = List.copyOf(users);
    }

    public static UsersErased of(String userId, String clientId) {
        return new UsersErased(List.of(new UserDeleted(userId, clientId)));
    }

    @Override
    public List<UserDeleted> events() {
        return users;
    }

    public List<String> userIds() {
        return users.stream().map(UserDeleted::userId).toList();
    }

    /** Each erased user's app, by user id. */
    public Map<String, String> appsByUser() {
        return users.stream().collect(Collectors.toMap(UserDeleted::userId, UserDeleted::clientId, (a, b) -> a));
    }
}
