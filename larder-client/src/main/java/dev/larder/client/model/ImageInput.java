package dev.larder.client.model;

/** Schema {@code ImageInput} of the OpenAPI document. */
public record ImageInput(
        String url,
        Integer width,
        Integer height) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ImageInput}. */
    public static final class Builder {
        private String url;
        private Integer width;
        private Integer height;

        private Builder() {
        }

        public Builder url(String url) {
            this.url = url;
            return this;
        }

        public Builder width(Integer width) {
            this.width = width;
            return this;
        }

        public Builder height(Integer height) {
            this.height = height;
            return this;
        }

        public ImageInput build() {
            return new ImageInput(url, width, height);
        }
    }
}
