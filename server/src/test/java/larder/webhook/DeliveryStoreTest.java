package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import larder.platform.db.MemoryDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** A delivery's attempts: kept with each outcome, read newest first, and gone with their delivery. */
class DeliveryStoreTest {

    private static final Instant NOW = Instant.parse("2026-11-28T10:00:00Z");

    private MemoryDatabase database;
    private DeliveryStore store;

    @BeforeEach
    void emptyDatabase() {
        database = MemoryDatabase.empty();
        store = new DeliveryStore(database.db(), new TransactionTemplate(
                new DataSourceTransactionManager(database.jdbc().getDataSource())), database.hot());
    }

    private String delivery(String endpointId) {
        return store.insert(List.of(endpointId), "evt_" + endpointId, "list.created", NOW, NOW).getFirst();
    }

    private static DeliveryStore.Completion attempt(String id, int number, Integer status, String error) {
        return new DeliveryStore.Completion(id, number, status != null && status == 200 ? Delivery.DELIVERED
                : Delivery.PENDING, NOW.plusSeconds(60), status, 10 * number, error, NOW.plusSeconds(number));
    }

    @Test
    void eachOutcomeIsKeptAsAnAttemptAndTheLatestAreReadNewestFirst() {
        String id = delivery("ep_1");
        database.jdbc().update("update webhook_delivery set attempts = 3 where id = ?", id);
        store.complete(List.of(attempt(id, 1, 500, "HTTP 500")));
        store.complete(List.of(attempt(id, 2, null, "timeout"), attempt(id, 3, 200, null)));

        Map<String, List<Attempt>> attempts = store.recentAttempts(List.of(id, "dlv_none"), 20);
        assertThat(attempts).containsOnlyKeys(id);
        assertThat(attempts.get(id)).containsExactly(
                new Attempt(3, NOW.plusSeconds(3), 200, 30, null),
                new Attempt(2, NOW.plusSeconds(2), null, 20, "timeout"),
                new Attempt(1, NOW.plusSeconds(1), 500, 10, "HTTP 500"));
        assertThat(store.recentAttempts(List.of(id), 2).get(id)).extracting(Attempt::number).containsExactly(3, 2);
        assertThat(store.recentAttempts(List.of(), 20)).isEmpty();
    }

    @Test
    void attemptsGoWithTheirEndpointAndOneInFlightMeanwhileIsSweptLater() {
        String id = delivery("ep_2");
        String other = delivery("ep_3");
        store.complete(List.of(attempt(id, 1, 500, "HTTP 500"), attempt(other, 1, 500, "HTTP 500")));
        store.deleteOf("ep_2");
        assertThat(store.recentAttempts(List.of(id), 20)).isEmpty();

        // An outcome of an attempt that was in flight when its endpoint went: written without failing its batch.
        store.complete(List.of(attempt(id, 2, 500, "HTTP 500"), attempt(other, 2, 502, "HTTP 502")));
        assertThat(count("select count(*) from webhook_attempt where delivery_id = ?", id)).isOne();
        assertThat(store.forgetEnded(NOW.minusSeconds(1))).isZero();
        assertThat(count("select count(*) from webhook_attempt where delivery_id = ?", id)).isZero();
        assertThat(count("select count(*) from webhook_attempt where delivery_id = ?", other)).isEqualTo(2);
    }

    @Test
    void attemptsGoWithTheDeliveriesThatAreForgotten() {
        String id = delivery("ep_4");
        store.complete(List.of(new DeliveryStore.Completion(id, 0, Delivery.DELIVERED, null, 200, 5, null, NOW)));
        assertThat(store.forgetEnded(NOW.plusSeconds(1))).isOne();
        assertThat(count("select count(*) from webhook_attempt where delivery_id = ?", id)).isZero();
    }

    private int count(String sql, String id) {
        Integer count = database.jdbc().queryForObject(sql, Integer.class, id);
        return count == null ? 0 : count;
    }
}
