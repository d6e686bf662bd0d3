package larder.platform;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;

/**
 * An online, consistent copy of the embedded database: H2's {@code BACKUP TO}, which writes the database file into a
 * zip while the server keeps serving (H2's multi-version store copies a committed state, so a write is either wholly
 * in the copy or not at all). PostgreSQL has its own tools ({@code pg_dump}, point-in-time recovery), which the
 * README describes.
 */
@Component
public class DatabaseBackup {

    private final DSLContext db;
    private final PlatformSettings settings;

    DatabaseBackup(DSLContext db, PlatformSettings settings) {
        this.db = db;
        this.settings = settings;
    }

    /** Writes a backup into a new temporary file and answers it; the caller deletes it once sent. */
    public Path write() {
        if (settings.database().external()) {
            throw new ProblemException(ProblemCode.INVALID, HttpStatus.UNPROCESSABLE_CONTENT, "This server keeps its "
                    + "data in PostgreSQL: back it up with pg_dump or the server's point-in-time recovery (see the "
                    + "README's Operations section).", java.util.List.of());
        }
        try {
            Path file = Files.createTempFile("larder-backup-", ".zip");
            Files.delete(file);
            db.execute("backup to {0}", DSL.inline(file.toAbsolutePath().toString()));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot make a temporary file for the backup", e);
        }
    }
}
