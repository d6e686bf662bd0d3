package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.junit.jupiter.api.Test;

/**
 * The second and later requests one virtual thread serves yield first; a thread's first request, and platform threads,
 * never.
 */
class KeepAliveTurnsTest {

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final AtomicInteger yields = new AtomicInteger();
    private final AtomicInteger served = new AtomicInteger();
    private final KeepAliveTurns valve = new KeepAliveTurns(registry, yields::incrementAndGet);

    KeepAliveTurnsTest() {
        valve.setNext(new ValveBase() {
            @Override
            public void invoke(Request request, Response response) {
                served.incrementAndGet();
            }
        });
    }

    @Test
    void aVirtualThreadsLaterRequestsYieldAndItsFirstDoesNot() throws Exception {
        Thread.ofVirtual().start(() -> {
            for (int i = 0; i < 3; i++) {
                invoke();
            }
        }).join();

        assertThat(served).hasValue(3);
        assertThat(yields).hasValue(2);
        assertThat(registry.get("larder.http.keepalive.turns").counter().count()).isEqualTo(2.0);
    }

    @Test
    void eachNewVirtualThreadStartsAfresh() throws Exception {
        for (int i = 0; i < 3; i++) {
            Thread.ofVirtual().start(this::invoke).join();
        }

        assertThat(served).hasValue(3);
        assertThat(yields).hasValue(0);
    }

    @Test
    void platformThreadsNeverYield() throws Exception {
        Thread.ofPlatform().start(() -> {
            invoke();
            invoke();
        }).join();

        assertThat(served).hasValue(2);
        assertThat(yields).hasValue(0);
        assertThat(registry.get("larder.http.keepalive.turns").counter().count()).isZero();
    }

    private void invoke() {
        try {
            valve.invoke(null, null);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
