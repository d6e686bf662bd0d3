package larder.platform.web;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.servlet.ServletException;
import java.io.IOException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;

/**
 * A keep-alive connection's next request takes its turn behind the requests of other connections.
 *
 * <p>Tomcat serves a connection on one virtual thread: when an answer has gone and the connection's next request is
 * already in its read buffer, it parses and serves that request at once, on the same thread, without going back to
 * the scheduler. A client that sends its next request as soon as it reads an answer (one on the same host, a
 * pipelining one, or a busy proxy's pooled connection) can therefore keep a carrier thread from request to request,
 * while requests that Tomcat's poller dispatched afresh wait in the scheduler's queue. Measured on 2 cores at 16
 * connections, half the requests were answered in 2 to 4 ms and some waited hundreds of milliseconds, while the
 * server's own timing of each request stayed under 8 ms (docs/benchmarks/quotes.md).
 *
 * <p>So the second and later requests that one virtual thread serves {@link Thread#yield() yield} before they run:
 * the thread goes to the back of the scheduler's queue, as a request the poller dispatched does, and the carrier
 * takes the next waiting request. A connection's first request on a thread does not yield, so a client across a
 * network (whose next request arrives after its answer has left and the thread has ended) never pays for this; on
 * platform threads the operating system shares the cores and nothing is done. Each turn taken is counted in
 * {@code larder_http_keepalive_turns_total}.
 */
final class KeepAliveTurns extends ValveBase {

    /** How many requests the current virtual thread has begun; a thread's locals end with the thread. */
    private static final ThreadLocal<int[]> BEGUN = ThreadLocal.withInitial(() -> new int[1]);

    private final Counter turns;
    private final Runnable yielder;

    KeepAliveTurns(MeterRegistry registry) {
        this(registry, Thread::yield);
    }

    KeepAliveTurns(MeterRegistry registry, Runnable yielder) {
        super(true);
        this.turns = Counter.builder("larder.http.keepalive.turns")
                .description("Requests that yielded their carrier thread because their connection's previous request"
                        + " had just been served on the same virtual thread")
                .register(registry);
        this.yielder = yielder;
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        if (Thread.currentThread().isVirtual() && BEGUN.get()[0]++ > 0) {
            turns.increment();
            yielder.run();
        }
        getNext().invoke(request, response);
    }
}
