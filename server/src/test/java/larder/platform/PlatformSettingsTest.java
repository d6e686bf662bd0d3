package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The switches read from the settings. */
class PlatformSettingsTest {

    private static PlatformSettings settings(String databaseUrl, String redisUrl, String rateLimits,
                                             String otlpEndpoint) {
        return new PlatformSettings(Path.of("."), new PlatformSettings.Database(databaseUrl, null, null), redisUrl,
                rateLimits, Duration.ofSeconds(1), false, otlpEndpoint);
    }

    @Test
    void tracingIsOnWithAnEndpointOnly() {
        assertThat(settings(null, null, "on", "http://collector:4318").tracing()).isTrue();
        assertThat(settings(null, null, "on", null).tracing()).isFalse();
        assertThat(settings(null, null, "on", " ").tracing()).isFalse();
    }

    @Test
    void redisIsConfiguredWithAUrlOnly() {
        assertThat(settings(null, "redis://cache:6379", "on", null).redisConfigured()).isTrue();
        assertThat(settings(null, null, "on", null).redisConfigured()).isFalse();
        assertThat(settings(null, "  ", "on", null).redisConfigured()).isFalse();
    }

    @Test
    void aDatabaseIsExternalWithAUrlOnly() {
        assertThat(settings("jdbc:postgresql://db/larder", null, "on", null).database().external()).isTrue();
        assertThat(settings(null, null, "on", null).database().external()).isFalse();
        assertThat(settings(" ", null, "on", null).database().external()).isFalse();
    }

    @Test
    void rateLimitsAreOffOnlyWhenSaidSo() {
        assertThat(settings(null, null, "on", null).rateLimitsEnabled()).isTrue();
        assertThat(settings(null, null, "OFF", null).rateLimitsEnabled()).isFalse();
        assertThat(settings(null, null, "False", null).rateLimitsEnabled()).isFalse();
    }

    @Test
    void aPostgresUrlBecomesTheJdbcOneWithItsUserAndPasswordApart() {
        PlatformSettings.Database database = new PlatformSettings.Database(
                "postgres://larder:s%40cr%3At+x@db.example:6543/larder?sslmode=require", null, null);
        assertThat(database.url()).isEqualTo("jdbc:postgresql://db.example:6543/larder?sslmode=require");
        assertThat(database.user()).isEqualTo("larder");
        assertThat(database.password()).isEqualTo("s@cr:t+x");
        assertThat(database.external()).isTrue();
    }

    @Test
    void aUserAndPasswordGivenApartWinOverTheUrls() {
        PlatformSettings.Database database = new PlatformSettings.Database(
                "postgresql://url-user:url-secret@db/larder", "larder", "secret");
        assertThat(database.url()).isEqualTo("jdbc:postgresql://db/larder");
        assertThat(database.user()).isEqualTo("larder");
        assertThat(database.password()).isEqualTo("secret");
    }

    @Test
    void aJdbcUrlIsKeptAsItIs() {
        PlatformSettings.Database database = new PlatformSettings.Database("jdbc:postgresql://db:5432/larder",
                "larder", "secret");
        assertThat(database.url()).isEqualTo("jdbc:postgresql://db:5432/larder");
        assertThat(new PlatformSettings.Database(null, null, null).external()).isFalse();
    }
}
