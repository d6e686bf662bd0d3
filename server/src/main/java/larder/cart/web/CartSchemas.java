package larder.cart.web;

import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.web.OpenApiRules;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** A change of a cart line names at least one of packs and sku, said in JSON Schema. */
@Configuration(proxyBeanMethods = false)
class CartSchemas {

    @Bean
    OpenApiCustomizer cartRules() {
        return openApi -> {
            Map<String, String> packsOrSku = new LinkedHashMap<>();
            packsOrSku.put("packs", "integer");
            packsOrSku.put("sku", "string");
            OpenApiRules.change(openApi, "CartItemChange",
                    schema -> schema.setAnyOf(OpenApiRules.oneOfMembers(false, packsOrSku).getAnyOf()));
        };
    }
}
