package larder.list.live;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Executor;

/** An executor that runs nothing until the test says so: each task when the test steps, on the test's thread. */
final class Steps implements Executor {

    private final Deque<Runnable> tasks = new ArrayDeque<>();
    private int ran;

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
    }

    /** Runs the oldest task waiting (false when none waits). */
    boolean runNext() {
        Runnable task = tasks.poll();
        if (task == null) {
            return false;
        }
        ran++;
        task.run();
        return true;
    }

    /** Runs tasks, those they hand over included, until none is left. */
    void runAll() {
        while (runNext()) {
            // next
        }
    }

    int waiting() {
        return tasks.size();
    }

    /** How many tasks ran so far. */
    int ran() {
        return ran;
    }
}
