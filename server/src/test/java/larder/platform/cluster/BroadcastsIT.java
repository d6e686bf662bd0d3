package larder.platform.cluster;

import static larder.platform.schema.Tables.BROADCAST;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;
import larder.platform.PlatformSettings;
import larder.support.IntegrationTest;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

/** A fact committed late, under a lower id than one already read, still reaches every node. */
class BroadcastsIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    @Autowired
    private DataSource dataSource;

    @Test
    void aLowerIdCommittedAfterAHigherOneIsStillDelivered() throws Exception {
        List<String> received = new CopyOnWriteArrayList<>();
        BroadcastReceiver receiver = new BroadcastReceiver() {
            @Override
            public String topic() {
                return "test.out_of_order";
            }

            @Override
            public void receive(String subject, Instant at) {
                received.add(subject);
            }
        };
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        beans.addBean("receiver", receiver);
        PlatformSettings settings = new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null),
                null, "off", Duration.ofHours(1), false, null);
        Broadcasts node = new Broadcasts(db, clock, settings, beans.getBeanProvider(BroadcastReceiver.class));
        node.replay();

        try (Connection slow = dataSource.getConnection(); Connection fast = dataSource.getConnection()) {
            slow.setAutoCommit(false);
            fast.setAutoCommit(false);
            insert(slow, "first-taken-committed-last");
            insert(fast, "second-taken-committed-first");
            fast.commit();
            node.poll();
            assertThat(received).containsExactly("second-taken-committed-first");
            slow.commit();
            node.poll();
            assertThat(received).containsExactly("second-taken-committed-first", "first-taken-committed-last");
            node.poll();
            assertThat(received).hasSize(2);
        }
    }

    private void insert(Connection connection, String subject) {
        DSL.using(connection, db.dialect()).insertInto(BROADCAST)
                .set(BROADCAST.TOPIC, "test.out_of_order")
                .set(BROADCAST.SUBJECT, subject)
                .set(BROADCAST.CREATED_AT, clock.instant())
                .execute();
    }
}
