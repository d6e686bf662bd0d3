package larder.event.web;

import io.swagger.v3.oas.models.media.Schema;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Makes the webhook schemas exact in OpenAPI 3.1 terms, which swagger-core's annotations do not produce here:
 * every one is {@code type: object}, and members that can be null say so with a type array
 * ({@code type: [string, "null"]}).
 */
@Configuration(proxyBeanMethods = false)
class WebhookOpenApi {

    private static final Map<String, List<String>> NULLABLE = Map.of(
            "Webhook", List.of("disabled_reason"),
            "WebhookWithSecret", List.of("disabled_reason"),
            "WebhookDelivery", List.of("response_status", "duration_ms", "error", "next_attempt_at"),
            "WebhookCreate", List.of(),
            "WebhookChange", List.of());

    @Bean
    OpenApiCustomizer webhookSchemas() {
        return openApi -> {
            if (openApi.getComponents() == null || openApi.getComponents().getSchemas() == null) {
                return;
            }
            @SuppressWarnings("rawtypes")
            Map<String, Schema> schemas = openApi.getComponents().getSchemas();
            NULLABLE.forEach((name, nullable) -> {
                Schema<?> schema = schemas.get(name);
                if (schema == null) {
                    return;
                }
                schema.setTypes(Set.of("object"));
                schema.setType("object");
                for (String member : nullable) {
                    Schema<?> property = schema.getProperties().get(member);
                    if (property != null) {
                        Set<String> types = new LinkedHashSet<>();
                        types.add(property.getType() != null ? property.getType()
                                : property.getTypes() != null ? property.getTypes().iterator().next() : "string");
                        types.add("null");
                        property.setTypes(types);
                        property.setType(null);
                    }
                }
            });
        };
    }
}
