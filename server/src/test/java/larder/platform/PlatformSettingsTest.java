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
}
