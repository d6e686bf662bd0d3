package dev.larder.client.model;

/** Schema {@code CreateToken} of the OpenAPI document. */
public record CreateManagementToken(
        String name) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link CreateManagementToken}. */
    public static final class Builder {
        private String name;

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public CreateManagementToken build() {
            return new CreateManagementToken(name);
        }
    }
}
