package larder.quote.web;

import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import larder.platform.web.OpenApiRules;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** A quote has something to quote: items, raw items or recipes (at least one), or a list, said in JSON Schema. */
@Configuration(proxyBeanMethods = false)
class QuoteSchemas {

    @Bean
    @SuppressWarnings({"rawtypes", "unchecked"})
    OpenApiCustomizer quoteRules() {
        return openApi -> OpenApiRules.change(openApi, "QuoteRequest", schema -> {
            List<Schema> alternatives = new ArrayList<>();
            for (String member : List.of("items", "raw_items", "recipes")) {
                Schema present = OpenApiRules.present(member, "array");
                ((Schema) present.getProperties().get(member)).setMinItems(1);
                alternatives.add(present);
            }
            alternatives.add(OpenApiRules.present("list_id", "string"));
            schema.setAnyOf(alternatives);
        });
    }
}
