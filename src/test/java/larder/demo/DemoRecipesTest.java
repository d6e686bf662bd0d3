package larder.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import larder.ingredient.Category;
import larder.recipe.RecipeContent;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

class DemoRecipesTest {

    private final JsonMapper json = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();

    @Test
    void thereAreAtLeastTwoHundredValidDemoRecipes() {
        List<RecipeContent> recipes = DemoRecipes.contents(json);
        assertThat(recipes).hasSizeGreaterThanOrEqualTo(200);
        assertThat(recipes).allSatisfy(r -> {
            assertThat(r.ingredients()).hasSizeBetween(3, 100);
            assertThat(r.instructions()).isNotEmpty();
            assertThat(r.tags()).isNotEmpty();
            assertThat(r.servings()).isNotNull();
        });
        assertThat(recipes.stream().map(RecipeContent::name).distinct()).hasSize(recipes.size());
        assertThat(recipes.stream().filter(r -> r.tags().contains("italian"))).hasSizeGreaterThanOrEqualTo(25);
    }

    @Test
    void atLeastNinetyFivePercentOfDemoIngredientLinesHaveAnAisle() {
        List<RecipeContent.Ingredient> lines = DemoRecipes.contents(json).stream()
                .flatMap(r -> r.ingredients().stream()).toList();
        long categorised = lines.stream().filter(i -> i.category() != Category.OTHER).count();
        double share = (double) categorised / lines.size();
        System.out.printf("demo ingredient lines with an aisle: %d of %d (%.1f%%)%n", categorised, lines.size(),
                share * 100);
        assertThat(share).isGreaterThanOrEqualTo(0.95);
    }

    @Test
    void theGeneratorIsDeterministicAndMakesValidVariedRecipes() {
        RecipeGenerator generator = new RecipeGenerator(json);
        List<RecipeContent> first = generator.generate(7, 0, 300);
        assertThat(generator.generate(7, 0, 300)).isEqualTo(first);
        assertThat(generator.generate(8, 0, 300)).isNotEqualTo(first);
        Set<String> names = new HashSet<>();
        first.forEach(r -> names.add(r.name()));
        assertThat(names).hasSize(300);
        assertThat(generator.generate(7, 299, 1).getFirst()).isEqualTo(first.get(299));
    }
}
