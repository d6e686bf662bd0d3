package dev.larder.client.model;

import java.util.List;

/** Schema {@code WebhookChange} of the OpenAPI document: Members left out stay as they are. */
public record WebhookPatch(
        String url,
        List<String> events,
        Boolean enabled) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link WebhookPatch}. */
    public static final class Builder {
        private String url;
        private List<String> events;
        private Boolean enabled;

        private Builder() {
        }

        public Builder url(String url) {
            this.url = url;
            return this;
        }

        public Builder events(List<String> events) {
            this.events = events;
            return this;
        }

        public Builder enabled(Boolean enabled) {
            this.enabled = enabled;
            return this;
        }

        public WebhookPatch build() {
            return new WebhookPatch(url, events, enabled);
        }
    }
}
