package larder.auth;

import java.time.Clock;
import java.time.Duration;
import larder.platform.PlatformSettings;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import larder.platform.db.MemoryDatabase;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

/** Management tokens over an in-memory database, hearing their own revocations, for the tests of their callers. */
public final class ManagementTokensOver {

    private ManagementTokensOver() {
    }

    public static ManagementTokens database(MemoryDatabase database, Clock clock) {
        StaticListableBeanFactory receivers = new StaticListableBeanFactory();
        Broadcasts broadcasts = new Broadcasts(database.db(), clock, new PlatformSettings(null, null, null, "on",
                Duration.ofSeconds(1), false, null), receivers.getBeanProvider(BroadcastReceiver.class));
        ManagementTokens tokens = new ManagementTokens(new ManagementTokenStore(database.db()), broadcasts, clock);
        receivers.addBean("managementTokens", tokens);
        return tokens;
    }
}
