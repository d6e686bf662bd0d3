package dev.larder.client.model;

import java.time.Instant;

/** Response record MemberView of the OpenAPI document. */
public record Member(
        String userId,
        String role,
        Instant joinedAt) {
}
