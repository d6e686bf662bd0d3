package larder.food;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import jakarta.annotation.Nullable;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Category;
import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Measurement;
import larder.ingredient.Unit;

/**
 * The food module's API: the table, the link from an analysed line to a food and its grams, and the nutrition of a
 * set of lines. One instance, built at start-up; thread-safe.
 */
public final class Foods {

    /**
     * The version of the food table and the matcher's rules together, stored beside every food link: a link stored
     * under another version is derived again when it is read. Bump it whenever the shipped table ({@link
     * #TABLE_DIGEST}) or the matcher's or the weigher's rules change.
     */
    public static final int TABLE_VERSION = 1;

    /** The digest of the shipped table that {@link #TABLE_VERSION} was set for; a test holds the two together. */
    static final String TABLE_DIGEST = "912e4d15a3cd7f84";

    /** The table and the matcher over it, once loaded. */
    private record Loaded(FoodTable table, FoodMatcher matcher) {
    }

    /** Line texts whose reading is remembered at most (a cache: a text not in it is analysed again). */
    private static final int TEXTS_REMEMBERED = 20_000;

    /**
     * Lines whose link is remembered at most. A link is a function of the line alone (the table and the matcher do
     * not change once loaded), and the same recipe lines, at the same few scales, come back in every list, cart and
     * plan that takes the recipe: matching and weighing them again was 17% of the server's time in shopping a meal
     * plan (JFR, 29 November 2026, docs/meal-plans.md).
     */
    private static final int LINKS_REMEMBERED = 50_000;

    private final CompletableFuture<Loaded> loaded;
    private final Cache<String, TextRead> texts = Caffeine.newBuilder().maximumSize(TEXTS_REMEMBERED).build();
    private final Cache<AnalysedIngredient, FoodLink> links = Caffeine.newBuilder().maximumSize(LINKS_REMEMBERED)
            .build();

    public Foods(FoodTable table) {
        this.loaded = CompletableFuture.completedFuture(new Loaded(table, new FoodMatcher(table)));
    }

    private Foods(CompletableFuture<Loaded> loaded) {
        this.loaded = loaded;
    }

    /** Loads the shipped table: about a second of one core, once. */
    public static Foods load() {
        return new Foods(FoodTable.load());
    }

    /**
     * Starts loading the shipped table on a thread of its own and answers at once: the server's start goes on on the
     * other core, and the first use of the table waits for it. A table that cannot be read fails that use loudly.
     */
    static Foods loadInBackground() {
        CompletableFuture<Loaded> loading = new CompletableFuture<>();
        Thread.ofPlatform().name("food-table").daemon().start(() -> {
            try {
                FoodTable table = FoodTable.load();
                loading.complete(new Loaded(table, new FoodMatcher(table)));
            } catch (RuntimeException | Error e) {
                loading.completeExceptionally(e);
            }
        });
        return new Foods(loading);
    }

    private Loaded loaded() {
        return loaded.join();
    }

    public FoodTable table() {
        return loaded().table();
    }

    /**
     * The version of the table and the matcher together: a link stored under another version is derived again when
     * it is read.
     */
    public String version() {
        return TABLE_VERSION + " (" + table().digest() + ")";
    }

    public Optional<Food> byId(String id) {
        return table().byId(id);
    }

    /** The food a name means, or empty (no food rather than a wrong one). */
    public Optional<Food> match(String name) {
        return loaded().matcher().match(name);
    }

    /** A line as food: its food, its weight, and whether it counts. */
    public FoodLink link(AnalysedIngredient line) {
        return links.get(line, this::derive);
    }

    private FoodLink derive(AnalysedIngredient line) {
        FoodMatcher matcher = loaded().matcher();
        Optional<Food> food = juiceOf(line).or(() -> matcher.match(line.name(), state(line)));
        if (food.isEmpty()) {
            return FoodLink.NONE;
        }
        if (line.quantity() == null) {
            // Water adds nothing whatever its amount, so a line of it counts, as zero.
            return new FoodLink(food.get(), null, isWater(food.get()) ? null : FoodLink.Reason.NO_AMOUNT);
        }
        OptionalDouble grams = FoodWeigher.grams(line, food.get(), table()::similar);
        if (grams.isEmpty()) {
            return new FoodLink(food.get(), null, isWater(food.get()) ? null : FoodLink.Reason.NO_WEIGHT);
        }
        return new FoodLink(food.get(), grams.getAsDouble(), null);
    }

    /**
     * A link as it was stored with its line: the food's id (null for none) and the grams of the line's amount, derived
     * under {@code version} ({@link #TABLE_VERSION}; null for a line stored before links were). Under the current
     * version the stored link is taken as it is, and only the food is looked up; under any other, the link is derived
     * again from the line. {@code quantity} is the line's amount as held: a stored link without grams needs only
     * whether there is one, and the line (whose text may have to be analysed) is not asked for.
     */
    public FoodLink read(@Nullable String foodId, @Nullable Double grams, @Nullable Integer version,
                         @Nullable Double quantity, Supplier<AnalysedIngredient> line) {
        if (version == null || version != TABLE_VERSION) {
            return link(line.get());
        }
        if (foodId == null) {
            return FoodLink.NONE;
        }
        Optional<Food> food = byId(foodId);
        if (food.isEmpty()) {
            return link(line.get());
        }
        if (grams == null) {
            boolean water = isWater(food.get());
            return new FoodLink(food.get(), null, water ? null
                    : amount(quantity) == null ? FoodLink.Reason.NO_AMOUNT : FoodLink.Reason.NO_WEIGHT);
        }
        return new FoodLink(food.get(), grams, null);
    }

    /**
     * The link of a line held in parts ({@link #line}). What its text tells is remembered by text ({@link #texts}):
     * the same recipe lines come back in every list, cart and plan that takes the recipe.
     */
    public FoodLink link(@Nullable String text, String name, @Nullable Double quantity, @Nullable Double quantityMax,
                         @Nullable Unit unit, @Nullable String comment) {
        return link(line(text, name, quantity, quantityMax, unit, comment,
                text == null ? TextRead.NONE : texts.get(text, TextRead::of)));
    }

    /**
     * A line held in parts (a list item, a cart line, a structured item): {@code text} is the line it came from, or
     * null, and gives the size of a package ("1 (14.5 oz) can"); the amount is the one held, which may be scaled.
     */
    public static AnalysedIngredient line(@Nullable String text, String name, @Nullable Double quantity,
                                          @Nullable Double quantityMax, @Nullable Unit unit,
                                          @Nullable String comment) {
        return line(text, name, quantity, quantityMax, unit, comment,
                text == null ? TextRead.NONE : TextRead.of(text));
    }

    private static AnalysedIngredient line(@Nullable String text, String name, @Nullable Double quantity,
                                           @Nullable Double quantityMax, @Nullable Unit unit,
                                           @Nullable String comment, TextRead read) {
        Double amount = amount(quantity);
        Double max = amount != null && quantityMax != null && quantityMax > amount && Double.isFinite(quantityMax)
                ? quantityMax : null;
        return new AnalysedIngredient(text == null ? name : text, name, amount, max, unit, comment,
                read.category(), List.of(), read.size());
    }

    /** A held amount that is one: positive and finite; else null. */
    private static @Nullable Double amount(@Nullable Double quantity) {
        return quantity != null && quantity > 0 && Double.isFinite(quantity) ? quantity : null;
    }

    /**
     * What a line's text tells a line held in parts: its aisle, and the size of its package. Analysing the text again
     * was 11% of the server's time in shopping a meal plan (JFR, 29 November 2026).
     */
    private record TextRead(Category category, @Nullable Measurement size) {

        static final TextRead NONE = new TextRead(Category.OTHER, null);

        static TextRead of(String text) {
            AnalysedIngredient analysed = IngredientAnalyser.analyse(text);
            return new TextRead(analysed.category(), analysed.size());
        }
    }

    /** The nutrition of some lines for some servings (contract section 14). */
    public Nutrition nutrition(List<AnalysedIngredient> lines, double servings) {
        List<Nutrition.Line> out = new ArrayList<>(lines.size());
        for (AnalysedIngredient line : lines) {
            out.add(new Nutrition.Line(line.text(), link(line)));
        }
        return Nutrition.of(out, servings);
    }

    /** The nutrition of lines already linked to their foods, for some servings. */
    public static Nutrition nutritionOf(List<Nutrition.Line> lines, double servings) {
        return Nutrition.of(lines, servings);
    }

    /**
     * What the line says of its food's state that the canonical name drops: "2 cups cooked rice" weighs a cup of
     * cooked rice, and "1 (14.5 oz) can diced tomatoes" is canned.
     */
    private static FoodMatcher.State state(AnalysedIngredient line) {
        List<String> words = FoodWords.of(line.text());
        if (line.unit() != null && line.unit().family() == Unit.Family.VOLUME && words.contains("cooked")) {
            return FoodMatcher.State.COOKED;
        }
        if (line.unit() == Unit.CAN || words.contains("can") || words.contains("tin") || words.contains("tins")
                || words.contains("cans") || words.contains("canned") || words.contains("tinned")) {
            return FoodMatcher.State.CANNED;
        }
        return FoodMatcher.State.AS_NAMED;
    }

    /** "Juice of 1 lemon", "1 lime, juiced": the juice a fruit yields, not the fruit. */
    private Optional<Food> juiceOf(AnalysedIngredient line) {
        List<String> words = FoodWords.of(line.text());
        if (!words.contains("juiced") && !(words.contains("juice") && !FoodWords.of(line.name()).contains("juice"))) {
            return Optional.empty();
        }
        return loaded().matcher().match(line.name() + " juice", FoodMatcher.State.AS_NAMED);
    }

    private static boolean isWater(Food food) {
        return food.name().startsWith("Beverages, water") || food.name().startsWith("Water,");
    }
}
