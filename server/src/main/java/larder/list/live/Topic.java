package larder.list.live;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The streams of one list on this node, and how far this node has read its log. */
final class Topic {

    /** One read of the log: after {@code after}, covering every version notified up to {@code upTo}. */
    record Read(long after, long upTo) {
    }

    final String listId;
    final Set<ListStream> streams = ConcurrentHashMap.newKeySet();
    /** The highest version read from the log, or notified before a read began; -1 before the first read. */
    private long known = -1;
    /** The highest version notified. */
    private long wanted = -1;
    /** A read from this version asked for after the listener reconnected; -1 when none. */
    private long catchUpFrom = -1;
    private boolean reading;

    Topic(String listId) {
        this.listId = listId;
    }

    /** Whether the caller must start a read: a new version, and no read under way. */
    synchronized boolean notified(long version) {
        if (version <= known || version <= wanted) {
            return false;
        }
        wanted = version;
        return start();
    }

    synchronized boolean catchUp(long after) {
        catchUpFrom = catchUpFrom < 0 ? after : Math.min(catchUpFrom, after);
        return start();
    }

    private boolean start() {
        if (reading) {
            return false;
        }
        reading = true;
        return true;
    }

    /**
     * The next read, or null (and the reading ends) when every notified version is read. Before the first read
     * it starts just below the version notified: the streams' own backlogs hold what came before, and a stream
     * that finds a gap fills it itself.
     */
    synchronized Read nextRead() {
        if (catchUpFrom >= 0) {
            long from = catchUpFrom;
            catchUpFrom = -1;
            return new Read(from, Math.max(wanted, from));
        }
        if (wanted > known) {
            return new Read(known >= 0 ? known : wanted - 1, wanted);
        }
        reading = false;
        return null;
    }

    /** A read covered what was notified before it began, even a version the log no longer had. */
    synchronized void read(long upTo, long lastRead) {
        known = Math.max(known, Math.max(upTo, lastRead));
    }

    synchronized void retry(long after) {
        catchUpFrom = catchUpFrom < 0 ? after : Math.min(catchUpFrom, after);
    }

    synchronized void done() {
        reading = false;
        known = Math.max(known, wanted);
    }
}
