package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import io.opentelemetry.api.OpenTelemetry;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import javax.sql.DataSource;
import larder.platform.db.EmbeddedDatabase;
import larder.platform.db.FairDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.mock.env.MockEnvironment;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.databind.json.JsonMapper;

/** The platform's beans: the clock, the data source on either database, and the hardened JSON parsing. */
class PlatformConfigurationTest {

    private final PlatformConfiguration configuration = new PlatformConfiguration();
    private final MockEnvironment environment = new MockEnvironment();

    @TempDir
    Path dataDir;

    private static PlatformSettings settings(Path dataDir, String url, String otlpEndpoint) {
        return new PlatformSettings(dataDir, new PlatformSettings.Database(url, "larder_user", "secret"), null, "on",
                Duration.ofSeconds(1), false, otlpEndpoint);
    }

    private HikariDataSource pool(FairDataSource dataSource) throws Exception {
        DataSource target = dataSource.getTargetDataSource();
        assertThat(target).isNotNull();
        return target.unwrap(HikariDataSource.class);
    }

    private FairDataSource dataSource(PlatformSettings settings) {
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        beans.addBean("openTelemetry", OpenTelemetry.noop());
        return configuration.dataSource(settings, environment, beans.getBeanProvider(OpenTelemetry.class));
    }

    @Test
    void theClockTicksInMicroseconds() {
        Clock clock = configuration.clock();
        for (int i = 0; i < 20; i++) {
            assertThat(clock.instant().getNano() % 1_000).isZero();
        }
    }

    @Test
    void withoutADatabaseUrlTheEmbeddedDatabaseIsInTheDataDirectory() throws Exception {
        Path dir = dataDir.resolve("new/data");
        environment.setProperty("spring.datasource.hikari.maximum-pool-size", "7");
        try (FairDataSource dataSource = dataSource(settings(dir, null, null))) {
            HikariDataSource pool = pool(dataSource);
            assertThat(dir).isDirectory();
            assertThat(pool.getJdbcUrl()).isEqualTo(EmbeddedDatabase.url(dir.toAbsolutePath().normalize()));
            assertThat(pool.getUsername()).isEqualTo("larder");
            assertThat(pool.getPassword()).isEmpty();
            assertThat(pool.getPoolName()).isEqualTo("larder");
            assertThat(pool.getMaximumPoolSize()).isEqualTo(7);
            assertThat(pool.getConnectionInitSql()).isNull();
        }
    }

    @Test
    void aDataDirectoryThatCannotBeMadeStopsTheServer() throws Exception {
        Path file = Files.writeString(dataDir.resolve("a-file"), "x");
        assertThatThrownBy(() -> dataSource(settings(file.resolve("data"), null, null)))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining("Cannot create the data directory");
    }

    @Test
    void onPostgresBatchesAreRewrittenAndSessionsFlushEarly() throws Exception {
        try (FairDataSource dataSource = dataSource(settings(dataDir, "jdbc:postgresql://db:5432/larder", null))) {
            HikariDataSource pool = pool(dataSource);
            assertThat(pool.getJdbcUrl()).isEqualTo("jdbc:postgresql://db:5432/larder");
            assertThat(pool.getUsername()).isEqualTo("larder_user");
            assertThat(pool.getPassword()).isEqualTo("secret");
            assertThat(pool.getDataSourceProperties()).containsEntry("reWriteBatchedInserts", "true");
            assertThat(pool.getConnectionInitSql()).contains("backend_flush_after").contains("source = 'default'");
        }
    }

    @Test
    void aRequestWaitsThreeSecondsAtMostForAConnectionUnlessConfigured() throws Exception {
        try (FairDataSource dataSource = dataSource(settings(dataDir.resolve("wait"), null, null))) {
            assertThat(pool(dataSource).getConnectionTimeout()).isEqualTo(3_000);
            assertThat(dataSource.waitMillis()).isEqualTo(3_000);
        }
        environment.setProperty("spring.datasource.hikari.connection-timeout", "1500");
        try (FairDataSource dataSource = dataSource(settings(dataDir, "jdbc:postgresql://db:5432/larder", null))) {
            assertThat(pool(dataSource).getConnectionTimeout()).isEqualTo(1_500);
            assertThat(dataSource.waitMillis()).isEqualTo(1_500);
        }
    }

    @Test
    void onPostgresThePoolHoldsTwentyConnectionsUnlessConfigured() throws Exception {
        try (FairDataSource dataSource = dataSource(settings(dataDir, "jdbc:postgresql://db:5432/larder", null))) {
            assertThat(pool(dataSource).getMaximumPoolSize()).isEqualTo(20);
        }
        environment.setProperty("spring.datasource.hikari.maximum-pool-size", "12");
        try (FairDataSource dataSource = dataSource(settings(dataDir, "jdbc:postgresql://db:5432/larder", null))) {
            assertThat(pool(dataSource).getMaximumPoolSize()).isEqualTo(12);
        }
    }

    @Test
    void theEmbeddedDatabaseKeepsHikarisTenConnections() throws Exception {
        try (FairDataSource dataSource = dataSource(settings(dataDir.resolve("ten"), null, null))) {
            assertThat(pool(dataSource).getMaximumPoolSize()).isEqualTo(10);
        }
    }

    @Test
    void anotherExternalDatabaseGetsNoPostgresSettings() throws Exception {
        try (FairDataSource dataSource = dataSource(settings(dataDir, "jdbc:h2:mem:elsewhere", null))) {
            HikariDataSource pool = pool(dataSource);
            assertThat(pool.getJdbcUrl()).isEqualTo("jdbc:h2:mem:elsewhere");
            assertThat(pool.getDataSourceProperties()).doesNotContainKey("reWriteBatchedInserts");
            assertThat(pool.getConnectionInitSql()).isNull();
        }
    }

    @Test
    void withTracingEveryStatementGoesThroughTheTracingWrapper() throws Exception {
        try (FairDataSource traced = dataSource(settings(dataDir, "jdbc:h2:mem:traced", "http://collector:4318"));
             FairDataSource plain = dataSource(settings(dataDir, "jdbc:h2:mem:plain", null))) {
            assertThat(traced.getTargetDataSource()).isNotInstanceOf(HikariDataSource.class);
            assertThat(traced.getTargetDataSource().isWrapperFor(HikariDataSource.class)).isTrue();
            assertThat(plain.getTargetDataSource()).isInstanceOf(HikariDataSource.class);
        }
    }

    private JsonMapper hardened() {
        JsonFactoryBuilder factory = JsonFactory.builder();
        configuration.hardenedJsonFactory().customize(factory);
        JsonMapper.Builder mapper = JsonMapper.builder(factory.build());
        configuration.strictJsonTypes().customize(mapper);
        return mapper.build();
    }

    record Named(String name, int count, boolean done) {
    }

    @Test
    void jsonNestedDeeperThan32IsRefused() {
        JsonMapper json = hardened();
        assertThat(json.readTree("[".repeat(32) + "]".repeat(32)).isArray()).isTrue();
        assertThatThrownBy(() -> json.readTree("[".repeat(33) + "]".repeat(33)))
                .hasMessageContaining("nesting depth");
    }

    @Test
    void duplicateKeysAndLongNumbersOrNamesAreRefused() {
        JsonMapper json = hardened();
        assertThatThrownBy(() -> json.readTree("{\"a\":1,\"a\":2}")).hasMessageContaining("Duplicate");
        assertThat(json.readTree("1".repeat(40)).isNumber()).isTrue();
        assertThatThrownBy(() -> json.readTree("1".repeat(41))).hasMessageContaining("Number value length");
        assertThat(json.readTree("{\"" + "n".repeat(200) + "\":1}").isObject()).isTrue();
        assertThatThrownBy(() -> json.readTree("{\"" + "n".repeat(201) + "\":1}")).hasMessageContaining("Name");
    }

    @Test
    void jsonTypesAreNotCoerced() {
        JsonMapper json = hardened();
        assertThat(json.readValue("{\"name\":\"x\",\"count\":2,\"done\":true,\"extra\":1}", Named.class))
                .isEqualTo(new Named("x", 2, true));
        assertThatThrownBy(() -> json.readValue("{\"name\":12,\"count\":2,\"done\":true}", Named.class));
        assertThatThrownBy(() -> json.readValue("{\"name\":1.5,\"count\":2,\"done\":true}", Named.class));
        assertThatThrownBy(() -> json.readValue("{\"name\":true,\"count\":2,\"done\":true}", Named.class));
        assertThatThrownBy(() -> json.readValue("{\"name\":\"x\",\"count\":\"12\",\"done\":true}", Named.class));
        assertThatThrownBy(() -> json.readValue("{\"name\":\"x\",\"count\":1.5,\"done\":true}", Named.class));
        assertThatThrownBy(() -> json.readValue("{\"name\":\"x\",\"count\":1,\"done\":1}", Named.class));
        assertThatThrownBy(() -> json.readValue("{\"name\":\"x\",\"count\":1,\"done\":\"true\"}", Named.class));
        assertThatThrownBy(() -> json.readValue("{\"name\":\"x\",\"count\":1,\"done\":true}{", Named.class))
                .hasMessageContaining("Trailing token");
    }
}
