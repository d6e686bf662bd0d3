package larder.platform;

import java.nio.file.Path;
import java.time.Duration;
import larder.platform.db.DatabaseUrl;
import larder.platform.web.Tracing;
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

    /**
     * How long a request waits for a database connection, or a grant for a writer that holds one, before it is
     * answered 503 {@code unavailable} with {@code Retry-After} ({@code spring.datasource.hikari.connection-timeout}
     * sets the pool's otherwise). Hikari's own default, 30 s, outlasts most clients: under overload requests queued
     * for up to 12 s at 1,500 connections and clients timed out, where a prompt 503 tells them to come back. At normal
     * load a connection is free within milliseconds, so the bound is never reached.
     */
    public static final Duration DATABASE_WAIT = Duration.ofSeconds(3);

    /**
     * The database; {@code url} is a JDBC URL, or a {@code postgres://} / {@code postgresql://} URL as Heroku, Render,
     * Supabase and libpq write them, turned into the JDBC one here, its user and password taken from it when not
     * given apart ({@link DatabaseUrl}).
     */
    public record Database(String url, String user, String password) {

        public Database {
            DatabaseUrl jdbc = DatabaseUrl.of(url);
            if (jdbc != null) {
                url = jdbc.jdbcUrl();
                user = user == null || user.isBlank() ? jdbc.user() : user;
                password = password == null || password.isEmpty() ? jdbc.password() : password;
            }
        }

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
