package larder.platform.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import larder.platform.PlatformSettings;
import larder.platform.db.MemoryDatabase;
import larder.support.MovableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/** The broadcast log on an in-memory H2: delivery at commit, replay at start, polling with gaps, pruning. */
class BroadcastsTest {

    private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(START);
    private final List<String> heard = new ArrayList<>();
    private final StaticListableBeanFactory beans = new StaticListableBeanFactory();
    private MemoryDatabase database;
    private Broadcasts broadcasts;

    private BroadcastReceiver receiver(String name, String topic, Duration history) {
        return new BroadcastReceiver() {
            @Override
            public String topic() {
                return topic;
            }

            @Override
            public void receive(String subject, Instant at) {
                heard.add(name + " " + subject + " " + at);
            }

            @Override
            public Duration history() {
                return history;
            }
        };
    }

    @BeforeEach
    void emptyLog() {
        database = MemoryDatabase.empty();
        beans.addBean("revocations", receiver("revocations", "token.revoked", Duration.ZERO));
        broadcasts = new Broadcasts(database.db(), clock, settings(Duration.ofSeconds(1)),
                beans.getBeanProvider(BroadcastReceiver.class));
    }

    @AfterEach
    void noTransaction() {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.clearSynchronization();
        }
    }

    private static PlatformSettings settings(Duration pollInterval) {
        return new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null), null, "off",
                pollInterval, false, null);
    }

    /** A row as another node writes it. */
    private void written(long id, String topic, String subject, Instant at) {
        database.jdbc().update("insert into broadcast (id, topic, subject, created_at) values (?, ?, ?, ?)", id, topic,
                subject, OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
    }

    private List<String> subjectsInLog() {
        return database.jdbc().queryForList("select subject from broadcast order by id", String.class);
    }

    @Test
    void aFactPublishedOutsideATransactionIsHeardAtOnceAndKept() {
        broadcasts.publish("token.revoked", "family-1");
        assertThat(heard).containsExactly("revocations family-1 " + START);
        assertThat(database.jdbc().queryForMap("select topic, subject, created_at from broadcast"))
                .containsEntry("topic", "token.revoked").containsEntry("subject", "family-1");
    }

    @Test
    void onlyTheReceiversOfTheTopicHearIt() {
        beans.addBean("apps", receiver("apps", "app.disabled", Duration.ZERO));
        broadcasts.publish("app.disabled", "app-1");
        broadcasts.publish("nobody.listens", "x");
        assertThat(heard).containsExactly("apps app-1 " + START);
        assertThat(subjectsInLog()).containsExactly("app-1", "x");
    }

    @Test
    void everyReceiverOfATopicHearsItEvenWhenOneFails() {
        beans.addBean("failing", new BroadcastReceiver() {
            @Override
            public String topic() {
                return "token.revoked";
            }

            @Override
            public void receive(String subject, Instant at) {
                heard.add("failing " + subject);
                throw new IllegalStateException("broken receiver");
            }
        });
        beans.addBean("second", receiver("second", "token.revoked", Duration.ZERO));
        broadcasts.publish("token.revoked", "family-1");
        assertThat(heard).containsExactlyInAnyOrder("revocations family-1 " + START, "failing family-1",
                "second family-1 " + START);
    }

    @Test
    void aFactPublishedInATransactionIsHeardOnlyOnceItCommits() {
        TransactionSynchronizationManager.initSynchronization();
        broadcasts.publish("token.revoked", "family-1");
        assertThat(heard).isEmpty();
        List<TransactionSynchronization> atCommit = TransactionSynchronizationManager.getSynchronizations();
        assertThat(atCommit).hasSize(1);
        atCommit.forEach(TransactionSynchronization::afterCommit);
        assertThat(heard).containsExactly("revocations family-1 " + START);
    }

    @Test
    void aStartingNodeReplaysTheRetainedLogInOrder() {
        // With no receiver asking for more, the log is replayed two hours back (one hour, plus one).
        written(1, "token.revoked", "too-old", START.minus(Duration.ofHours(2)).minusMillis(1));
        written(2, "token.revoked", "just-in-time", START.minus(Duration.ofHours(2)));
        written(4, "token.revoked", "later", START.minus(Duration.ofMinutes(5)));
        written(3, "token.revoked", "recent", START.minus(Duration.ofMinutes(10)));
        written(5, "other.topic", "unheard", START.minus(Duration.ofMinutes(1)));
        broadcasts.replay();
        assertThat(heard).containsExactly(
                "revocations just-in-time " + START.minus(Duration.ofHours(2)),
                "revocations recent " + START.minus(Duration.ofMinutes(10)),
                "revocations later " + START.minus(Duration.ofMinutes(5)));
    }

    @Test
    void aReceiverThatNeedsMoreHistoryGetsItPlusAnHour() {
        beans.addBean("long", receiver("long", "token.revoked", Duration.ofHours(3)));
        beans.addBean("short", receiver("short", "app.disabled", Duration.ofMinutes(30)));
        written(1, "token.revoked", "too-old", START.minus(Duration.ofHours(4)).minusMillis(1));
        written(2, "token.revoked", "kept", START.minus(Duration.ofHours(4)));
        broadcasts.replay();
        assertThat(heard).containsExactlyInAnyOrder("revocations kept " + START.minus(Duration.ofHours(4)),
                "long kept " + START.minus(Duration.ofHours(4)));
    }

    @Test
    void afterReplayAPollHearsOnlyWhatIsNew() {
        written(1, "token.revoked", "replayed", START.minus(Duration.ofMinutes(1)));
        broadcasts.replay();
        heard.clear();
        broadcasts.poll();
        assertThat(heard).isEmpty();
        written(2, "token.revoked", "new", START);
        broadcasts.poll();
        assertThat(heard).containsExactly("revocations new " + START);
        broadcasts.poll();
        assertThat(heard).hasSize(1);
    }

    @Test
    void anEmptyLogReplaysNothingAndPollsFromTheStart() {
        broadcasts.replay();
        assertThat(heard).isEmpty();
        written(1, "token.revoked", "first", START);
        broadcasts.poll();
        assertThat(heard).containsExactly("revocations first " + START);
    }

    @Test
    void aLowerIdCommittedLaterIsStillHeardOnce() {
        broadcasts.replay();
        written(1, "token.revoked", "one", START);
        written(4, "token.revoked", "four", START);
        broadcasts.poll();
        assertThat(heard).containsExactly("revocations one " + START, "revocations four " + START);
        clock.now = START.plusSeconds(30);
        written(3, "token.revoked", "three", START.plusSeconds(30));
        broadcasts.poll();
        written(2, "token.revoked", "two", START.plusSeconds(30));
        broadcasts.poll();
        broadcasts.poll();
        assertThat(heard).containsExactly("revocations one " + START, "revocations four " + START,
                "revocations three " + START.plusSeconds(30), "revocations two " + START.plusSeconds(30));
    }

    @Test
    void aGapIsWaitedForOneMinuteAndNoLonger() {
        broadcasts.replay();
        written(1, "token.revoked", "one", START);
        written(4, "token.revoked", "four", START);
        broadcasts.poll();
        clock.now = START.plus(Duration.ofMinutes(1));
        broadcasts.poll();
        written(2, "token.revoked", "two", clock.now);
        broadcasts.poll();
        assertThat(heard).last().asString().startsWith("revocations two");
        clock.now = START.plus(Duration.ofMinutes(1)).plusMillis(1);
        broadcasts.poll();
        written(3, "token.revoked", "three", clock.now);
        broadcasts.poll();
        assertThat(heard).noneMatch(h -> h.contains("three"));
    }

    @Test
    void pollingPrunesWhatIsPastRetentionAtMostEveryTenMinutes() {
        broadcasts.replay();
        written(1, "token.revoked", "old", START.minus(Duration.ofHours(2)).minusMillis(1));
        written(2, "token.revoked", "kept", START.minus(Duration.ofHours(2)));
        broadcasts.poll();
        assertThat(subjectsInLog()).containsExactly("kept");

        clock.now = START.plus(Duration.ofMinutes(10));
        broadcasts.poll();
        assertThat(subjectsInLog()).as("ten minutes after the last pruning").containsExactly("kept");

        clock.now = START.plus(Duration.ofMinutes(10)).plusMillis(1);
        broadcasts.poll();
        assertThat(subjectsInLog()).isEmpty();
    }

    @Test
    void itRunsBeforeTheWebServerAndStopsWhenAsked() {
        written(1, "token.revoked", "replayed", START);
        assertThat(broadcasts.getPhase()).isEqualTo(-100);
        assertThat(broadcasts.isRunning()).isFalse();
        broadcasts.start();
        try {
            assertThat(heard).containsExactly("revocations replayed " + START);
            assertThat(broadcasts.isRunning()).isTrue();
        } finally {
            broadcasts.stop();
        }
        assertThat(broadcasts.isRunning()).isFalse();
    }

    @Test
    void stoppingANodeThatNeverStartedDoesNothing() {
        broadcasts.stop();
        assertThat(broadcasts.isRunning()).isFalse();
    }

    @Test
    void aStartedNodeHearsWhatAnotherNodeWritesAtItsNextPoll() throws Exception {
        List<String> polled = new java.util.concurrent.CopyOnWriteArrayList<>();
        StaticListableBeanFactory node = new StaticListableBeanFactory();
        node.addBean("revocations", new BroadcastReceiver() {
            @Override
            public String topic() {
                return "token.revoked";
            }

            @Override
            public void receive(String subject, Instant at) {
                polled.add(subject);
            }
        });
        Broadcasts polling = new Broadcasts(database.db(), clock, settings(Duration.ofMillis(1)),
                node.getBeanProvider(BroadcastReceiver.class));
        polling.start();
        try {
            written(1, "token.revoked", "from-another-node", START);
            long giveUp = System.nanoTime() + larder.support.Patience.of(Duration.ofSeconds(10)).toNanos();
            while (polled.isEmpty() && System.nanoTime() < giveUp) {
                Thread.sleep(10);
            }
            assertThat(polled).containsExactly("from-another-node");
        } finally {
            polling.stop();
        }
    }
}
