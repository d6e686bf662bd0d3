package dev.larder.client.model;

import java.util.List;

/** Schema {@code ChangeSettings} of the OpenAPI document. */
public record AppSettingsPatch(
        List<String> allowedOrigins) {
}
