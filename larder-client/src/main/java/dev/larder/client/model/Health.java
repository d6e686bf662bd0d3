package dev.larder.client.model;

/** Response of {@code /health/live} and {@code /health/ready}: {@code UP} when serving. */
public record Health(String status) {
}
