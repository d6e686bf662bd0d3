package dev.larder.client.model;

/** Response record InstructionView of the OpenAPI document. */
public record Instruction(
        String text) {
}
