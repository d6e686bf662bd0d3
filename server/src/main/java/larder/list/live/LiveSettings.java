package larder.list.live;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Live list streams ({@code larder.live.*}). {@code heartbeat}: a stream that has written nothing for this long gets a
 * comment line (docs/api.md §7.1: at least every 25 s; proxies and load balancers close connections idle for longer).
 * {@code maxBehind}: the changes a stream may have waiting for a client that does not read them; past that it is
 * closed, and the client resumes from its last event when it reads again.
 */
@ConfigurationProperties("larder.live")
public record LiveSettings(
        @DefaultValue("20s") Duration heartbeat,
        @DefaultValue("1000") int maxBehind) {

    public LiveSettings {
        if (heartbeat.compareTo(Duration.ofMillis(10)) < 0 || heartbeat.compareTo(Duration.ofSeconds(25)) > 0) {
            throw new IllegalArgumentException("larder.live.heartbeat must be between 10ms and 25s: " + heartbeat);
        }
    }

    /** How often one sweep of every stream looks for due heartbeats, expired tokens and revoked credentials. */
    Duration sweep() {
        Duration half = heartbeat.dividedBy(2);
        return half.compareTo(Duration.ofSeconds(1)) < 0 ? half : Duration.ofSeconds(1);
    }
}
