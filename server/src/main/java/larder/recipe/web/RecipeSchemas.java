package larder.recipe.web;

import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.web.OpenApiRules;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** What recipe bodies need across members, said in JSON Schema so that clients generated from the document know. */
@Configuration(proxyBeanMethods = false)
class RecipeSchemas {

    @Bean
    @SuppressWarnings("unchecked")
    OpenApiCustomizer recipeRules() {
        return openApi -> {
            Map<String, String> textOrName = new LinkedHashMap<>();
            textOrName.put("text", "string");
            textOrName.put("name", "string");
            OpenApiRules.change(openApi, "IngredientInput", schema -> {
                schema.setAnyOf(OpenApiRules.oneOfMembers(false, textOrName).getAnyOf());
                schema.setDependentSchemas(new java.util.HashMap<>(Map.of("quantity_max",
                        OpenApiRules.present("quantity", "number"))));
            });
            Map<String, String> page = new LinkedHashMap<>();
            page.put("html", "string");
            page.put("url", "string");
            OpenApiRules.change(openApi, "ImportRequest",
                    schema -> schema.setOneOf(OpenApiRules.oneOfMembers(true, page).getOneOf()));
            // A recipe carries every member but nutrition, which only ?include=nutrition adds.
            OpenApiRules.change(openApi, "RecipeView", schema -> schema.setRequired(new java.util.ArrayList<>(
                    ((Map<String, ?>) schema.getProperties()).keySet().stream()
                            .filter(member -> !member.equals("nutrition")).toList())));
        };
    }
}
