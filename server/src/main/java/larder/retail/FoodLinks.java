package larder.retail;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import larder.food.Food;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.CanonicalName;

/**
 * What food a product or a need is, as the food table (the food module) tells, so that matching can ask whether the
 * two agree: rice with rice, not with rice vinegar. A product is linked once, when its retailer's catalogue is
 * loaded; a need's food is remembered by name, so that one quote across several retailers looks it up once.
 * Thread-safe.
 */
final class FoodLinks {

    /** Links nothing: every product and need is of an unknown food, and matching goes by words alone. */
    static final FoodLinks NONE = new FoodLinks(name -> Optional.empty());

    /** Needs remembered by name at most (a cache: a need not in it is looked up again). */
    private static final int NEEDS_REMEMBERED = 20_000;
    /** Product names remembered at most: a catalogue made again after a change links only its new names. */
    private static final int PRODUCTS_REMEMBERED = 200_000;
    /**
     * Words of product names that say how a food is packed or cut, not what it is ("Sourdough Bread Loaf", "Parmesan
     * Cheese Wedge", "Sweet Italian Sausage Links"): a product's head noun is the last word before them.
     */
    static final Set<String> FORMS = Set.of("loaf", "block", "wedge", "ball", "jar", "tube", "bag", "sleeve",
            "bottle", "envelope", "link", "stick", "slice", "sheet", "half", "piece", "cube", "pod", "spear",
            "thread", "mix", "stalk", "sprig", "floret", "crown", "heart", "fillet", "kernel", "chunk");
    /** "Feta Cheese in Brine", "Tuna in Water", "Balsamic Vinegar of Modena": the food is what comes before. */
    private static final Pattern QUALIFIER = Pattern.compile("\\s(in|on|of|with)\\s.*$", Pattern.CASE_INSENSITIVE);

    private final Function<String, Optional<Food>> match;
    private final Cache<String, Optional<FoodRef>> needs = Caffeine.newBuilder().maximumSize(NEEDS_REMEMBERED)
            .build();
    private final Cache<List<String>, Optional<FoodRef>> products = Caffeine.newBuilder()
            .maximumSize(PRODUCTS_REMEMBERED).build();

    FoodLinks(Foods foods) {
        this(foods::match);
    }

    /** Links through the given lookup of a name's food (the food module's matcher; a counting one in tests). */
    FoodLinks(Function<String, Optional<Food>> match) {
        this.match = match;
    }

    /**
     * A food as matching compares it: its id; its kind, the words of the first part of its SR28 description ("Rice"
     * of "Rice, white, long-grain, ...", "Vinegar" of "Vinegar, distilled"); the words of the whole description, which
     * restate what a need of this food is ("white", "long", "grain" for rice); whether the product's whole name
     * means it ({@code direct}), rather than only its last words ("Sandwich Bread" is bread as far as the table
     * tells); and the kind's hash.
     */
    record FoodRef(String id, Set<String> kind, Set<String> words, boolean direct, int kindHash) {

        static FoodRef of(Food food, boolean direct) {
            Set<String> kind = Catalogue.words(food.name().split(",", 2)[0]);
            return new FoodRef(food.id(), kind, Catalogue.words(food.name()), direct, kind.hashCode());
        }

        /**
         * Whether the two are the same kind of food. Most candidates of a need are of another kind, and their kinds'
         * hashes, kept, tell so without comparing the sets.
         */
        boolean sameKind(FoodRef other) {
            return kindHash == other.kindHash && kind.equals(other.kind);
        }
    }

    /** How a need's food and a product's agree; a product of another kind of food is never matched. */
    enum Agreement {
        /** The product is the food the need means. */
        SAME(1),
        /** The same kind of food, another variety: "pita bread" for "bread", "brown rice" for "rice". */
        KIND(0.5),
        /** The table does not know one of them, and nothing tells them apart. */
        UNKNOWN(0.25),
        /** Another kind of food: "Vinegar" for "Rice", "Spices" for "Garlic". */
        OTHER(0);

        private final double share;

        Agreement(double share) {
            this.share = share;
        }

        double share() {
            return share;
        }

        /**
         * How a product's food agrees with a need's; {@code asked}, the need's words. When the table does not know
         * the need, a product from another aisle whose whole name it knows as a kind of food the need does not name
         * is another thing: "Apple Cider Vinegar" is a vinegar, which "apple cider" (a drink) does not ask for; while
         * "Cotija Cheese" may well be what "cotija" is.
         */
        static Agreement of(FoodRef need, Set<String> asked, boolean sameAisle, FoodRef product) {
            if (product == null) {
                return UNKNOWN;
            }
            if (need == null) {
                return product.direct() && !sameAisle && java.util.Collections.disjoint(product.kind(), asked)
                        ? OTHER : UNKNOWN;
            }
            if (!need.sameKind(product)) {
                return OTHER;
            }
            return need.id().equals(product.id()) ? SAME : KIND;
        }
    }

    /** The food a need's name means, or null when the table knows none. */
    FoodRef need(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        return needs.get(name, n -> match.apply(n).map(food -> FoodRef.of(food, true))).orElse(null);
    }

    /**
     * The food a product is, or null: the name before its first comma, without what it comes in or how it is cut, as
     * the food table reads it; else, dropping the leading words one at a time (the head noun stays: "Clover Honey" is
     * honey; "Roma Tomatoes" are "Tomatoes, red, ripe, raw"), the food the rest names, unless a word dropped is
     * itself a food of another kind ("Pork Shoulder Roast" is no "Beef, shoulder pot roast", "Dill Pickle Chips" no
     * "Potato chips"). Household goods are no food.
     */
    FoodRef product(Product product) {
        if (product.category() == Category.HOUSEHOLD) {
            return null;
        }
        // Names repeat across retailers and across the catalogue's versions: each is linked once.
        return products.get(nameWords(product.name()), words -> Optional.ofNullable(link(words))).orElse(null);
    }

    private FoodRef link(List<String> words) {
        for (int from = 0; from < words.size(); from++) {
            List<String> rest = words.subList(from, words.size());
            Optional<Food> food = match.apply(String.join(" ", rest));
            if (food.isEmpty()) {
                continue;
            }
            FoodRef ref = FoodRef.of(food.get(), from == 0);
            if (words.subList(0, from).stream().noneMatch(word -> isAnotherKind(word, ref))) {
                return ref;
            }
        }
        return null;
    }

    /** Whether a word by itself names a kind of food other than the food's ("pork", not "white" nor "crusty"). */
    private boolean isAnotherKind(String word, FoodRef food) {
        return match.apply(word).map(other -> FoodRef.of(other, true).kind())
                .filter(kind -> kind.contains(CanonicalName.ofWord(word)) && !kind.equals(food.kind())).isPresent();
    }

    /** The head noun of a product's name: the last word of what it is, before a comma, "in ...", and its form. */
    static String head(String productName) {
        List<String> words = nameWords(productName);
        return words.isEmpty() ? null : CanonicalName.ofWord(words.getLast());
    }

    /**
     * The lower-case words of what a product is: the name before its first comma and "in ...", without little words
     * and forms (unless it is nothing else: "Half-and-Half").
     */
    private static List<String> nameWords(String productName) {
        String what = QUALIFIER.matcher(productName.split(",", 2)[0]).replaceFirst("");
        List<String> words = new ArrayList<>();
        for (String word : Catalogue.NOT_LETTERS.split(what.toLowerCase(Locale.ROOT))) {
            if (word.length() > 1 && !Catalogue.STOP_WORDS.contains(word)) {
                words.add(word);
            }
        }
        List<String> food = words.stream().filter(w -> !FORMS.contains(CanonicalName.ofWord(w))).toList();
        return food.isEmpty() ? words : food;
    }
}
