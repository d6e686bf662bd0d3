package larder.platform;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * Helpers for the few statements that are run through plain JDBC on hot paths (their SQL is still rendered by
 * jOOQ from the generated schema, once).
 */
public final class Sql {

    private Sql() {
    }

    /** Both drivers bind {@code timestamp with time zone} from {@link OffsetDateTime}; neither from Instant. */
    public static OffsetDateTime timestamp(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }
}
