package larder.cart.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem.HttpMethod;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import java.util.ArrayList;
import java.util.List;
import larder.platform.web.ApiDescription;
import org.junit.jupiter.api.Test;

/** What the API's description says of carts beyond their annotations. */
class CartApiDocumentTest {

    private static List<String> conflicts(String path, HttpMethod method) {
        List<String> said = new ArrayList<>();
        new CartApiDescription().describe(path, method, new Operation(), new ApiDescription.Answers() {
            @Override
            public ApiResponse problem(int status, String description) {
                return new ApiResponse().description(description);
            }

            @Override
            public void conflict(String description) {
                said.add(description);
            }
        });
        return said;
    }

    @Test
    void everyChangeOfACartMayBeRefusedBecauseItIsCheckedOut() {
        assertThat(conflicts("/v1beta/carts/{id}", HttpMethod.DELETE)).singleElement().asString()
                .contains("cart.checked_out");
        assertThat(conflicts("/v1beta/carts/{id}/items", HttpMethod.POST)).hasSize(1);
        assertThat(conflicts("/v1beta/carts/{id}/items/{itemId}", HttpMethod.PATCH)).hasSize(1);
        assertThat(conflicts("/v1beta/carts/{id}/checkout", HttpMethod.POST)).hasSize(1);
    }

    @Test
    void readingACartOrMakingANewOneIsNeverRefusedSo() {
        assertThat(conflicts("/v1beta/carts/{id}", HttpMethod.GET)).isEmpty();
        assertThat(conflicts("/v1beta/carts/{id}/items/{itemId}/options", HttpMethod.GET)).isEmpty();
        assertThat(conflicts("/v1beta/carts", HttpMethod.POST)).isEmpty();
        assertThat(conflicts("/v1beta/carts/checkout", HttpMethod.POST)).isEmpty();
        assertThat(conflicts("/v1beta/carts/{id}x", HttpMethod.POST)).isEmpty();
    }

    @Test
    void aLineChangeNamesPacksOrSkuOrBoth() {
        OpenAPI openApi = new OpenAPI().components(new Components().addSchemas("CartItemChange",
                new ObjectSchema()));

        new CartSchemas().cartRules().customise(openApi);

        List<Schema> anyOf = openApi.getComponents().getSchemas().get("CartItemChange").getAnyOf();
        assertThat(anyOf).extracting(Schema::getRequired).containsExactly(List.of("packs"), List.of("sku"));
    }
}
