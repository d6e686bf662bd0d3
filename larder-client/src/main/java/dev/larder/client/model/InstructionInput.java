package dev.larder.client.model;

/** Request body record InstructionInput of the OpenAPI document. */
public record InstructionInput(
        String text) {
}
