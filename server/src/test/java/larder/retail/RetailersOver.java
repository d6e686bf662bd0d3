package larder.retail;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import larder.food.Foods;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import larder.platform.db.MemoryDatabase;
import larder.platform.PlatformSettings;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import larder.platform.db.MemoryDatabase;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

/**
 * The retailer service over an in-memory database, receiving its own broadcasts as a node does: for the unit tests
 * of retail and of the modules that match against its catalogues.
 */
public final class RetailersOver {

    private static Foods foods;

    private RetailersOver() {
    }

    /** The food table, loaded once for all the tests of a run (about a second). */
    static synchronized Foods foods() {
        if (foods == null) {
            foods = Foods.load();
        }
        return foods;
    }

    public static Retailers database(MemoryDatabase database, Clock clock) {
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        Broadcasts broadcasts = new Broadcasts(database.db(), clock,
                new PlatformSettings(Path.of("unused"), new PlatformSettings.Database(null, null, null), null, "off",
                        Duration.ofSeconds(1), false, null),
                beans.getBeanProvider(BroadcastReceiver.class));
        Retailers retailers = new Retailers(new RetailStore(database.db()), broadcasts, clock, foods());
        beans.addBean("retailers", retailers);
        return retailers;
    }
}
