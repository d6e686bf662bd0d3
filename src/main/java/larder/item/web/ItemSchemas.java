package larder.item.web;

import io.swagger.v3.oas.models.media.StringSchema;
import java.util.Arrays;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.OpenApiRules;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The two vocabularies of items (contract section 5) as schemas of their own, {@code Unit} and {@code Category},
 * taken from the enums so that the document cannot miss a code. Responses and the inputs that take codes only
 * refer to them by {@code @Schema(ref = ...)}.
 */
@Configuration(proxyBeanMethods = false)
class ItemSchemas {

    /** A range's top needs its bottom: quantity_max, when sent, needs a quantity that is a number. */
    @Bean
    OpenApiCustomizer itemRules() {
        return openApi -> OpenApiRules.change(openApi, "ItemInput", schema -> schema.setDependentSchemas(
                new java.util.HashMap<>(java.util.Map.of("quantity_max", OpenApiRules.present("quantity", "number")))));
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
