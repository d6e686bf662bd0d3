package larder.platform.web;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import larder.platform.cluster.Notifications;
import larder.platform.db.FairDataSource;
import org.springframework.stereotype.Component;

/**
 * Larder's own gauges on {@code /metrics}, beside Spring's and the JVM's:
 * <ul>
 * <li>{@code larder_db_connections_waiting}: requests waiting for a database connection. {@link FairDataSource}
 *     queues them ahead of HikariCP, so Hikari's own {@code hikaricp_connections_pending} stays 0 under load;</li>
 * <li>{@code larder_notifications_listening} (1 or 0) and {@code larder_notifications_reconnects_total}: the
 *     PostgreSQL notification listener that carries live list changes between nodes, registered only on
 *     PostgreSQL;</li>
 * <li>{@code larder_build_info{version,time}} 1: which release runs, as Prometheus exporters say it.</li>
 * </ul>
 */
@Component
class OperatorMetrics implements MeterBinder {

    private final FairDataSource dataSource;
    private final Notifications notifications;

    OperatorMetrics(FairDataSource dataSource, Notifications notifications) {
        this.dataSource = dataSource;
        this.notifications = notifications;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Gauge.builder("larder.db.connections.waiting", dataSource, FairDataSource::waiting)
                .description("Requests waiting for a database connection").register(registry);
        if (notifications.listens()) {
            Gauge.builder("larder.notifications.listening", notifications, n -> n.listening() ? 1 : 0)
                    .description("1 while the PostgreSQL notification listener holds its connection, else 0")
                    .register(registry);
            FunctionCounter.builder("larder.notifications.reconnects", notifications, Notifications::reconnects)
                    .description("Times the notification listener came back after losing its connection")
                    .register(registry);
        }
        Gauge.builder("larder.build.info", () -> 1)
                .description("The running release")
                .tag("version", Release.current().version())
                .tag("time", Release.current().time())
                .register(registry);
    }
}
