package dev.larder.client.model;

import java.util.List;

/** Schema {@code ChangeSettings} of the OpenAPI document. */
public record AppSettingsPatch(
        List<String> allowedOrigins) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link AppSettingsPatch}. */
    public static final class Builder {
        private List<String> allowedOrigins;

        private Builder() {
        }

        public Builder allowedOrigins(List<String> allowedOrigins) {
            this.allowedOrigins = allowedOrigins;
            return this;
        }

        public AppSettingsPatch build() {
            return new AppSettingsPatch(allowedOrigins);
        }
    }
}
