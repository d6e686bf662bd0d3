package larder.support;

import java.util.List;

/** A webhook endpoint, or a change to one: {@code {"url", "events", "enabled"}}. */
public final class WebhookBody extends Body {

    private WebhookBody() {
    }

    public static WebhookBody to(String url) {
        return new WebhookBody().set("url", url);
    }

    public WebhookBody events(String... types) {
        return events(List.of(types));
    }

    public WebhookBody events(List<String> types) {
        return set("events", List.copyOf(types));
    }

    public WebhookBody enabled(boolean enabled) {
        return set("enabled", enabled);
    }
}
