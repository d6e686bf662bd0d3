package dev.larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.larder.client.model.ItemInput;
import dev.larder.client.model.PreferencesPatch;
import dev.larder.client.model.RetailerInput;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The query strings and bodies the client builds for recipe search, retailers by postal code and preferences. */
class QueryParametersTest {

    @Test
    void recipeSearchSendsDietsAndAllergensAsRepeatedParameters() {
        Recipes.Query query = Recipes.Query.builder().q("soup").diets(List.of("vegan", "gluten_free"))
                .avoid(List.of("peanut")).maxTotalMinutes(30).ignorePreferences().limit(10).build();
        assertThat(Recipes.searchCall(query, "cur").expandedPath()).isEqualTo("/v1beta/recipes?q=soup"
                + "&diet=vegan&diet=gluten_free&avoid=peanut&max_total_minutes=30&preferences=ignore&limit=10"
                + "&after=cur");
    }

    @Test
    void recipeSearchSendsExclusionsNutritionBoundsAndSort() {
        Recipes.Query query = Recipes.Query.builder().excludeIngredients(List.of("cilantro", "bell pepper"))
                .maxKcal(450.0).minProteinG(20.5).sort("kcal").build();
        assertThat(Recipes.searchCall(query, null).expandedPath()).isEqualTo("/v1beta/recipes"
                + "?exclude_ingredient=cilantro&exclude_ingredient=bell+pepper&max_kcal=450.0&min_protein_g=20.5"
                + "&sort=kcal");
    }

    @Test
    void recipeSearchLeavesOutWhatIsNotAsked() {
        assertThat(Recipes.searchCall(Recipes.Query.text("chili"), null).expandedPath())
                .isEqualTo("/v1beta/recipes?q=chili");
        Recipes.Query empty = Recipes.Query.builder().diets(List.of()).build();
        assertThat(Recipes.searchCall(empty, null).expandedPath()).isEqualTo("/v1beta/recipes");
        assertThat(new Recipes.Query("x", "quick", null, null).ignorePreferences()).isFalse();
    }

    @Test
    void retailersByPostalCodeEncodeIt() {
        assertThat(Retailers.listCall("SW1A 1AA", null).expandedPath())
                .isEqualTo("/v1beta/retailers?postal_code=SW1A+1AA");
        assertThat(Retailers.listCall(null, "c1").expandedPath()).isEqualTo("/v1beta/retailers?after=c1");
    }

    @Test
    void aPreferencesPatchSendsOnlyWhatItSetsOrClears() throws Exception {
        PreferencesPatch patch = PreferencesPatch.builder().diets(List.of("vegetarian")).clearMaxTotalMinutes()
                .build();
        assertThat(Transport.JSON.writeValueAsString(patch))
                .isEqualTo("{\"diets\":[\"vegetarian\"],\"max_total_minutes\":null}");
    }

    @Test
    void theNewMembersAreSentSnakeCaseAndLeftOutWhenUnset() throws Exception {
        assertThat(Transport.JSON.writeValueAsString(RetailerInput.builder().name("Grocer")
                .postalCodes(List.of("SW1")).build())).isEqualTo("{\"name\":\"Grocer\",\"postal_codes\":[\"SW1\"]}");
        assertThat(Transport.JSON.writeValueAsString(ItemInput.builder().name("milk").gtin("5000112637922").build()))
                .isEqualTo("{\"name\":\"milk\",\"gtin\":\"5000112637922\"}");
    }
}
