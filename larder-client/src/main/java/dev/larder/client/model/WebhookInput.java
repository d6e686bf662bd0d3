package dev.larder.client.model;

import java.util.List;

/** Request body record WebhookCreate of the OpenAPI document. */
public record WebhookInput(
        String url,
        List<String> events) {
}
