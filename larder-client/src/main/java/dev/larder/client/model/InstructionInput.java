package dev.larder.client.model;

/** Schema {@code InstructionInput} of the OpenAPI document. */
public record InstructionInput(
        String text) {
}
