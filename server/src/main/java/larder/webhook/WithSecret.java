package larder.webhook;

/** An endpoint and its new secret: answered once, at creation or rotation, and never again. */
public record WithSecret(WebhookEndpoint endpoint, String secret) {

    @Override
    public String toString() {
        return "WithSecret[" + endpoint + ", secret=redacted]";
    }
}
