package larder.webhook;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Webhook delivery ({@code larder.webhook.*}). {@code delivery} off makes a node record events without sending
 * them (another node sends). {@code pollInterval} is how soon a node notices deliveries that another node recorded
 * or that became due again; its own new events wake it at commit. {@code perEndpoint} bounds the attempts in flight
 * to one endpoint from one node, {@code inFlight} those of the node.
 */
@ConfigurationProperties("larder.webhook")
public record WebhookSettings(
        @DefaultValue("true") boolean delivery,
        @DefaultValue("250ms") Duration pollInterval,
        @DefaultValue("10s") Duration timeout,
        @DefaultValue("16") int perEndpoint,
        @DefaultValue("512") int inFlight,
        @DefaultValue("20") int maxEndpoints) {
}
