package dev.larder.client.model;

import java.util.List;

/** Schema {@code CreateApp} of the OpenAPI document. */
public record CreateApp(
        String name,
        List<String> allowedOrigins) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link CreateApp}. */
    public static final class Builder {
        private String name;
        private List<String> allowedOrigins;

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder allowedOrigins(List<String> allowedOrigins) {
            this.allowedOrigins = allowedOrigins;
            return this;
        }

        public CreateApp build() {
            return new CreateApp(name, allowedOrigins);
        }
    }
}
