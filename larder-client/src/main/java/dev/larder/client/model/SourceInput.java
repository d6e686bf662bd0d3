package dev.larder.client.model;

/** Schema {@code SourceInput} of the OpenAPI document: Where the recipe comes from; a blank name and url together count as no source. */
public record SourceInput(
        String name,
        String url) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link SourceInput}. */
    public static final class Builder {
        private String name;
        private String url;

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder url(String url) {
            this.url = url;
            return this;
        }

        public SourceInput build() {
            return new SourceInput(name, url);
        }
    }
}
