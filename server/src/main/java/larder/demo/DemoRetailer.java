package larder.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import larder.retail.RetailerInput;
import tools.jackson.databind.json.JsonMapper;

/** The demo retailer and its products (written for this project), as stored in {@code demo/retailer.json}. */
record DemoRetailer(RetailerInput.RetailerFields retailer, List<DemoProduct> products) {

    record DemoProduct(String sku, String name, String brand, RetailerInput.SizeFields size, Long priceMinor,
                       String category, Boolean available) {

        RetailerInput.ProductFields input(String currency) {
            return new RetailerInput.ProductFields(sku, name, brand, size,
                    new RetailerInput.MoneyFields(priceMinor, currency), category, null, available);
        }
    }

    List<RetailerInput.ProductFields> productInputs() {
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
