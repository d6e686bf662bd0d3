package larder.platform.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import larder.platform.problem.Unavailable;
import org.junit.jupiter.api.Test;

/** At most so many at once; the others wait their turn, and one whose turn does not come in time is 503. */
class TurnsTest {

    @Test
    void atMostSoManyRunAtOnceAndTheNextRunsWhenOneEnds() throws Exception {
        Turns turns = new Turns(2, Duration.ofSeconds(30));
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger running = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<?>[] runs = new Future<?>[3];
            for (int i = 0; i < runs.length; i++) {
                runs[i] = threads.submit(() -> turns.take(() -> {
                    most.accumulateAndGet(running.incrementAndGet(), Math::max);
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                    running.decrementAndGet();
                    return null;
                }));
            }
            try {
                await().atMost(Duration.ofSeconds(10)).until(() -> running.get() == 2 && turns.waiting() == 1);
            } finally {
                release.countDown();
            }
            for (Future<?> run : runs) {
                run.get();
            }
        }
        assertThat(most.get()).isEqualTo(2);
        assertThat(turns.waiting()).isZero();
    }

    @Test
    void aTurnThatDoesNotComeInTimeIsBusyAndTheTurnComesOnceFree() throws Exception {
        Turns turns = new Turns(1, Duration.ofMillis(50));
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<?> holder = threads.submit(() -> turns.take(() -> {
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return null;
            }));
            started.await();
            try {
                assertThatThrownBy(() -> turns.take(() -> "late")).isInstanceOfSatisfying(Unavailable.class,
                        busy -> assertThat(busy.status().value()).isEqualTo(503));
            } finally {
                release.countDown();
            }
            holder.get();
        }
        assertThat(turns.take(() -> "now")).isEqualTo("now");
    }

    @Test
    void workThatFailsGivesItsTurnBack() {
        Turns turns = new Turns(1, Duration.ofMillis(50));
        assertThatThrownBy(() -> turns.take(() -> {
            throw new IllegalStateException("failed");
        })).hasMessage("failed");

        assertThat(turns.take(() -> "next")).isEqualTo("next");
    }
}
