package dev.larder.client.model;

/** Schema {@code ImportRequest} of the OpenAPI document: Exactly one of html and url (422 otherwise; a blank one counts as absent). */
public record ImportRequest(
        String html,
        String url) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link ImportRequest}. */
    public static final class Builder {
        private String html;
        private String url;

        private Builder() {
        }

        public Builder html(String html) {
            this.html = html;
            return this;
        }

        public Builder url(String url) {
            this.url = url;
            return this;
        }

        public ImportRequest build() {
            return new ImportRequest(html, url);
        }
    }
}
