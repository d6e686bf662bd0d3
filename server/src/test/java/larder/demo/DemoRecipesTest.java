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

    private static final String ORIGIN = "http://localhost:8080";

    private final JsonMapper json = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();

    @Test
    void thereAreAtLeastTwoHundredValidDemoRecipes() {
        List<RecipeContent> recipes = DemoRecipes.contents(json, ORIGIN);
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
    void everyDemoRecipeHasAPictureThatTheJarServes() {
        List<RecipeContent> recipes = DemoRecipes.contents(json, ORIGIN);
        Set<String> pictures = new HashSet<>();
        assertThat(recipes).allSatisfy(r -> {
            assertThat(r.images()).hasSize(1);
            String url = r.images().getFirst().url();
            assertThat(url).startsWith(ORIGIN + "/app/food/").endsWith(".svg");
            assertThat(DemoRecipesTest.class.getResource("/shopper" + url.substring(ORIGIN.length())))
                    .as("the picture of %s", r.name()).isNotNull();
            pictures.add(url);
        });
        long fallback = recipes.stream()
                .filter(r -> r.images().getFirst().url().endsWith(DemoPictures.FALLBACK + ".svg")).count();
        assertThat(fallback).as("recipes without a picture of their own").isLessThan(recipes.size() / 20);
        assertThat(pictures).as("pictures in use").hasSizeGreaterThanOrEqualTo(30);
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "Homemade Margherita Pizza | 1f355", "Spaghetti Carbonara | 1f35d", "Beef Pho | 1f35c",
            "Chicken Tikka Masala | 1f35b", "Classic Smash Burgers | 1f354", "Hearty Minestrone Soup | 1f372",
            "Classic Tiramisu | 1f370", "Honey Garlic Salmon | 1f41f", "Fluffy Buttermilk Pancakes | 1f95e",
            "Chicken Pad Thai | 1f35c", "Crispy Chicken Parmesan | 1f357"})
    void aRecipeIsPicturedByItsDishBeforeItsIngredients(String name, String code) {
        assertThat(DemoPictures.codeFor(name, List.of("1 cup flour"), List.of("dinner"))).isEqualTo(code);
    }

    @Test
    void withoutADishTheMainIngredientThenTheKindChooses() {
        assertThat(DemoPictures.codeFor("Grandma's Special", List.of("2 ripe avocados", "1 lime"), List.of()))
                .isEqualTo("1f951");
        assertThat(DemoPictures.codeFor("Grandma's Special", List.of("1 cup flour"), List.of("dessert")))
                .isEqualTo("1f370");
        assertThat(DemoPictures.codeFor("Grandma's Special", List.of("1 cup flour"), List.of("dinner")))
                .isEqualTo(DemoPictures.FALLBACK);
    }

    @Test
    void atLeastNinetyFivePercentOfDemoIngredientLinesHaveAnAisle() {
        List<RecipeContent.Ingredient> lines = DemoRecipes.contents(json, ORIGIN).stream()
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
