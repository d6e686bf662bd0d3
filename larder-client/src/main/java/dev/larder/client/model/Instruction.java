package dev.larder.client.model;

/** Schema {@code InstructionView} of the OpenAPI document. */
public record Instruction(
        String text) {
}
