package dev.larder.client.model;

import java.util.List;

/** Request body record CreateApp of the OpenAPI document. */
public record CreateApp(
        String name,
        List<String> allowedOrigins) {
}
