package larder.pantry.web;

import java.util.ArrayList;
import java.util.Map;
import java.util.Set;
import larder.platform.web.OpenApiRules;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The members the pantry adds to other answers appear only when a request asks for the pantry: every other member
 * of those answers stays required, as the document says of answers (docs/pantry.md).
 */
@Configuration(proxyBeanMethods = false)
class PantrySchemas {

    /** Each answer that the pantry adds to, and the members it adds. */
    private static final Map<String, Set<String>> ADDED = Map.of(
            "ShoppingListView", Set.of("pantry_covered"),
            "CartView", Set.of("pantry_covered"),
            "CheckoutView", Set.of("pantry_covered"),
            "Quotes", Set.of("pantry_covered"),
            "RecipeSummaryView", Set.of("missing_ingredients", "missing_count"));

    @Bean
    @SuppressWarnings("unchecked")
    OpenApiCustomizer pantryMembersAreOptional() {
        return openApi -> ADDED.forEach((name, added) -> OpenApiRules.change(openApi, name, schema -> {
            if (schema.getProperties() != null) {
                schema.setRequired(new ArrayList<>(((Map<String, ?>) schema.getProperties()).keySet().stream()
                        .filter(member -> !added.contains(member)).toList()));
            }
        }));
    }
}
