/**
 * The way to the database, stated once: jOOQ statements rendered once on hot paths ({@link larder.platform.db.HotStatement}), bulk inserts, the fair connection pool, and the embedded database with its online backup.
 */
@NamedInterface("db")
package larder.platform.db;

import org.springframework.modulith.NamedInterface;
