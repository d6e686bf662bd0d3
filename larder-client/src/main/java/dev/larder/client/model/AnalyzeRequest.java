package dev.larder.client.model;

import java.util.List;

/** Schema {@code AnalyzeRequest} of the OpenAPI document. */
public record AnalyzeRequest(
        List<String> rawItems) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link AnalyzeRequest}. */
    public static final class Builder {
        private List<String> rawItems;

        private Builder() {
        }

        public Builder rawItems(List<String> rawItems) {
            this.rawItems = rawItems;
            return this;
        }

        public AnalyzeRequest build() {
            return new AnalyzeRequest(rawItems);
        }
    }
}
