package larder.support;

import java.util.List;

/** A webhook endpoint, or a change to one: {@code {"url", "events", "enabled"}}. */
public final class WebhookBody extends Body {

    private WebhookBody() {
    }

    public static WebhookBody to(String url) {
        WebhookBody webhook = new WebhookBody();
        webhook.set("url", url);
        return webhook;
    }

    public WebhookBody events(String... types) {
        return events(List.of(types));
    }

    public WebhookBody events(List<String> types) {
        set("events", List.copyOf(types));
        return this;
    }

    public WebhookBody enabled(boolean enabled) {
        set("enabled", enabled);
        return this;
    }
}
