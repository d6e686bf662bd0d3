package larder.platform.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;
import larder.platform.PlatformSettings;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Notifications on one node (the embedded database), and on PostgreSQL inside a transaction, where the NOTIFY is a
 * statement of the transaction itself: there an H2 function named {@code pg_notify} stands in for PostgreSQL's.
 */
class NotificationsTest {

    /** What the stand-in pg_notify was called with, as "channel payload". */
    static final List<String> NOTIFIED = new CopyOnWriteArrayList<>();

    private static JdbcDataSource withPgNotify;

    private final List<String> heard = new ArrayList<>();
    private final StaticListableBeanFactory beans = new StaticListableBeanFactory();

    /** The stand-in for PostgreSQL's pg_notify(channel, payload); public, for H2 to call. */
    public static final class PgNotify {
        private PgNotify() {
        }

        public static String pgNotify(String channel, String payload) {
            NOTIFIED.add(channel + " " + payload);
            return "";
        }
    }

    @BeforeAll
    static void database() throws Exception {
        withPgNotify = new JdbcDataSource();
        withPgNotify.setURL("jdbc:h2:mem:notify-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
        try (var c = withPgNotify.getConnection(); var s = c.createStatement()) {
            s.execute("create alias pg_notify for \"" + PgNotify.class.getName() + ".pgNotify\"");
        }
    }

    @AfterEach
    void noTransaction() {
        NOTIFIED.clear();
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.clearSynchronization();
        }
        TransactionSynchronizationManager.setActualTransactionActive(false);
    }

    private NotificationReceiver receiver(String name, String channel) {
        return new NotificationReceiver() {
            @Override
            public String channel() {
                return channel;
            }

            @Override
            public void receive(String payload) {
                heard.add(name + " " + payload);
            }

            @Override
            public void resumed() {
                heard.add(name + " resumed");
            }
        };
    }

    private Notifications on(String url, DataSource dataSource) {
        PlatformSettings settings = new PlatformSettings(Path.of("."), new PlatformSettings.Database(url, "u", "p"),
                null, "off", Duration.ofSeconds(1), false, null);
        StaticListableBeanFactory pools = new StaticListableBeanFactory();
        if (dataSource != null) {
            pools.addBean("dataSource", dataSource);
        }
        return new Notifications(settings, beans.getBeanProvider(NotificationReceiver.class),
                pools.getBeanProvider(DataSource.class));
    }

    private Notifications embedded() {
        return on(null, null);
    }

    @Test
    void onTheEmbeddedDatabaseAPublicationOutsideATransactionIsHeardAtOnce() {
        beans.addBean("lists", receiver("lists", "list_changed"));
        beans.addBean("carts", receiver("carts", "cart_changed"));
        embedded().publish("list_changed", "l1:3");
        assertThat(heard).containsExactly("lists l1:3");
    }

    @Test
    void anExternalDatabaseOtherThanPostgresIsOneNodeToo() {
        beans.addBean("lists", receiver("lists", "list_changed"));
        on("jdbc:h2:mem:elsewhere", null).publish("list_changed", "l1:3");
        assertThat(heard).containsExactly("lists l1:3");
    }

    @Test
    void aPublicationInATransactionIsHeardOnlyOnceItCommits() {
        beans.addBean("lists", receiver("lists", "list_changed"));
        Notifications notifications = embedded();
        TransactionSynchronizationManager.initSynchronization();
        notifications.publish("list_changed", "l1:3");
        assertThat(heard).isEmpty();
        List<TransactionSynchronization> atCommit = TransactionSynchronizationManager.getSynchronizations();
        assertThat(atCommit).hasSize(1);
        atCommit.forEach(TransactionSynchronization::afterCommit);
        assertThat(heard).containsExactly("lists l1:3");
    }

    @Test
    void everyReceiverOfAChannelHearsItEvenWhenOneFails() {
        beans.addBean("failing", new NotificationReceiver() {
            @Override
            public String channel() {
                return "list_changed";
            }

            @Override
            public void receive(String payload) {
                heard.add("failing " + payload);
                throw new IllegalStateException("broken receiver");
            }

            @Override
            public void resumed() {
            }
        });
        beans.addBean("lists", receiver("lists", "list_changed"));
        embedded().publish("list_changed", "l1:3");
        assertThat(heard).containsExactlyInAnyOrder("failing l1:3", "lists l1:3");
    }

    @Test
    void aPublicationNobodyListensToIsDropped() {
        beans.addBean("lists", receiver("lists", "list_changed"));
        embedded().publish("nobody_listens", "x");
        assertThat(heard).isEmpty();
    }

    @Test
    void aReceiverWhoseChannelIsNotAChannelNameIsABug() {
        beans.addBean("bad", receiver("bad", "List-Changed"));
        Notifications notifications = embedded();
        assertThatThrownBy(() -> notifications.publish("List-Changed", "x"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("List-Changed");
    }

    @Test
    void channelNamesAreUpTo63LowerCaseLettersAndUnderscores() {
        String longest = "a".repeat(63);
        beans.addBean("longest", receiver("longest", longest));
        embedded().publish(longest, "x");
        assertThat(heard).containsExactly("longest x");

        StaticListableBeanFactory tooLong = new StaticListableBeanFactory();
        tooLong.addBean("long", receiver("long", "a".repeat(64)));
        Notifications notifications = new Notifications(new PlatformSettings(Path.of("."),
                new PlatformSettings.Database(null, null, null), null, "off", Duration.ofSeconds(1), false, null),
                tooLong.getBeanProvider(NotificationReceiver.class),
                new StaticListableBeanFactory().getBeanProvider(DataSource.class));
        assertThatThrownBy(() -> notifications.publish("x", "y")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void onPostgresANotificationInATransactionIsAStatementOfThatTransaction() {
        beans.addBean("lists", receiver("lists", "list_changed"));
        Notifications notifications = on("jdbc:postgresql://db.invalid/larder", withPgNotify);
        TransactionSynchronizationManager.initSynchronization();
        TransactionSynchronizationManager.setActualTransactionActive(true);
        notifications.publish("list_changed", "l1:3");
        assertThat(NOTIFIED).containsExactly("list_changed l1:3");
        TransactionSynchronizationManager.getSynchronizations().forEach(TransactionSynchronization::afterCommit);
        assertThat(NOTIFIED).as("nothing more at the commit: PostgreSQL delivers it").hasSize(1);
        assertThat(heard).as("heard through the database, not directly").isEmpty();
    }

    @Test
    void onPostgresAFailedNotifyFailsTheTransaction() {
        JdbcDataSource withoutPgNotify = new JdbcDataSource();
        withoutPgNotify.setURL("jdbc:h2:mem:no-notify-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1");
        Notifications notifications = on("jdbc:postgresql://db.invalid/larder", withoutPgNotify);
        TransactionSynchronizationManager.initSynchronization();
        TransactionSynchronizationManager.setActualTransactionActive(true);
        assertThatThrownBy(() -> notifications.publish("list_changed", "l1:3"))
                .isInstanceOf(IllegalStateException.class).hasMessage("NOTIFY list_changed failed");
    }

    @Test
    void onPostgresAPublicationIsNotHeardDirectlyButThroughTheDatabase() {
        beans.addBean("lists", receiver("lists", "list_changed"));
        Notifications notifications = on("jdbc:postgresql://db.invalid/larder", withPgNotify);
        notifications.publish("list_changed", "l1:3");
        TransactionSynchronizationManager.initSynchronization();
        notifications.publish("list_changed", "l1:4");
        TransactionSynchronizationManager.getSynchronizations().forEach(TransactionSynchronization::afterCommit);
        assertThat(heard).isEmpty();
    }

    @Test
    void onTheEmbeddedDatabaseStartingRunsNoThreadAndListensBeforeTheWebServer() {
        beans.addBean("lists", receiver("lists", "list_changed"));
        Notifications notifications = embedded();
        assertThat(notifications.isRunning()).isFalse();
        notifications.start();
        assertThat(notifications.isRunning()).isTrue();
        assertThat(notifications.getPhase()).isEqualTo(-100);
        notifications.publish("list_changed", "l1:3");
        assertThat(heard).containsExactly("lists l1:3");
        notifications.stop();
        assertThat(notifications.isRunning()).isFalse();
    }
}
