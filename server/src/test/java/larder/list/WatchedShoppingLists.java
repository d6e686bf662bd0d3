package larder.list;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import larder.auth.Credential;
import larder.ingredient.Combiner;
import larder.platform.db.MemoryDatabase;
import larder.pantry.PantriesOver;
import larder.platform.db.MemoryDatabase;
import larder.recipe.Recipes;
import org.springframework.context.ApplicationEventPublisher;

/**
 * The list service over an in-memory database, for the unit tests of live streams: it records each read of one list's
 * log that a node makes for all its streams ({@link #changesAfter(String, long)}), runs what a test wants to happen
 * during the next such read, and fails the next reads a test asks it to.
 */
public final class WatchedShoppingLists extends ShoppingLists {

    /** One read of a list's log by the node: the list, and the version it read after. */
    public record NodeRead(String listId, long after) {
    }

    /** Each node read, in the order they came. */
    public final List<NodeRead> nodeReads = new ArrayList<>();
    /** How many reads of one list's log as a caller were made ({@link #changesAfter(Credential, String, long)}). */
    public int callerReads;
    private final Deque<Runnable> duringNodeReads = new ArrayDeque<>();
    private final Deque<RuntimeException> nodeReadFailures = new ArrayDeque<>();
    private final Deque<RuntimeException> callerReadFailures = new ArrayDeque<>();
    private final Deque<RuntimeException> accessFailures = new ArrayDeque<>();
    private final Deque<RuntimeException> forgetFailures = new ArrayDeque<>();

    public WatchedShoppingLists(MemoryDatabase database, Recipes recipes, ApplicationEventPublisher events,
                                Clock clock) {
        super(new ListStore(database.db(), database.hot(), database.bulk(), database.json(),
                larder.food.TestFoods.FOODS), recipes, new Combiner(), PantriesOver.database(database, clock), events,
                clock, larder.food.TestFoods.FOODS);
    }

    /** How many node reads were made of the list's log. */
    public long nodeReads(String listId) {
        return nodeReads.stream().filter(read -> read.listId().equals(listId)).count();
    }

    /**
     * Runs {@code action} inside the next node read that has no action yet, once its statement has read (or failed):
     * what the action changes is not in that read.
     */
    public void duringNextNodeRead(Runnable action) {
        duringNodeReads.add(action);
    }

    public void failNextNodeRead(RuntimeException failure) {
        nodeReadFailures.add(failure);
    }

    /** Fails the next read of one list's log as a caller ({@link #changesAfter(Credential, String, long)}). */
    public void failNextCallerRead(RuntimeException failure) {
        callerReadFailures.add(failure);
    }

    public void failNextAccessCheck(RuntimeException failure) {
        accessFailures.add(failure);
    }

    public void failNextForget(RuntimeException failure) {
        forgetFailures.add(failure);
    }

    @Override
    public List<ListChange> changesAfter(String id, long afterVersion) {
        nodeReads.add(new NodeRead(id, afterVersion));
        RuntimeException failure = nodeReadFailures.poll();
        List<ListChange> changes = failure == null ? super.changesAfter(id, afterVersion) : List.of();
        Runnable during = duringNodeReads.poll();
        if (during != null) {
            during.run();
        }
        if (failure != null) {
            throw failure;
        }
        return changes;
    }

    @Override
    public ListChanges changesAfter(Credential credential, String id, long afterVersion) {
        callerReads++;
        RuntimeException failure = callerReadFailures.poll();
        if (failure != null) {
            throw failure;
        }
        return super.changesAfter(credential, id, afterVersion);
    }

    @Override
    public boolean canRead(Credential credential, String id) {
        RuntimeException failure = accessFailures.poll();
        if (failure != null) {
            throw failure;
        }
        return super.canRead(credential, id);
    }

    @Override
    public void forgetDeleted(String id) {
        RuntimeException failure = forgetFailures.poll();
        if (failure != null) {
            throw failure;
        }
        super.forgetDeleted(id);
    }
}
