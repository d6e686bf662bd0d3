package larder.list;

import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The users a list is shared with, besides its owner, for the rules of one request: read from the database at most
 * once, and only when a rule asks (an owner or the app's server changing its own list never does), then kept as a set.
 */
final class ListMembers implements Predicate<String> {

    private final Supplier<Set<String>> read;
    private Set<String> userIds;

    private ListMembers(Supplier<Set<String>> read) {
        this.read = read;
    }

    static ListMembers of(Supplier<Set<String>> read) {
        return new ListMembers(read);
    }

    static ListMembers of(Set<String> userIds) {
        return new ListMembers(() -> userIds);
    }

    /** Whether the user is a member (the owner is not one). */
    @Override
    public boolean test(String userId) {
        return userIds().contains(userId);
    }

    /** How many members the list has besides its owner. */
    int count() {
        return userIds().size();
    }

    private Set<String> userIds() {
        if (userIds == null) {
            userIds = Set.copyOf(read.get());
        }
        return userIds;
    }
}
