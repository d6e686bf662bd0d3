package dev.larder.client.model;

import java.util.List;

/** Schema {@code WebhookChange} of the OpenAPI document: Members left out stay as they are. */
public record WebhookPatch(
        String url,
        List<String> events,
        Boolean enabled) {
}
