package larder.platform;

import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Storage, Redis, rate-limit and tracing switches (docs/api.md §2). Every value comes from a {@code LARDER_*}
 * variable through application.yml, or from the property itself.
 */
@ConfigurationProperties("larder")
public record PlatformSettings(
        @DefaultValue("./larder-data") Path dataDir,
        @DefaultValue Database database,
        String redisUrl,
        @DefaultValue("on") String rateLimits,
        @DefaultValue("1s") Duration broadcastPollInterval,
        @DefaultValue("false") boolean webhookAllowPrivate,
        String otlpEndpoint) {

    public record Database(String url, String user, String password) {

        public boolean external() {
            return url != null && !url.isBlank();
        }
    }

    public boolean rateLimitsEnabled() {
        return !"off".equalsIgnoreCase(rateLimits) && !"false".equalsIgnoreCase(rateLimits);
    }

    /** Traces are exported ({@link Tracing}). */
    public boolean tracing() {
        return otlpEndpoint != null && !otlpEndpoint.isBlank();
    }

    public boolean redisConfigured() {
        return redisUrl != null && !redisUrl.isBlank();
    }
}
