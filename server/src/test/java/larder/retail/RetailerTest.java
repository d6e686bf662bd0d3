package larder.retail;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetailerTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");

    @Test
    void theCheckoutUrlHoldsTheSkuPacksPairsPercentEncodedAsAWholeWithSpacesAsPercentTwenty() {
        Retailer shop = new Retailer("rtl_1", "app_1", "Corner Shop", "US", "USD",
                "https://shop.example/cart?add={items}&from=larder", NOW, NOW);

        assertThat(shop.checkoutUrl(List.of("FL 1:2", "EG/1:1", "Crème+:3")))
                .isEqualTo("https://shop.example/cart?add=FL%201%3A2%2CEG%2F1%3A1%2CCr%C3%A8me%2B%3A3&from=larder");
    }

    @Test
    void theRetailModuleDeclaresItsProblemCode() {
        assertThat(new RetailProblems().retailProblemCodes().codes()).extracting(c -> c.code())
                .containsExactly("retailer.required");
    }
}
