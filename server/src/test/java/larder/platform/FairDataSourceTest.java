package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

class FairDataSourceTest {

    private static FairDataSource fair(int connections, long timeoutMillis) {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:fair" + System.nanoTime());
        return new FairDataSource(h2, connections, timeoutMillis);
    }

    @Test
    void noMoreConnectionsThanPermitsAreHandedOutAndAWaiterTimesOut() throws Exception {
        FairDataSource source = fair(2, 50);
        try (Connection a = source.getConnection(); Connection b = source.getConnection()) {
            assertThat(a.isValid(1)).isTrue();
            assertThatThrownBy(source::getConnection).isInstanceOf(SQLTransientConnectionException.class);
        }
        try (Connection again = source.getConnection()) {
            assertThat(again.isClosed()).isFalse();
        }
    }

    @Test
    void closingAConnectionTwiceGivesBackOnePermit() throws Exception {
        FairDataSource source = fair(1, 50);
        Connection once = source.getConnection();
        once.close();
        once.close();
        try (Connection next = source.getConnection()) {
            assertThat(next).isNotEqualTo(once);
            assertThatThrownBy(source::getConnection).isInstanceOf(SQLTransientConnectionException.class);
        }
    }

    @Test
    void waitersAreServedInTheOrderTheyArrived() throws Exception {
        FairDataSource source = fair(1, 10_000);
        List<Integer> served = new CopyOnWriteArrayList<>();
        Connection held = source.getConnection();
        List<Thread> waiters = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            int arrival = i;
            waiters.add(Thread.ofVirtual().start(() -> {
                try (Connection c = source.getConnection()) {
                    served.add(arrival);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
            while (source.waiting() < i + 1) {
                Thread.onSpinWait();
            }
        }
        held.close();
        for (Thread waiter : waiters) {
            waiter.join();
        }
        assertThat(served).containsExactly(0, 1, 2, 3, 4);
    }
}
