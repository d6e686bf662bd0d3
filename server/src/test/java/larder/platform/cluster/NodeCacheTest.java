package larder.platform.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionSynchronizationUtils;

/**
 * Values held per node: read once, forgotten here when a change commits (never when it rolls back), forgotten on a
 * notice naming them or when the listener is back, and a read overtaken by a notice answered but not kept.
 */
class NodeCacheTest {

    /** What the database holds, and how many times each key was read from it. */
    private final Map<String, String> database = new HashMap<>(Map.of("usr_1", "vegan", "usr_2", "vegetarian"));
    private final List<String> reads = new ArrayList<>();
    private final NodeCache<String> cache = new NodeCache<>("test_channel", null, 100, Duration.ofMinutes(1));

    private String read(String key) {
        reads.add(key);
        return database.get(key);
    }

    @AfterEach
    void noTransactionLeft() {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.clearSynchronization();
        }
    }

    @Test
    void aValueIsReadOnceAndHeld() {
        assertThat(cache.get("usr_1", this::read)).isEqualTo("vegan");
        database.put("usr_1", "pescatarian");
        assertThat(cache.get("usr_1", this::read)).isEqualTo("vegan");
        assertThat(cache.get("usr_2", this::read)).isEqualTo("vegetarian");
        assertThat(reads).containsExactly("usr_1", "usr_2");
    }

    @Test
    void aChangeIsForgottenWhenItCommitsAndNotBefore() {
        cache.get("usr_1", this::read);
        TransactionSynchronizationManager.initSynchronization();
        database.put("usr_1", "pescatarian");
        cache.changed("usr_1");
        assertThat(cache.get("usr_1", this::read)).as("not committed yet").isEqualTo("vegan");

        TransactionSynchronizationUtils.triggerAfterCommit();

        assertThat(cache.get("usr_1", this::read)).isEqualTo("pescatarian");
    }

    @Test
    void aChangeRolledBackForgetsNothing() {
        cache.get("usr_1", this::read);
        TransactionSynchronizationManager.initSynchronization();
        cache.changed("usr_1");
        TransactionSynchronizationUtils.invokeAfterCompletion(TransactionSynchronizationManager.getSynchronizations(),
                TransactionSynchronization.STATUS_ROLLED_BACK);
        TransactionSynchronizationManager.clearSynchronization();

        cache.get("usr_1", this::read);
        assertThat(reads).containsExactly("usr_1");
    }

    @Test
    void aNoticeForgetsEachKeyItNamesAndNoOther() {
        cache.get("usr_1", this::read);
        cache.get("usr_2", this::read);
        cache.get("usr_3", this::read);
        database.putAll(Map.of("usr_1", "a", "usr_2", "b", "usr_3", "c"));

        cache.receive("usr_1 usr_3");

        assertThat(cache.get("usr_1", this::read)).isEqualTo("a");
        assertThat(cache.get("usr_2", this::read)).isEqualTo("vegetarian");
        assertThat(cache.get("usr_3", this::read)).isEqualTo("c");
    }

    @Test
    void aListenerBackFromALostConnectionForgetsEverything() {
        cache.get("usr_1", this::read);
        cache.get("usr_2", this::read);
        database.putAll(Map.of("usr_1", "a", "usr_2", "b"));

        cache.resumed();

        assertThat(cache.get("usr_1", this::read)).isEqualTo("a");
        assertThat(cache.get("usr_2", this::read)).isEqualTo("b");
    }

    @Test
    void aReadThatANoticeOvertookIsAnsweredButNotKept() {
        String answered = cache.get("usr_1", key -> {
            String value = read(key);
            database.put("usr_1", "pescatarian");
            cache.receive("usr_1");
            return value;
        });

        assertThat(answered).isEqualTo("vegan");
        assertThat(cache.get("usr_1", this::read)).isEqualTo("pescatarian");
    }

    @Test
    void nothingFoundIsNotHeld() {
        assertThat(cache.get("usr_9", this::read)).isNull();
        database.put("usr_9", "vegan");
        assertThat(cache.get("usr_9", this::read)).isEqualTo("vegan");
    }

    @Test
    void manyKeysGoInAsFewNoticesAsFitPostgresLimitEachInOrder() {
        List<String> keys = IntStream.range(0, 1_000).mapToObj(i -> "usr_01m8mmt54g2ycr98pm3za8" + i).toList();

        List<String> notices = NodeCache.notices(keys);

        assertThat(notices).allSatisfy(n -> assertThat(n.getBytes(StandardCharsets.UTF_8).length)
                .isLessThanOrEqualTo(NodeCache.NOTICE_BYTES));
        assertThat(notices.stream().flatMap(n -> List.of(n.split(" ")).stream()).toList()).isEqualTo(keys);
        for (int i = 0; i + 1 < notices.size(); i++) {
            String next = notices.get(i + 1).split(" ")[0];
            assertThat(notices.get(i).length() + 1 + next.length()).as("the next key did not fit")
                    .isGreaterThan(NodeCache.NOTICE_BYTES);
        }
        assertThat(notices).hasSizeGreaterThan(1);
        assertThat(NodeCache.notices(List.of("usr_1"))).containsExactly("usr_1");
        assertThat(NodeCache.notices(List.of())).isEmpty();
    }
}
