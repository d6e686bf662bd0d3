package dev.larder.client.model;

import java.util.List;

/** Schema {@code CreateApp} of the OpenAPI document. */
public record CreateApp(
        String name,
        List<String> allowedOrigins) {
}
