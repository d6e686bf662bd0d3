package dev.larder.client.model;

/** Schema {@code ChangeList} of the OpenAPI document. */
public record ListPatch(
        String name,
        Boolean primary) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ListPatch}. */
    public static final class Builder {
        private String name;
        private Boolean primary;

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder primary(Boolean primary) {
            this.primary = primary;
            return this;
        }

        public ListPatch build() {
            return new ListPatch(name, primary);
        }
    }
}
