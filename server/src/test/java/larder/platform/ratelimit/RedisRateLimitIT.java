package larder.platform.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import larder.platform.PlatformSettings;
import org.junit.jupiter.api.Test;

/**
 * With {@code LARDER_REDIS_URL}, a quota is shared by every node: two limiters on one Redis count together.
 * Runs against the Redis named by {@code LARDER_TEST_REDIS_URL} (CI always sets it, and fails here if that Redis
 * does not answer), or else against a Redis answering on 127.0.0.1:6379; skipped, saying so, only when neither is
 * there.
 */
class RedisRateLimitIT {

    private static final String LOCAL = "redis://127.0.0.1:6379";

    /** The Redis to test against: the one named, which must answer, or the local one if it answers. */
    private static String redis() {
        String named = System.getenv("LARDER_TEST_REDIS_URL");
        if (named != null && !named.isBlank()) {
            assertThat(answersPing(named)).as("LARDER_TEST_REDIS_URL=%s answers PING", named).isTrue();
            return named;
        }
        boolean local = answersPing(LOCAL);
        if (!local) {
            System.err.println("RedisRateLimitIT skipped: LARDER_TEST_REDIS_URL is not set and no Redis answers on "
                    + "127.0.0.1:6379");
        }
        assumeTrue(local, "LARDER_TEST_REDIS_URL is not set and no Redis answers on 127.0.0.1:6379");
        return LOCAL;
    }

    /** Whether a Redis (without a password) answers PING at the URL's host and port, within a second. */
    static boolean answersPing(String url) {
        URI uri = URI.create(url);
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort() == -1 ? 6379 : uri.getPort()), 1000);
            socket.setSoTimeout(1000);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] answer = in.readNBytes(5);
            return new String(answer, StandardCharsets.US_ASCII).equals("+PONG");
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    @Test
    void nodesOnOneRedisShareAQuota() {
        PlatformSettings settings = new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null),
                redis(), "on", Duration.ofSeconds(1), false, null);
        RateLimitSettings quotas = new RateLimitSettings(
                new RateLimitSettings.Quota(4L, Duration.ofMinutes(1), 4L), null, null, null);
        RateLimiter first = new RateLimiter(settings, quotas);
        RateLimiter second = new RateLimiter(settings, quotas);
        try {
            String client = "203.0.113." + UUID.randomUUID();
            assertThat(first.consume(RateLimitPolicy.ANONYMOUS_GRANT, client).allowed()).isTrue();
            assertThat(second.consume(RateLimitPolicy.ANONYMOUS_GRANT, client).allowed()).isTrue();
            assertThat(first.consume(RateLimitPolicy.ANONYMOUS_GRANT, client).allowed()).isTrue();
            RateLimitDecision fourth = second.consume(RateLimitPolicy.ANONYMOUS_GRANT, client);
            assertThat(fourth.allowed()).isTrue();
            assertThat(fourth.remaining()).isZero();
            RateLimitDecision fifth = first.consume(RateLimitPolicy.ANONYMOUS_GRANT, client);
            assertThat(fifth.allowed()).isFalse();
            assertThat(fifth.headers()).containsKey("Retry-After");
        } finally {
            first.destroy();
            second.destroy();
        }
    }

    /** Needs no Redis: nothing listens on port 1. */
    @Test
    void anUnreachableRedisAtStartIsReportedNotHidden() {
        PlatformSettings settings = new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null),
                "redis://127.0.0.1:1", "on", Duration.ofSeconds(1), false, null);
        assertThat(org.assertj.core.api.Assertions.catchThrowable(
                () -> new RateLimiter(settings, new RateLimitSettings(null, null, null, null))))
                .as("an unreachable Redis at start is reported, not hidden").isNotNull();
    }
}
