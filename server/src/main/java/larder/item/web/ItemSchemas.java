package larder.item.web;

import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.item.NewItems;
import larder.item.RequestLimits;
import larder.platform.web.OpenApiRules;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The two vocabularies of items (docs/api.md §5) as schemas of their own, {@code Unit} and {@code Category},
 * taken from the enums so that the document cannot miss a code. Responses and the inputs that take codes only
 * refer to them by {@code @Schema(ref = ...)}.
 */
@Configuration(proxyBeanMethods = false)
@SuppressWarnings({"rawtypes", "unchecked"})
class ItemSchemas {

    /** A range's top needs its bottom: quantity_max, when sent, needs a quantity that is a number. */
    @Bean
    OpenApiCustomizer itemRules() {
        return openApi -> OpenApiRules.change(openApi, "ItemInput", schema -> schema.setDependentSchemas(
                new java.util.HashMap<>(java.util.Map.of("quantity_max", OpenApiRules.present("quantity", "number")))));
    }

    /**
     * Every body that carries items (a list, a cart, what is added to either) has the same three members with the
     * same limits (docs/api.md §1): documented here once, on every schema that has all three.
     */
    @Bean
    OpenApiCustomizer itemContent() {
        return openApi -> openApi.getComponents().getSchemas().values().forEach(schema -> {
            Map<String, Schema> properties = schema.getProperties();
            if (properties == null || !properties.keySet().containsAll(List.of("items", "raw_items", "recipes"))) {
                return;
            }
            properties.get("items").description(ItemsInput.ITEMS_DOC).maxItems(RequestLimits.MAX_ITEMS);
            Schema rawItems = properties.get("raw_items").description(ItemsInput.RAW_ITEMS_DOC)
                    .maxItems(RequestLimits.MAX_ITEMS);
            rawItems.getItems().minLength(1).maxLength(NewItems.MAX_TEXT);
            properties.get("recipes").description(ItemsInput.RECIPES_DOC).maxItems(RequestLimits.MAX_RECIPES);
        });
    }

    @Bean
    OpenApiCustomizer itemVocabularies() {
        return openApi -> openApi.getComponents()
                .addSchemas("Unit", new StringSchema().description("A canonical unit code; a bare count has none.")
                        ._enum(Arrays.stream(Unit.values()).map(Unit::code).toList()))
                .addSchemas("Category", new StringSchema().description("An aisle of the fixed taxonomy; anything "
                        + "unknown is other.")._enum(Arrays.stream(Category.values()).map(Category::code).toList()));
    }
}
