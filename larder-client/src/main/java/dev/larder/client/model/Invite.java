package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code InviteView} of the OpenAPI document. */
public record Invite(
        String code,
        Instant expiresAt) {
}
