package dev.larder.client.model;

/** Schema {@code RecipeRef} of the OpenAPI document: A recipe the caller may see, whose ingredients are added as items, scaled. */
public record RecipeRef(
        String id,
        Double scale) {

    /** A recipe at its own scale. */
    public static RecipeRef of(String id) {
        return new RecipeRef(id, null);
    }

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RecipeRef}. */
    public static final class Builder {
        private String id;
        private Double scale;

        private Builder() {
        }

        public Builder id(String id) {
            this.id = id;
            return this;
        }

        public Builder scale(Double scale) {
            this.scale = scale;
            return this;
        }

        public RecipeRef build() {
            return new RecipeRef(id, scale);
        }
    }
}
