package dev.larder.client.model;

import java.util.List;

/** Schema {@code ChangeApp} of the OpenAPI document: The members to change; absent or null ones are unchanged. */
public record AppPatch(
        String name,
        List<String> allowedOrigins,
        Boolean disabled) {
}
