package larder.recipe.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import larder.recipe.RecipeDraft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.json.JsonMapper;

class RecipeMarkupTest {

    private final RecipeMarkup markup = new RecipeMarkup(JsonMapper.builder().build());

    static String page(String jsonLd) {
        return "<html><head><title>x</title><script type=\"application/ld+json\">" + jsonLd
                + "</script></head><body><p>Hello</p></body></html>";
    }

    @Test
    void readsARecipeFromAGraph() {
        RecipeDraft recipe = markup.read(page("""
                {"@context":"https://schema.org","@graph":[
                  {"@type":"WebSite","name":"Site"},
                  {"@type":["Recipe","NewsArticle"],"name":"Shakshuka &amp; Bread",
                   "description":"<p>Eggs poached in <b>tomato</b> sauce.</p>",
                   "recipeYield":["4","4 servings"],"prepTime":"PT10M","cookTime":"PT1H15M","totalTime":"P0DT1H25M",
                   "recipeIngredient":["6 eggs","1 (28-ounce) can crushed tomatoes","  2 tsp cumin "],
                   "recipeInstructions":[{"@type":"HowToSection","name":"Sauce","itemListElement":[
                       {"@type":"HowToStep","text":"Simmer the tomatoes."}]},
                     {"@type":"HowToStep","text":"Crack in the eggs."}],
                   "image":{"@type":"ImageObject","url":"https://img.example/s.jpg","width":"1200","height":800},
                   "keywords":"brunch, Eggs","recipeCuisine":["Middle Eastern"],"recipeCategory":"Breakfast",
                   "suitableForDiet":"https://schema.org/GlutenFreeDiet",
                   "author":{"@type":"Person","name":"Ana Cook"}}]}""")).orElseThrow();
        assertThat(recipe.name()).isEqualTo("Shakshuka & Bread");
        assertThat(recipe.description()).isEqualTo("Eggs poached in tomato sauce.");
        assertThat(recipe.servings()).isEqualTo(4);
        assertThat(recipe.prepTimeMinutes()).isEqualTo(10);
        assertThat(recipe.cookTimeMinutes()).isEqualTo(75);
        assertThat(recipe.totalTimeMinutes()).isEqualTo(85);
        assertThat(recipe.ingredients()).extracting(RecipeDraft.IngredientInput::text)
                .containsExactly("6 eggs", "1 (28-ounce) can crushed tomatoes", "2 tsp cumin");
        assertThat(recipe.instructions()).extracting(RecipeDraft.InstructionInput::text)
                .containsExactly("Simmer the tomatoes.", "Crack in the eggs.");
        assertThat(recipe.images()).singleElement().satisfies(image -> {
            assertThat(image.url()).isEqualTo("https://img.example/s.jpg");
            assertThat(image.width()).isEqualTo(1200);
            assertThat(image.height()).isEqualTo(800);
        });
        assertThat(recipe.tags()).containsExactly("brunch", "eggs", "middle eastern", "breakfast", "gluten-free");
        assertThat(recipe.source().name()).isEqualTo("Ana Cook");
    }

    @Test
    void readsInstructionsGivenAsOneStringAndYieldsAsText() {
        RecipeDraft recipe = markup.read(page("""
                [{"@type":"BreadcrumbList"},{"@type":"Recipe","name":"Toast","recipeYield":"Serves 2",
                  "recipeIngredient":"2 slices bread","recipeInstructions":"Toast the bread.\\nButter it."}]"""))
                .orElseThrow();
        assertThat(recipe.servings()).isEqualTo(2);
        assertThat(recipe.ingredients()).hasSize(1);
        assertThat(recipe.instructions()).extracting(RecipeDraft.InstructionInput::text)
                .containsExactly("Toast the bread.", "Butter it.");
    }

    @Test
    void readsMicrodataWhenThereIsNoJsonLd() {
        String html = """
                <html><body><div itemscope itemtype="https://schema.org/Recipe">
                  <h1 itemprop="name">Grandma's Lemonade</h1>
                  <meta itemprop="prepTime" content="PT5M"><time itemprop="cookTime" datetime="PT0M">none</time>
                  <span itemprop="recipeYield">6 glasses</span>
                  <img itemprop="image" src="https://img.example/l.jpg">
                  <ul><li itemprop="recipeIngredient">1 cup sugar</li><li itemprop="recipeIngredient">6 lemons</li></ul>
                  <div itemprop="author" itemscope itemtype="https://schema.org/Person">
                     <span itemprop="name">Grandma</span></div>
                  <ol itemprop="recipeInstructions"><li>Squeeze the lemons.</li><li>Stir in sugar.</li></ol>
                </div></body></html>""";
        RecipeDraft recipe = markup.read(html).orElseThrow();
        assertThat(recipe.name()).isEqualTo("Grandma's Lemonade");
        assertThat(recipe.prepTimeMinutes()).isEqualTo(5);
        assertThat(recipe.cookTimeMinutes()).isZero();
        assertThat(recipe.servings()).isEqualTo(6);
        assertThat(recipe.ingredients()).extracting(RecipeDraft.IngredientInput::text)
                .containsExactly("1 cup sugar", "6 lemons");
        assertThat(recipe.instructions()).extracting(RecipeDraft.InstructionInput::text)
                .containsExactly("Squeeze the lemons.", "Stir in sugar.");
        assertThat(recipe.images()).extracting(RecipeDraft.ImageInput::url).containsExactly("https://img.example/l.jpg");
    }

    @Test
    void aPageWithoutARecipeHasNone() {
        assertThat(markup.read(page("{\"@type\":\"Article\",\"name\":\"News\"}"))).isEmpty();
        assertThat(markup.read(page("{not json"))).isEmpty();
        assertThat(markup.read("<html><body>Just text</body></html>")).isEmpty();
    }

    @Test
    void fetchedPagesAreDecodedWithTheirCharset() {
        String html = "<html><head><meta charset=\"iso-8859-1\"></head><body>" + "<script type=\"application/ld+json\">"
                + "{\"@type\":\"Recipe\",\"name\":\"Crème brûlée\"}</script></body></html>";
        byte[] latin1 = html.getBytes(StandardCharsets.ISO_8859_1);
        assertThat(markup.read(latin1, null, "https://example.com/r").orElseThrow().name()).isEqualTo("Crème brûlée");
        assertThat(markup.read(latin1, "ISO-8859-1", "https://example.com/r").orElseThrow().source().url())
                .isEqualTo("https://example.com/r");
    }

    @ParameterizedTest(name = "{0} is {1} minutes")
    @CsvSource({"PT1H15M, 75", "PT90M, 90", "P0DT1H, 60", "PT1H15M0S, 75", "pt20m, 20", "P1D, 1440",
            "P0Y0M0DT0H30M0.000S, 30", "PT0.5H, 30", "PT45S, 1"})
    void isoDurationsBecomeMinutes(String iso, int minutes) {
        assertThat(MarkupText.minutes(iso)).isEqualTo(minutes);
    }

    @ParameterizedTest
    @CsvSource({"''", "P", "PT", "20 minutes", "1:30"})
    void unreadableDurationsAreLeftOut(String iso) {
        assertThat(MarkupText.minutes(iso)).isNull();
    }
}
