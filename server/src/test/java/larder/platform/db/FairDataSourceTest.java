package larder.platform.db;

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

    @Test
    void closingTheHandedOutConnectionClosesTheRealOne() throws Exception {
        FairDataSource source = fair(1, 50);
        Connection handedOut = source.getConnection();
        Connection real = handedOut.unwrap(org.h2.jdbc.JdbcConnection.class);
        assertThat(real.isClosed()).isFalse();
        handedOut.close();
        assertThat(real.isClosed()).isTrue();
    }

    @Test
    void thePermitComesBackEvenWhenClosingTheRealConnectionFails() throws Exception {
        List<String> closed = new CopyOnWriteArrayList<>();
        java.util.concurrent.atomic.AtomicInteger handedOut = new java.util.concurrent.atomic.AtomicInteger();
        FairDataSource source = new FairDataSource(
                fake(() -> connection(closed, handedOut.incrementAndGet() == 1)), 1, 50);
        Connection failing = source.getConnection();
        assertThatThrownBy(failing::close).isInstanceOf(java.sql.SQLException.class).hasMessage("close failed");
        assertThat(closed).containsExactly("close");
        try (Connection next = source.getConnection()) {
            assertThat(next).isNotNull();
        }
    }

    @Test
    void aPoolThatFailsToHandOutAConnectionGivesThePermitBack() throws Exception {
        java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        FairDataSource source = new FairDataSource(fake(() -> {
            if (calls.incrementAndGet() == 1) {
                throw new java.sql.SQLException("pool exhausted");
            }
            return connection(new CopyOnWriteArrayList<>(), false);
        }), 1, 50);
        assertThatThrownBy(source::getConnection).hasMessage("pool exhausted");
        try (Connection second = source.getConnection()) {
            assertThat(second).isNotNull();
        }
    }

    @Test
    void aTimeOutSaysHowLongItWaited() throws Exception {
        FairDataSource source = fair(1, 30);
        try (Connection held = source.getConnection()) {
            assertThatThrownBy(source::getConnection).isInstanceOf(SQLTransientConnectionException.class)
                    .hasMessage("No database connection became free within 30 ms");
            assertThat(held.isValid(1)).isTrue();
        }
    }

    @Test
    void anInterruptedWaiterGivesUpAndStaysInterrupted() throws Exception {
        FairDataSource source = fair(1, 10_000);
        try (Connection held = source.getConnection()) {
            Thread.currentThread().interrupt();
            assertThatThrownBy(source::getConnection).isInstanceOf(SQLTransientConnectionException.class)
                    .hasMessage("Interrupted while waiting for a database connection");
            assertThat(Thread.interrupted()).isTrue();
        }
    }

    @Test
    void aConnectionForAnotherUserTakesAPermitToo() throws Exception {
        FairDataSource source = fair(1, 50);
        try (Connection named = source.getConnection("sa", "")) {
            assertThat(named.isValid(1)).isTrue();
            assertThatThrownBy(source::getConnection).isInstanceOf(SQLTransientConnectionException.class);
        }
        source.getConnection().close();
    }

    @Test
    void aHandedOutConnectionEqualsOnlyItself() throws Exception {
        FairDataSource source = fair(2, 50);
        try (Connection a = source.getConnection(); Connection b = source.getConnection()) {
            assertThat(a).isEqualTo(a).isNotEqualTo(b);
            assertThat(a.hashCode()).isEqualTo(System.identityHashCode(a));
            assertThat(a.getAutoCommit()).as("other calls reach the real connection").isTrue();
            assertThatThrownBy(() -> a.prepareStatement("not sql")).isInstanceOf(java.sql.SQLException.class);
        }
    }

    @Test
    void closingTheSourceClosesThePoolBehindIt() throws Exception {
        List<String> closed = new CopyOnWriteArrayList<>();
        new FairDataSource(closeable(closed), 1, 50).close();
        assertThat(closed).containsExactly("pool");
    }

    @Test
    void closingTheSourceReachesAPoolBehindAWrapper() throws Exception {
        List<String> closed = new CopyOnWriteArrayList<>();
        javax.sql.DataSource pool = closeable(closed);
        javax.sql.DataSource wrapper = new org.springframework.jdbc.datasource.DelegatingDataSource(pool);
        new FairDataSource(wrapper, 1, 50).close();
        assertThat(closed).containsExactly("pool");
        new FairDataSource(new JdbcDataSource(), 1, 50).close(); // nothing to close
    }

    private interface Supplier {
        Connection get() throws java.sql.SQLException;
    }

    private static javax.sql.DataSource fake(Supplier connections) {
        return (javax.sql.DataSource) java.lang.reflect.Proxy.newProxyInstance(FairDataSourceTest.class.getClassLoader(),
                new Class<?>[] {javax.sql.DataSource.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getConnection" -> connections.get();
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private static javax.sql.DataSource closeable(List<String> closed) {
        interface ClosableSource extends javax.sql.DataSource, AutoCloseable {
        }
        return (javax.sql.DataSource) java.lang.reflect.Proxy.newProxyInstance(
                FairDataSourceTest.class.getClassLoader(), new Class<?>[] {ClosableSource.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "close" -> {
                        closed.add("pool");
                        yield null;
                    }
                    case "isWrapperFor" -> ((Class<?>) args[0]).isInstance(proxy);
                    case "unwrap" -> proxy;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private static Connection connection(List<String> closed, boolean failOnClose) {
        return (Connection) java.lang.reflect.Proxy.newProxyInstance(FairDataSourceTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("close")) {
                        closed.add("close");
                        if (failOnClose) {
                            throw new java.sql.SQLException("close failed");
                        }
                    }
                    return null;
                });
    }
}
