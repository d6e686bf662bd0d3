package dev.larder.client.model;

import java.util.List;

/** Schema {@code ChangeApp} of the OpenAPI document: The members to change; absent or null ones are unchanged. */
public record AppPatch(
        String name,
        List<String> allowedOrigins,
        Boolean disabled) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link AppPatch}. */
    public static final class Builder {
        private String name;
        private List<String> allowedOrigins;
        private Boolean disabled;

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

        public Builder disabled(Boolean disabled) {
            this.disabled = disabled;
            return this;
        }

        public AppPatch build() {
            return new AppPatch(name, allowedOrigins, disabled);
        }
    }
}
