package larder.retail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The demo retailer's products (demo/retailer.json), for tests that need a realistic catalogue. */
final class DemoCatalogue {

    private DemoCatalogue() {
    }

    static List<Product> products() {
        try (InputStream in = DemoCatalogue.class.getResourceAsStream("/demo/retailer.json")) {
            JsonNode root = JsonMapper.builder().build().readTree(in);
            String currency = root.path("retailer").path("currency").asString();
            Instant now = Instant.now();
            return root.path("products").valueStream().map(p -> new Product("rtl_demo", p.path("sku").asString(),
                    p.path("name").asString(), p.path("brand").asString(null),
                    p.path("size").isObject() ? p.path("size").path("quantity").asDouble() : null,
                    p.path("size").isObject() ? Unit.fromCode(p.path("size").path("unit").asString()).orElse(null)
                            : null,
                    new Money(p.path("price_minor").asLong(), currency),
                    Category.fromCode(p.path("category").asString()).orElseThrow(),
                    null, p.path("available").asBoolean(true), now, now)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
