package larder.platform;

import com.zaxxer.hikari.HikariDataSource;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.instrumentation.jdbc.datasource.JdbcTelemetry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import javax.sql.DataSource;
import larder.platform.db.EmbeddedDatabase;
import larder.platform.db.FairDataSource;
import larder.platform.ratelimit.RateLimitSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.jackson.autoconfigure.JsonFactoryBuilderCustomizer;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.scheduling.annotation.EnableScheduling;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.type.LogicalType;

@Configuration(proxyBeanMethods = false)
@EnableScheduling
@EnableConfigurationProperties({PlatformSettings.class, RateLimitSettings.class})
class PlatformConfiguration {

    /**
     * Every module takes time from this clock, so that expiry and grace periods are tested without sleeping. It
     * ticks in microseconds, the precision both databases store, so a time answered on creation reads back equal.
     */
    @Bean
    Clock clock() {
        return Clock.tick(Clock.systemUTC(), Duration.ofNanos(1_000));
    }

    /**
     * Asks PostgreSQL to start writing a session's data pages out once it has written 256 kB of them
     * ({@code backend_flush_after}, off by default), instead of leaving them in the kernel's page cache until a
     * checkpoint's {@code fsync}. A list creation writes about 45 kB of rows, more than PostgreSQL's background writer
     * keeps up with, so sessions write their own pages; left to pile up, they reached the disk as about 600 MB at the
     * end of each checkpoint, and commits waited behind them (p99 of list creations at 64 connections 230-290 ms,
     * against 174-183 ms with this setting). It runs once per pooled connection, as a query rather than a start-up
     * parameter, because connection poolers such as PgBouncer refuse start-up parameters they do not know. It only
     * fills in the built-in default: a value set anywhere else (the server's configuration, {@code ALTER ROLE} or
     * {@code ALTER DATABASE}, an {@code options} parameter in the URL) is left as it is, and on a server without the
     * setting the query does nothing.
     */
    /** The pool's size on PostgreSQL unless {@code spring.datasource.hikari.maximum-pool-size} says otherwise. */
    static final int POSTGRES_POOL_SIZE = 20;

    private static final String POSTGRES_CONNECTION_INIT = "select set_config(name, '256kB', false) from pg_settings"
            + " where name = 'backend_flush_after' and source = 'default'";

    /**
     * PostgreSQL when {@code LARDER_DATABASE_URL} is set; otherwise embedded H2 in the data directory, in
     * PostgreSQL mode ({@link EmbeddedDatabase}); the database is closed by the application on shutdown, after
     * requests in flight have finished. The pool (HikariCP, tuned by {@code spring.datasource.hikari.*}) hands
     * out its connections first come, first served ({@link FairDataSource}), and a request waits for one at most
     * {@link PlatformSettings#DATABASE_WAIT} unless {@code spring.datasource.hikari.connection-timeout} says otherwise.
     */
    @Bean
    FairDataSource dataSource(PlatformSettings settings, Environment environment,
                              ObjectProvider<OpenTelemetry> openTelemetry) {
        HikariDataSource dataSource = new HikariDataSource();
        PlatformSettings.Database database = settings.database();
        if (database.external()) {
            dataSource.setJdbcUrl(database.url());
            dataSource.setUsername(database.user());
            dataSource.setPassword(database.password());
            if (database.url().startsWith("jdbc:postgresql:")) {
                // Batched inserts (a list's items) go as multi-row INSERTs: one statement per 128 rows, not per row.
                dataSource.addDataSourceProperty("reWriteBatchedInserts", "true");
                dataSource.setConnectionInitSql(POSTGRES_CONNECTION_INIT);
                // A commit waits for its WAL flush; with more sessions in flight PostgreSQL flushes more commits at
                // once. Token grants (two inserts and a commit each) went from about 3,000 to 3,700 a second with
                // 20 connections instead of Hikari's 10 (docs/performance.md). spring.datasource.hikari.* still wins.
                dataSource.setMaximumPoolSize(POSTGRES_POOL_SIZE);
            }
        } else {
            Path dir = settings.dataDir().toAbsolutePath().normalize();
            try {
                Files.createDirectories(dir);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot create the data directory " + dir, e);
            }
            dataSource.setJdbcUrl(EmbeddedDatabase.url(dir));
            dataSource.setUsername(EmbeddedDatabase.USER);
            dataSource.setPassword("");
        }
        dataSource.setPoolName("larder");
        dataSource.setConnectionTimeout(PlatformSettings.DATABASE_WAIT.toMillis());
        Binder.get(environment).bind("spring.datasource.hikari", Bindable.ofInstance(dataSource));
        // With tracing on, every statement is a span (its SQL with the values taken out); off, nothing is wrapped.
        DataSource pool = settings.tracing() ? JdbcTelemetry.create(openTelemetry.getObject()).wrap(dataSource)
                : dataSource;
        return new FairDataSource(pool, dataSource.getMaximumPoolSize(), dataSource.getConnectionTimeout());
    }

    /**
     * Hardened parsing: bounded nesting, number and string lengths, duplicate keys refused, no silent coercion of
     * {@code "12"} into a number or {@code 1.5} into an integer (wrong JSON types are a 400, docs/api.md §1).
     */
    @Bean
    JsonFactoryBuilderCustomizer hardenedJsonFactory() {
        return builder -> builder
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(32)
                        .maxNumberLength(40)
                        .maxStringLength(1 << 20)
                        .maxNameLength(200)
                        .maxDocumentLength(1 << 21)
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION);
    }

    @Bean
    JsonMapperBuilderCustomizer strictJsonTypes() {
        return builder -> builder
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .withCoercionConfig(LogicalType.Textual, strings -> strings
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
                .withCoercionConfig(LogicalType.Boolean, booleans -> booleans
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.String, CoercionAction.Fail));
    }
}
