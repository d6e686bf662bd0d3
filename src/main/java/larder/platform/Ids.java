package larder.platform;

import com.github.f4b6a3.ulid.UlidCreator;
import java.util.Locale;

/**
 * Opaque ids with a readable prefix ({@code usr_01jd…}). The ULID body sorts by creation time, which keeps
 * B-tree inserts local and gives cursor paging a stable order. Clients must not parse them.
 */
public final class Ids {

    private Ids() {
    }

    public static String next(String prefix) {
        return prefix + "_" + UlidCreator.getUlid().toString().toLowerCase(Locale.ROOT);
    }
}
