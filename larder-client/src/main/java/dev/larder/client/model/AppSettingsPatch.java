package dev.larder.client.model;

import java.util.List;

/** Request body record ChangeSettings of the OpenAPI document. */
public record AppSettingsPatch(
        List<String> allowedOrigins) {
}
