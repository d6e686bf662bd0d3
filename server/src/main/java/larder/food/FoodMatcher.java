package larder.food;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import larder.ingredient.CanonicalName;

/**
 * From a canonical ingredient name ("red onion", "vanilla extract") to the SR28 food a recipe line means. First a
 * curated table ({@code food/curated.tsv}) of the names that make up most recipe lines; then a general matcher that
 * asks for every word of the name in the food's description and prefers, as SR28's own descriptions do, the raw,
 * whole, plain food. It answers no food rather than a wrong one: a food whose description leads with a thing the
 * name does not say ("Ice creams, vanilla" for "vanilla extract") is never taken.
 */
public final class FoodMatcher {

    static final String CURATED = "/food/curated.tsv";

    /** Groups whose foods are dishes or brands, never what a recipe line buys. */
    private static final Set<String> NEVER = Set.of("0300", "2100", "3500", "3600");
    /** Groups of prepared dishes: taken only when nothing plainer fits. */
    private static final Set<String> PREPARED_GROUPS = Set.of("2200", "0600");
    /**
     * Leading words of SR28 descriptions that only name a kind ("Spices, cumin seed", "Soup, stock, chicken"): a
     * name need not say them. Any other leading part must be in the name.
     */
    private static final Set<String> KINDS = Set.of("spice", "soup", "nut", "seed", "oil", "cheese", "bean", "fish",
            "crustacean", "mollusk", "alcoholic", "beverage", "beverages", "sauce", "vinegar", "sugar", "syrup",
            "leavening", "agent", "cereal", "salad", "dressing", "pepper", "squash",
            "lettuce", "mushroom", "tomato", "product", "chicken", "beef", "pork", "lamb", "turkey", "veal", "bread",
            "egg", "cream", "milk", "yogurt", "game", "meat", "sweetener", "seasoning", "pasta", "noodle",
            "rice", "flour", "wheat", "broiler", "fryer", "or", "and", "fresh", "cured", "cabbage", "onion", "pea",
            "lentil", "chickpea", "corn", "potato", "apple", "orange", "grape", "cherry", "berry", "fruit", "juice");
    /** Packages a line may name before its food ("tin chopped tomatoes"). */
    private static final Set<String> CONTAINERS = Set.of("tin", "can", "sachet", "jar", "packet", "pack", "bag",
            "carton", "bottle", "tub", "ball", "box", "punnet", "pot", "block");
    /**
     * Words that say which kind of a food, and may go when the food is only known without them: "strong white bread
     * flour" is bread flour, "golden caster sugar" caster sugar. Never a word that makes another food ("almond").
     */
    private static final Set<String> KINDS_OF = Set.of("strong", "golden", "mature", "sharp", "mild", "aged",
            "pure", "raw", "smoked", "unsmoked", "streaky", "king", "tiger", "jumbo", "chestnut", "kalamata",
            "organic", "free", "range", "free-range", "natural", "plain", "sea", "flaky", "fine", "coarse",
            "unbleached", "british", "english", "italian", "french", "spanish", "greek", "fast", "action",
            "fast-action", "instant", "quick", "cold", "pressed", "cold-pressed", "virgin", "extra", "runny",
            "set", "clear", "vine", "heirloom", "baby", "new", "waxy", "floury", "maris", "piper", "dry", "dried",
            "semisweet", "bittersweet", "unsweetened", "sweetened", "full", "fat", "full-fat", "whole", "skinless",
            "light", "dark", "medium", "lean", "extra-lean", "thick", "thin", "cut", "rindless", "hot", "sweet");
    /** The parts of a plant or a piece that a recipe names and SR28 does not. */
    private static final Set<String> PARTS = Set.of("leaf", "leave", "sprig", "stalk", "stem", "rib", "floret",
            "head", "bulb", "piece", "chunk", "wedge", "fillet", "kernel");
    /** Words that say nothing about the food. */
    private static final Set<String> FILLER = Set.of("of", "and", "or", "a", "an", "the", "for", "to", "in", "with",
            "taste", "x", "about", "plus", "more", "needed", "serving", "garnish");
    /** Preparation a name does not ask for: SR28 lists the raw food without it, and so should the match. */
    private static final Map<String, Integer> COSTS = costs();

    private final FoodTable table;
    private final Map<String, Food> curated;
    /** Per food, in the order of the table: its words made singular, and the words of its leading part. */
    private final List<Set<String>> words = new ArrayList<>();
    private final List<Set<String>> heads = new ArrayList<>();
    /** Per food, the last word of each of its first two comma-separated parts ("Soup, stock, chicken": soup, stock). */
    private final List<Set<String>> ends = new ArrayList<>();
    private final Map<String, Optional<Food>> remembered = new java.util.concurrent.ConcurrentHashMap<>();

    public FoodMatcher(FoodTable table) {
        this.table = table;
        this.curated = readCurated(table).entrySet().stream().collect(
                java.util.stream.Collectors.toUnmodifiableMap(Map.Entry::getKey, entry -> entry.getValue().food()));
        for (Food food : table.foods()) {
            Set<String> all = new HashSet<>();
            for (String word : FoodWords.of(food.name())) {
                all.add(singular(word));
            }
            words.add(all);
            Set<String> head = new HashSet<>();
            for (String word : FoodWords.of(food.name().split(",", 2)[0])) {
                head.add(singular(word));
            }
            heads.add(head);
            Set<String> last = new HashSet<>();
            String[] parts = food.name().split(",");
            // Only the first two parts say what the food is; later ones say how it is made ("... with ice").
            for (String part : java.util.Arrays.copyOf(parts, Math.min(2, parts.length))) {
                List<String> partWords = FoodWords.of(part);
                if (!partWords.isEmpty()) {
                    last.add(singular(partWords.getLast()));
                }
            }
            ends.add(last);
        }
    }

    /** A curated entry: the food and the group its author expected, for the test that checks them. */
    record Curated(Food food, String expectedGroup, String description) {
    }

    /** The curated table, by canonical name; an entry whose NDB number is not in the table fails loudly. */
    static Map<String, Curated> readCurated(FoodTable table) {
        Map<String, Curated> entries = new LinkedHashMap<>();
        try (InputStream in = FoodMatcher.class.getResourceAsStream(CURATED)) {
            if (in == null) {
                throw new IllegalStateException("The curated food table " + CURATED + " is not on the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                Food food = table.byNdb(f[1]).orElseThrow(
                        () -> new IllegalStateException("Curated food " + f[0] + " names no food: " + f[1]));
                Curated entry = new Curated(food, f[2], f.length > 3 ? f[3] : "");
                // "cooked rice" is what a cup of rice measured cooked means; the canonical name drops "cooked".
                String name = key(f[0]);
                for (State state : State.values()) {
                    if (state != State.AS_NAMED && f[0].startsWith(state.prefix)) {
                        name = state.prefix + key(f[0].substring(state.prefix.length()));
                    }
                }
                Curated before = entries.putIfAbsent(name, entry);
                if (before != null && !before.food().equals(food)) {
                    // "chopped tomatoes" is "tomato" once canonical: two foods for one name is a mistake.
                    throw new IllegalStateException("Curated name " + f[0] + " is " + key(f[0])
                            + ", which is already " + before.food().ndb());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return entries;
    }

    /** The food an ingredient name means, or empty when none fits well enough to be trusted. */
    public Optional<Food> match(String name) {
        return match(name, State.AS_NAMED);
    }

    /** What a line says of its food's state beyond its name. */
    public enum State {
        AS_NAMED(""), COOKED("cooked "), CANNED("canned ");

        private final String prefix;

        State(String prefix) {
            this.prefix = prefix;
        }
    }

    /**
     * The food a name means; {@code cooked} when the line says its amount is measured cooked ("2 cups cooked
     * rice"), which the canonical name leaves out but which triples the weight of a cup of grain.
     */
    public Optional<Food> match(String name, State state) {
        String key = key(name);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        if (state != State.AS_NAMED) {
            String bare = String.join(" ", java.util.Arrays.stream(key.split(" "))
                    .filter(word -> !CONTAINERS.contains(word)).toList());
            Food known = curated.get(state.prefix + bare);
            Optional<Food> found = known != null ? Optional.of(known)
                    : remembered(bare + " " + state.prefix.strip());
            if (found.isPresent()) {
                return found;
            }
        }
        // "400g tin chopped tomatoes", "strong white bread flour", "raw king prawns": a package, and then words that
        // only say which kind, are dropped from the front one at a time until the curated table knows the name.
        List<String> words = new ArrayList<>(List.of(key.split(" ")));
        words.removeIf(CONTAINERS::contains);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        for (List<String> rest = words; !rest.isEmpty(); rest = rest.subList(1, rest.size())) {
            Food known = curated.get(String.join(" ", rest));
            if (known != null) {
                return Optional.of(known);
            }
            if (!KINDS_OF.contains(rest.getFirst())) {
                break;
            }
        }
        Optional<Food> found = remembered(String.join(" ", words));
        List<String> rest = words;
        while (found.isEmpty() && rest.size() > 1 && KINDS_OF.contains(rest.getFirst())) {
            rest = rest.subList(1, rest.size());
            found = remembered(String.join(" ", rest));
        }
        return found;
    }

    private Optional<Food> remembered(String key) {
        if (remembered.size() > 50_000) {
            remembered.clear();
        }
        return remembered.computeIfAbsent(key, this::general);
    }

    private Optional<Food> general(String key) {
        List<String> wanted = new ArrayList<>();
        for (String word : key.split(" ")) {
            if (!FILLER.contains(word) && !word.chars().allMatch(Character::isDigit)) {
                wanted.add(word);
            }
        }
        Optional<Food> found = best(wanted);
        if (found.isEmpty() && wanted.stream().anyMatch(PARTS::contains)) {
            // "thyme leaves", "celery stalks": the part a recipe takes of a food SR28 lists whole.
            found = best(wanted.stream().filter(word -> !PARTS.contains(word)).toList());
        }
        return found;
    }

    private Optional<Food> best(List<String> wanted) {
        if (wanted.isEmpty()) {
            return Optional.empty();
        }
        Set<String> asked = Set.copyOf(wanted);
        String last = wanted.getLast();
        Food best = null;
        int bestCost = Integer.MAX_VALUE;
        List<Food> foods = table.foods();
        for (int i = 0; i < foods.size(); i++) {
            Food food = foods.get(i);
            Set<String> have = words.get(i);
            if (NEVER.contains(food.group().code()) || !have.containsAll(asked)) {
                continue;
            }
            Set<String> head = heads.get(i);
            // The name's last word is what it is ("chicken stock" is a stock): it must end a part of the
            // description, so "Candies, milk chocolate, with almonds" is no "almond milk".
            if (!ends.get(i).contains(last) || !leadsWithWhatIsAsked(head, asked)) {
                continue;
            }
            int cost = cost(food, have, head, asked, last);
            if (cost < bestCost || cost == bestCost && food.ndb().compareTo(best.ndb()) < 0) {
                best = food;
                bestCost = cost;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Every word of the description's leading part is asked for, or only names a kind of food. */
    private static boolean leadsWithWhatIsAsked(Set<String> head, Set<String> asked) {
        for (String word : head) {
            if (!asked.contains(word) && !KINDS.contains(word)) {
                return false;
            }
        }
        return true;
    }

    private static int cost(Food food, Set<String> have, Set<String> head, Set<String> asked, String last) {
        int cost = 0;
        if (PREPARED_GROUPS.contains(food.group().code())) {
            cost += 30;
        }
        if (isBranded(food.name())) {
            cost += 60;
        }
        if (!head.contains(last)) {
            cost += 6;
        }
        for (String word : have) {
            if (asked.contains(word)) {
                continue;
            }
            cost += COSTS.getOrDefault(word, 2);
        }
        return cost;
    }

    /** A brand is written in capitals in SR28 ("KRAFT", "CAMPBELL'S"). */
    private static boolean isBranded(String description) {
        int run = 0;
        for (int i = 0; i < description.length(); i++) {
            char c = description.charAt(i);
            run = Character.isUpperCase(c) ? run + 1 : 0;
            if (run >= 3) {
                return true;
            }
        }
        return false;
    }

    private static Map<String, Integer> costs() {
        Map<String, Integer> costs = new HashMap<>();
        for (String word : List.of("raw", "fresh")) {
            costs.put(word, -6);
        }
        for (String word : List.of("whole", "regular", "plain", "all", "commercial", "variety", "unenriched",
                "enriched", "salted", "unsalted", "without", "with", "salt", "added", "ripe", "year", "round",
                "average", "include", "includes", "type", "or", "and", "mature", "dry", "dried", "unprepared",
                "solid", "drained", "purpose", "white", "red", "yellow", "green")) {
            costs.put(word, 0);
        }
        for (String word : List.of("cooked", "boiled", "roasted", "fried", "baked", "braised", "broiled", "stewed",
                "grilled", "microwaved", "heated", "prepared", "canned", "frozen", "dehydrated", "sweetened",
                "restaurant", "home", "ready", "serve", "condensed", "pickled", "smoked", "toasted", "instant",
                "imitation", "substitute", "flavored", "mix", "batter", "breaded", "infant", "formula")) {
            costs.put(word, 10);
        }
        for (String word : List.of("reduced", "low", "lowfat", "light", "lite", "nonfat", "free", "fat", "skim",
                "diet", "less", "sodium", "calorie", "protein", "fortified", "vitamin")) {
            costs.put(word, 6);
        }
        return Map.copyOf(costs);
    }

    /** A name as the tables key it: canonical (lower case, singular, without preparation), then its words alone. */
    static String key(String name) {
        List<String> out = new ArrayList<>();
        for (String word : FoodWords.of(CanonicalName.of(name))) {
            out.add(singular(word));
        }
        return String.join(" ", out);
    }

    private static String singular(String word) {
        return CanonicalName.ofWord(word);
    }
}
