/**
 * Live changes of lists: Server-Sent Events streams of each list's change log, fed on every node by PostgreSQL's
 * {@code NOTIFY} (in process on the embedded database), resumable with no gap and no repeat.
 */
package larder.list.live;
