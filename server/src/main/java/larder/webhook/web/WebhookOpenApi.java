package larder.webhook.web;

import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import larder.platform.web.OpenApiRules;
import larder.webhook.EventTypes;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;


/**
 * The event types a webhook may subscribe to, as an enum of the document, taken from the catalogue itself so that
 * the document cannot miss one. ({@code type: object} and nullable members come from the platform's own pass over
 * every schema.)
 */
@Configuration(proxyBeanMethods = false)
class WebhookOpenApi {

    private static final List<String> SCHEMAS = List.of("Webhook", "WebhookWithSecret", "WebhookCreate",
            "WebhookChange");

    /**
     * Either types of the catalogue, or exactly {@code ["*"]}: "*" beside a type is refused (422). A nullable member
     * stays nullable as the platform's own pass over every schema marks it (its type), whichever of the two runs
     * first: springdoc applies customizers in the order their packages are scanned, not by {@code @Order}.
     */
    @Bean
    OpenApiCustomizer webhookEventTypes() {
        return openApi -> SCHEMAS.forEach(name -> OpenApiRules.change(openApi, name, schema -> {
            Object events = schema.getProperties() == null ? null : schema.getProperties().get("events");
            if (!(events instanceof Schema<?> property)) {
                return;
            }
            Schema<Object> type = new Schema<>();
            type.addType("string");
            type.setEnum(new ArrayList<>(EventTypes.CATALOGUE));
            Schema<Object> types = new Schema<>();
            types.addType("array");
            types.setMinItems(1);
            types.setItems(type);
            Schema<Object> everything = new Schema<>();
            everything.setConst(List.of("*"));
            Schema<Object> replacement = new Schema<>();
            replacement.setDescription(property.getDescription() != null ? property.getDescription()
                    : property.getItems() != null ? property.getItems().getDescription() : null);
            replacement.setAnyOf(new ArrayList<>(List.of(types, everything)));
            if (property.getTypes() != null && property.getTypes().contains("null")) {
                replacement.addType("null");
            }
            schema.getProperties().put("events", replacement);
        }));
    }
}
