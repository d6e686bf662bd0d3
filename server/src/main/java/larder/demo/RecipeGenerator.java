package larder.demo;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import larder.recipe.RecipeContent;
import larder.recipe.RecipeDraft;
import tools.jackson.databind.json.JsonMapper;

/**
 * Synthetic recipes for scale tests and benchmarks. Each one is a demo recipe varied: another name from the demo
 * recipes' words, a few ingredients swapped for others of the demo pantry, times and servings shifted, a cuisine
 * added. The words and their frequencies stay those of real recipes, which is what search and the feed care about.
 * The same seed gives the same recipes.
 */
public final class RecipeGenerator {

    private static final List<String> PREFIXES = List.of("Easy", "Weeknight", "Classic", "Smoky", "Crispy",
            "Spicy", "Herby", "Creamy", "Quick", "Rustic", "Lemony", "Garlicky", "Golden", "Summer", "Winter",
            "One-Pan", "Sheet-Pan", "Slow-Cooked", "Grilled", "Roasted", "Hearty", "Fresh", "Zesty", "Sticky");
    private static final List<String> CUISINES = List.of("italian", "mexican", "indian", "chinese", "japanese",
            "thai", "french", "greek", "american", "middle-eastern", "korean", "spanish", "vietnamese", "british",
            "moroccan");

    private final List<RecipeDraft> seeds;
    private final List<String> nameWords;
    private final List<RecipeDraft.IngredientInput> pantry;

    public RecipeGenerator(JsonMapper json) {
        this.seeds = DemoRecipes.load(json).stream().map(DemoRecipes.DemoRecipe::input).toList();
        Set<String> words = new LinkedHashSet<>();
        List<RecipeDraft.IngredientInput> lines = new ArrayList<>();
        for (RecipeDraft seed : seeds) {
            for (String word : seed.name().split("\\s+")) {
                if (word.length() > 3 && Character.isUpperCase(word.charAt(0))) {
                    words.add(word);
                }
            }
            lines.addAll(seed.ingredients());
        }
        this.nameWords = List.copyOf(words);
        this.pantry = List.copyOf(lines);
    }

    /** Recipes number {@code from} to {@code from + count - 1} of the sequence for {@code seed}. */
    public List<RecipeContent> generate(long seed, long from, int count) {
        List<RecipeContent> out = new ArrayList<>(count);
        for (long n = from; n < from + count; n++) {
            out.add(RecipeContent.from(one(new Random(seed * 1_000_003L + n), n)));
        }
        return out;
    }

    private RecipeDraft one(Random random, long n) {
        RecipeDraft seed = seeds.get(random.nextInt(seeds.size()));
        String name = PREFIXES.get(random.nextInt(PREFIXES.size())) + " "
                + nameWords.get(random.nextInt(nameWords.size())) + " " + seed.name() + " " + (n + 1);
        List<RecipeDraft.IngredientInput> ingredients = new ArrayList<>(seed.ingredients());
        int swaps = random.nextInt(3);
        for (int i = 0; i < swaps && !ingredients.isEmpty(); i++) {
            ingredients.set(random.nextInt(ingredients.size()), pantry.get(random.nextInt(pantry.size())));
        }
        if (random.nextInt(4) == 0) {
            ingredients.add(pantry.get(random.nextInt(pantry.size())));
        }
        Set<String> tags = new LinkedHashSet<>(seed.tags());
        if (random.nextInt(3) == 0) {
            tags.add(CUISINES.get(random.nextInt(CUISINES.size())));
        }
        int prep = Math.max(0, orZero(seed.prepTimeMinutes()) + random.nextInt(11) - 5);
        int cook = Math.max(0, orZero(seed.cookTimeMinutes()) + random.nextInt(21) - 10);
        int servings = Math.max(1, orZero(seed.servings()) + random.nextInt(3) - 1);
        return new RecipeDraft(name.length() > RecipeContent.MAX_NAME ? name.substring(0, RecipeContent.MAX_NAME)
                : name, seed.description(), null, List.of(), servings, prep, cook, prep + cook, ingredients,
                seed.instructions(), new ArrayList<>(tags));
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }
}
