package larder.app;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import larder.auth.ClientRegistry;
import larder.platform.PlatformSettings;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import larder.platform.db.MemoryDatabase;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

/** The app service over an in-memory database, with the directory it keeps current, for the tests of its callers. */
public final class AppsOver {

    /** The service and the directory that hears of its changes at once, as on a single node. */
    public record Registered(Apps apps, ClientRegistry directory) {
    }

    private AppsOver() {
    }

    public static Registered database(MemoryDatabase database, Clock clock) {
        AppStore store = new AppStore(database.db());
        AppDirectory directory = new AppDirectory(store);
        Broadcasts broadcasts = new Broadcasts(database.db(), clock, new PlatformSettings(null, null, null, "on",
                Duration.ofSeconds(1), false, null),
                new StaticListableBeanFactory(Map.of("directory", directory)).getBeanProvider(BroadcastReceiver.class));
        return new Registered(new Apps(store, broadcasts, clock), directory);
    }
}
