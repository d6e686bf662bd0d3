package dev.larder.client.model;

import java.util.List;

/** Schema {@code WebhookCreate} of the OpenAPI document. */
public record WebhookInput(
        String url,
        List<String> events) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link WebhookInput}. */
    public static final class Builder {
        private String url;
        private List<String> events;

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

        public WebhookInput build() {
            return new WebhookInput(url, events);
        }
    }
}
