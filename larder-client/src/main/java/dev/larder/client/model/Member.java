package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code MemberView} of the OpenAPI document. */
public record Member(
        String userId,
        String role,
        Instant joinedAt) {
}
