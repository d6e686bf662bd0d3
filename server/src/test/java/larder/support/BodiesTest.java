package larder.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The builders render exactly the maps the integration tests used to write by hand. */
class BodiesTest {

    @Test
    void anItemSendsOnlyTheFieldsSetAndKeepsEachNumbersType() {
        assertThat(ItemBody.item("sugar").quantity(2).unit("kg").json())
                .isEqualTo(Map.of("name", "sugar", "quantity", 2, "unit", "kg"));
        assertThat(ItemBody.item("flour").quantity(1.5).json()).isEqualTo(Map.of("name", "flour", "quantity", 1.5))
                .isNotEqualTo(Map.of("name", "flour", "quantity", 1));
        assertThat(ItemBody.item("coffee").quantity(1).unit("lb").brand("Roastery").comment("ground")
                .quantityMax(2).json()).isEqualTo(Map.of("name", "coffee", "quantity", 1, "unit", "lb",
                "brand", "Roastery", "comment", "ground", "quantity_max", 2));
        assertThat(ItemBody.line("3 eggs").json()).isEqualTo(Map.of("text", "3 eggs"));
        assertThat(ItemBody.numbered(2)).extracting(Body::json)
                .containsExactly(Map.of("name", "thing 0"), Map.of("name", "thing 1"));
    }

    @Test
    void aCartRendersItsRetailerItemsRawItemsAndRecipesNested() {
        CartBody cart = CartBody.of("rtl_1").items(ItemBody.item("sugar").quantity(2).unit("kg"))
                .rawItems("450 g flour", "13 eggs")
                .recipes(RecipeRef.recipe("rcp_1").scale(2), RecipeRef.recipe("rcp_2"));
        assertThat(cart.json()).isEqualTo(Map.of("retailer_id", "rtl_1",
                "items", List.of(Map.of("name", "sugar", "quantity", 2, "unit", "kg")),
                "raw_items", List.of("450 g flour", "13 eggs"),
                "recipes", List.of(Map.of("id", "rcp_1", "scale", 2), Map.of("id", "rcp_2"))));
        assertThat(CartBody.cart().json()).isEmpty();
        assertThat(CartBody.cart().rawItems(List.of("1 onion")).json())
                .isEqualTo(Map.of("raw_items", List.of("1 onion")));
    }

    @Test
    void aListRendersTheSameContentShapeAsACart() {
        assertThat(ListBody.named("Weekend").recipes(RecipeRef.recipe("rcp_1").scale(1.5)).json())
                .isEqualTo(Map.of("name", "Weekend", "recipes", List.of(Map.of("id", "rcp_1", "scale", 1.5))));
        assertThat(ListBody.list().primary(true).json()).isEqualTo(Map.of("primary", true));
        assertThat(ListBody.list().items(ItemBody.numbered(1)).json())
                .isEqualTo(CartBody.cart().items(ItemBody.item("thing 0")).json());
    }

    @Test
    void patchesSendOneField() {
        assertThat(CartLinePatch.packs(2).json()).isEqualTo(Map.of("packs", 2));
        assertThat(CartLinePatch.sku("FL-250").json()).isEqualTo(Map.of("sku", "FL-250"));
        assertThat(ListItemPatch.checked(true).json()).isEqualTo(Map.of("checked", true));
        assertThat(RetailerBody.retailer().currency("EUR").json()).isEqualTo(Map.of("currency", "EUR"));
    }

    @Test
    void retailersProductsAndWebhooksRenderTheirNestedObjects() {
        assertThat(RetailerBody.american("Shop", "https://shop.example/{items}").json())
                .isEqualTo(Map.of("name", "Shop", "country", "US", "currency", "USD",
                        "checkout_url_template", "https://shop.example/{items}"));
        assertThat(ProductBody.upsert(ProductBody.product("FL-1KG", "Flour").size(1.0, "kg").price(299L, "USD")
                .category("baking")).json()).isEqualTo(Map.of("products", List.of(Map.of("sku", "FL-1KG",
                "name", "Flour", "size", Map.of("quantity", 1.0, "unit", "kg"),
                "price", Map.of("amount_minor", 299L, "currency", "USD"), "category", "baking"))));
        assertThat(WebhookBody.to("https://hooks.example/x").events("*").enabled(false).json())
                .isEqualTo(Map.of("url", "https://hooks.example/x", "events", List.of("*"), "enabled", false));
    }

    @Test
    void theTestRecipeIsTheRecipeTheTestsAlwaysSent() {
        assertThat(TestRecipes.recipe("Toast", List.of("breakfast"), "2 slices bread").json()).isEqualTo(Map.of(
                "name", "Toast", "servings", 4, "prep_time_minutes", 10, "cook_time_minutes", 20,
                "ingredients", List.of(Map.of("text", "2 slices bread")),
                "instructions", List.of(Map.of("text", "Mix."), Map.of("text", "Cook.")),
                "tags", List.of("breakfast")));
        assertThat(RecipeBody.named("Bad").ingredients(ItemBody.item("flour").quantity(-2).unit("parsecs")).json())
                .isEqualTo(Map.of("name", "Bad", "ingredients",
                        List.of(Map.of("name", "flour", "quantity", -2, "unit", "parsecs"))));
    }

    @Test
    void jacksonSerialisesABuilderAsItsMap() throws Exception {
        JsonMapper mapper = JsonMapper.builder().build();
        CartBody cart = CartBody.of("rtl_1").items(ItemBody.item("butter").quantity(300).unit("g"))
                .recipes(RecipeRef.recipe("rcp_1").scale(1.5));
        assertThat(mapper.writeValueAsString(cart)).isEqualTo(mapper.writeValueAsString(cart.json()))
                .isEqualTo("{\"retailer_id\":\"rtl_1\",\"items\":[{\"name\":\"butter\",\"quantity\":300,"
                        + "\"unit\":\"g\"}],\"recipes\":[{\"id\":\"rcp_1\",\"scale\":1.5}]}");
    }

    @Test
    void aFieldCannotBeSetToNull() {
        assertThatThrownBy(() -> ItemBody.item("milk").unit(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("unit");
    }
}
