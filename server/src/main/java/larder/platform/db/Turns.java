package larder.platform.db;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import larder.platform.problem.Unavailable;

/**
 * At most so many runs of one kind of work at once, the others waiting their turn first come, first served, at most
 * {@code wait} (then 503 {@code unavailable}, as for a busy pool). For reads that keep the database's cores busy
 * (searches): under load, a handful of them at once finish one after another, where dozens at once share the cores
 * and all finish late, the dearest latest. The pool stays larger for writes, which mostly wait for their commit to
 * reach the disk (docs/performance.md, "Recipe search").
 */
public final class Turns {

    private final Semaphore turns;
    private final int atOnce;
    private final long waitMillis;

    public Turns(int atOnce, Duration wait) {
        if (atOnce < 1) {
            throw new IllegalArgumentException("At least one at once, not " + atOnce);
        }
        this.turns = new Semaphore(atOnce, true);
        this.atOnce = atOnce;
        this.waitMillis = wait.toMillis();
    }

    /** The work's answer, once it has had its turn. */
    public <T> T take(Supplier<T> work) {
        try {
            if (!turns.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
                throw Unavailable.busy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw Unavailable.busy();
        }
        try {
            return work.get();
        } finally {
            turns.release();
        }
    }

    /** How many run at once at most. */
    public int atOnce() {
        return atOnce;
    }

    /** How many wait for their turn right now. */
    public int waiting() {
        return turns.getQueueLength();
    }
}
