package dev.larder.client.model;

import java.time.Instant;

/** Response record InviteView of the OpenAPI document. */
public record Invite(
        String code,
        Instant expiresAt) {
}
