package dev.larder.client.model;

import java.util.List;

/** Schema {@code WebhookCreate} of the OpenAPI document. */
public record WebhookInput(
        String url,
        List<String> events) {
}
