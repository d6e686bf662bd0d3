package larder.platform.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import larder.platform.Ids;
import larder.platform.PlatformSettings;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;

/**
 * An online, consistent backup of the embedded database, made while the server serves: H2's {@code SCRIPT}, a
 * gzip-compressed SQL dump of every table, read in one statement under {@code SERIALIZABLE} isolation, which gives
 * the statement one snapshot of every table (at {@code READ COMMITTED}, H2 reads each table as it comes to it, and
 * a transaction that writes two tables can be half in the dump). So every write acknowledged before the backup
 * began is in it, and no write is half in it.
 * <p>
 * Why not H2's {@code BACKUP TO}, which copies the database file: to keep the copy consistent it stops H2 from
 * reusing free space and copies up to the end of the file. Under writes every commit then appends to the file
 * ({@code WRITE_DELAY=0}), so the copy chases a file that grows as fast as it is compressed: measured on the 2-core
 * machine, a 45 MB database grew to 464 MB during three backups taken while 290 commits a second were made, each
 * backup taking 19 s; a dump reads the live rows only, once. Backups are also made one at a time: a second request
 * waits for the first to finish, so concurrent requests cannot pile up work.
 * <p>
 * PostgreSQL has its own tools ({@code pg_dump}, point-in-time recovery), which docs/operations.md describes.
 */
@Component
public class DatabaseBackup {

    private final DSLContext db;
    private final PlatformSettings settings;
    private final ReentrantLock oneAtATime = new ReentrantLock(true);

    DatabaseBackup(DSLContext db, PlatformSettings settings) {
        this.db = db;
        this.settings = settings;
    }

    /** Writes a backup into a new file in the data directory and answers it; the caller deletes it once sent. */
    public Path write() {
        if (settings.database().external()) {
            throw new ProblemException(ProblemCode.INVALID, HttpStatus.UNPROCESSABLE_CONTENT, "This server keeps its "
                    + "data in PostgreSQL: back it up with pg_dump or point-in-time recovery (see the README).",
                    List.of());
        }
        Path file = settings.dataDir().toAbsolutePath().normalize().resolve(Ids.next("backup") + ".sql.gz");
        oneAtATime.lock();
        try {
            db.connection(connection -> {
                connection.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
                DSL.using(connection, db.dialect()).execute("script to {0} compression gzip",
                        DSL.inline(file.toString()));
            });
            return file;
        } finally {
            oneAtATime.unlock();
        }
    }
}
