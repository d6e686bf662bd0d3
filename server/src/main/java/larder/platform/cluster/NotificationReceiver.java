package larder.platform.cluster;

/**
 * Hears the {@linkplain Notifications notifications} of one channel, from this node and from every other node on the
 * same database. A notification is a hint that something changed, never the change itself: the receiver reads what
 * changed from the database.
 */
public interface NotificationReceiver {

    /** Lower-case letters and underscores only: it becomes a PostgreSQL {@code LISTEN} channel name. */
    String channel();

    /** Called on the listener's thread: hand longer work to another thread. */
    void receive(String payload);

    /**
     * The listener's connection was lost and is back: notifications sent meanwhile are lost, so whatever the receiver
     * keeps up to date must be read again. Called after {@code LISTEN} is in force again, so nothing falls between.
     */
    void resumed();
}
