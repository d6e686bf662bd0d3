package larder.platform.db;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.function.IntSupplier;
import org.jooq.Query;
import org.springframework.dao.DuplicateKeyException;

/**
 * Small helpers beside the ways to the database ({@link HotStatement} says which way a store takes): reading a
 * row of a {@link HotStatement} query, and an insert that a concurrent one of the same key may beat.
 */
public final class Sql {

    private Sql() {
    }

    /** Both drivers bind {@code timestamp with time zone} from {@link OffsetDateTime}; neither from Instant. */
    public static OffsetDateTime timestamp(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    /** Reads a nullable double. */
    public static Double nullableDouble(ResultSet rs, int column) throws SQLException {
        double value = rs.getDouble(column);
        return rs.wasNull() ? null : value;
    }

    /**
     * Runs an {@code INSERT … ON CONFLICT DO NOTHING} and answers the rows it inserted: 0 when the key was
     * there. H2 runs the statement as a MERGE, which a concurrent insert of the same key can still beat; the
     * statement then fails alone (the transaction stays usable), and this answers 0, as PostgreSQL would.
     */
    public static int insertIfAbsent(Query insert) {
        return insertIfAbsent(insert::execute);
    }

    /** {@link #insertIfAbsent(Query)} for a statement run some other way: a {@link HotStatement}. */
    public static int insertIfAbsent(IntSupplier insert) {
        try {
            return insert.getAsInt();
        } catch (DuplicateKeyException lostTheRace) {
            return 0;
        }
    }
}
