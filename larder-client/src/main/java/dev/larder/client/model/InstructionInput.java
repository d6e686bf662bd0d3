package dev.larder.client.model;

/** Schema {@code InstructionInput} of the OpenAPI document. */
public record InstructionInput(
        String text) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link InstructionInput}. */
    public static final class Builder {
        private String text;

        private Builder() {
        }

        public Builder text(String text) {
            this.text = text;
            return this;
        }

        public InstructionInput build() {
            return new InstructionInput(text);
        }
    }
}
