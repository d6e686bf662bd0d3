package larder.retail;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.IngredientAnalyser;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** At least 90% of the demo recipes' ingredient lines match a demo product of the right aisle (issue 5). */
class DemoMatchingTest {

    @Test
    void ninetyPercentOfDemoIngredientLinesMatchAProductOfTheirAisle() throws Exception {
        Catalogue catalogue = new Catalogue(DemoCatalogue.products(), new FoodLinks(RetailersOver.foods()));
        JsonNode recipes = JsonMapper.builder().build().readTree(getClass().getResourceAsStream("/demo/recipes.json"));
        int lines = 0;
        int matched = 0;
        List<String> misses = new ArrayList<>();
        for (JsonNode recipe : recipes) {
            for (JsonNode ingredient : recipe.path("ingredients")) {
                AnalysedIngredient a = IngredientAnalyser.analyse(ingredient.path("text").asString());
                lines++;
                Optional<Candidate> best = catalogue.best(new Need(a.name(), a.quantity(), a.unit(), a.category()));
                if (best.isPresent() && best.get().product().category() == a.category()) {
                    matched++;
                } else {
                    misses.add(a.name() + " [" + a.category().code() + "] -> "
                            + best.map(c -> c.product().name() + " [" + c.product().category().code() + "]")
                            .orElse("nothing"));
                }
            }
        }
        double share = (double) matched / lines;
        System.out.printf("demo lines matched to a product of their aisle: %d of %d (%.1f%%)%n", matched, lines,
                share * 100);
        misses.stream().limit(40).forEach(m -> System.out.println("  miss: " + m));
        assertThat(share).isGreaterThanOrEqualTo(0.90);
    }
}
