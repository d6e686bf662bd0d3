package larder.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import larder.retail.RetailerCommand;
import tools.jackson.databind.json.JsonMapper;

/** The demo retailer and its products (written for this project), as stored in {@code demo/retailer.json}. */
record DemoRetailer(RetailerCommand.RetailerFields retailer, List<DemoProduct> products) {

    record DemoProduct(String sku, String name, String brand, RetailerCommand.SizeFields size, Long priceMinor,
                       String category, Boolean available) {

        RetailerCommand.ProductFields input(String currency) {
            return new RetailerCommand.ProductFields(sku, name, brand, size,
                    new RetailerCommand.MoneyFields(priceMinor, currency), category, null, available);
        }
    }

    List<RetailerCommand.ProductFields> productInputs() {
        return products.stream().map(p -> p.input(retailer.currency())).toList();
    }

    static DemoRetailer load(JsonMapper json) {
        try (InputStream in = DemoRetailer.class.getResourceAsStream("/demo/retailer.json")) {
            if (in == null) {
                throw new IllegalStateException("demo/retailer.json is missing from the jar");
            }
            return json.readValue(in, DemoRetailer.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
