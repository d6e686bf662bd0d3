package larder.platform;

import com.github.f4b6a3.ulid.UlidFactory;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Opaque ids with a readable prefix ({@code usr_01jd…}). The ULID body sorts by creation time, which keeps
 * B-tree inserts local and gives cursor paging a stable order. Within a millisecond, ids of one node are monotonic
 * (the random part counts up), so the items a request adds sort in the order they came. Clients must not parse
 * them. Ids are not secrets, so their random bits come from {@link ThreadLocalRandom}, not from the contended
 * {@code SecureRandom}.
 */
public final class Ids {

    private static final UlidFactory ULIDS = UlidFactory.newMonotonicInstance(() -> ThreadLocalRandom.current().nextLong());

    private Ids() {
    }

    public static String next(String prefix) {
        return prefix + "_" + ULIDS.create().toString().toLowerCase(Locale.ROOT);
    }
}
