package larder.ingredient;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Word-level helpers shared by names, categories and the analyser: splitting, singular forms, descriptors. */
final class Words {

    private Words() {
    }

    /** Plurals that the suffix rules below would get wrong. */
    private static final Map<String, String> IRREGULAR = Map.ofEntries(
            Map.entry("leaves", "leaf"), Map.entry("loaves", "loaf"), Map.entry("halves", "half"),
            Map.entry("calves", "calf"), Map.entry("knives", "knife"), Map.entry("shelves", "shelf"),
            Map.entry("wolves", "wolf"), Map.entry("scarves", "scarf"), Map.entry("geese", "goose"),
            Map.entry("mice", "mouse"), Map.entry("teeth", "tooth"), Map.entry("feet", "foot"),
            Map.entry("children", "child"), Map.entry("people", "person"), Map.entry("men", "man"),
            Map.entry("women", "woman"), Map.entry("dice", "die"), Map.entry("cacti", "cactus"),
            Map.entry("fungi", "fungus"), Map.entry("octopi", "octopus"), Map.entry("radii", "radius"),
            Map.entry("quiches", "quiche"), Map.entry("brioches", "brioche"), Map.entry("ganaches", "ganache"),
            Map.entry("ceviches", "ceviche"), Map.entry("niches", "niche"), Map.entry("caches", "cache"),
            Map.entry("panini", "panino"), Map.entry("shoes", "shoe"), Map.entry("oxen", "ox"),
            Map.entry("sizes", "size"), Map.entry("prizes", "prize"), Map.entry("breezes", "breeze"),
            Map.entry("mangoes", "mango"), Map.entry("avocadoes", "avocado"), Map.entry("sloes", "sloe"),
            Map.entry("toes", "toe"), Map.entry("canoes", "canoe"), Map.entry("floes", "floe"),
            Map.entry("cookies", "cookie"), Map.entry("pies", "pie"), Map.entry("brownies", "brownie"),
            Map.entry("veggies", "veggie"), Map.entry("smoothies", "smoothie"), Map.entry("calories", "calorie"),
            Map.entry("hoagies", "hoagie"), Map.entry("ties", "tie"), Map.entry("lies", "lie"),
            Map.entry("movies", "movie"), Map.entry("goodies", "goodie"), Map.entry("sweeties", "sweetie"),
            Map.entry("bookies", "bookie"), Map.entry("rookies", "rookie"), Map.entry("zombies", "zombie"),
            Map.entry("aubergines", "aubergine"), Map.entry("courgettes", "courgette"),
            Map.entry("species", "species"), Map.entry("series", "series"), Map.entry("chives", "chive"),
            Map.entry("olives", "olive"), Map.entry("cloves", "clove"), Map.entry("endives", "endive"),
            Map.entry("chilies", "chili"), Map.entry("chillies", "chilli"), Map.entry("kiwies", "kiwi"),
            Map.entry("taxes", "tax"), Map.entry("axes", "axe"), Map.entry("yeses", "yes"));

    /** Words ending in s that are not plurals. */
    private static final Set<String> INVARIANT = Set.of(
            "molasses", "hummus", "houmous", "couscous", "asparagus", "citrus", "swiss", "bass", "grits", "gras",
            "lemongrass", "grass", "cress", "watercress", "glass", "schnapps", "brussels", "bitters", "christmas",
            "octopus", "hibiscus", "lotus", "cactus", "fungus", "plus", "less", "gas", "yes", "this", "its",
            "has", "was", "his", "always", "perhaps", "across", "various", "delicious", "jus", "kirsch", "anis",
            "mass", "express", "press", "process", "dress", "pancreas", "series", "species", "tapas", "mojos");

    /**
     * The singular of one lower-case word ("tomatoes" to "tomato", "berries" to "berry", "leaves" to "leaf").
     * Unknown words ending in s lose the s; that errs on the side of merging names, which is what combining wants.
     */
    static String singular(String word) {
        int n = word.length();
        if (n <= 3 || word.charAt(n - 1) != 's') {
            String irregular = IRREGULAR.get(word);
            return irregular != null ? irregular : word;
        }
        String irregular = IRREGULAR.get(word);
        if (irregular != null) {
            return irregular;
        }
        if (INVARIANT.contains(word) || word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")
                || word.endsWith("'s")) {
            return word;
        }
        if (word.endsWith("ies") && n > 4) {
            return word.substring(0, n - 3) + "y";
        }
        if (word.endsWith("oes") || word.endsWith("ches") || word.endsWith("shes") || word.endsWith("xes")
                || word.endsWith("sses") || word.endsWith("zzes")) {
            return word.substring(0, n - 2);
        }
        if (word.endsWith("ves") && !word.endsWith("eves") && n > 5) {
            // "knives" is irregular above; most -ves food words ("olives", "chives") are just -ve plus s.
            return word.substring(0, n - 1);
        }
        return word.substring(0, n - 1);
    }

    /**
     * Lower-case words of a text: letters and digits, with inner hyphens and apostrophes kept
     * ("extra-virgin", "confectioner's"). Everything else separates words.
     */
    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        if (text == null) {
            return words;
        }
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && !Character.isLetterOrDigit(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n) {
                char c = text.charAt(i);
                if (Character.isLetterOrDigit(c)) {
                    i++;
                } else if ((c == '-' || c == '\'' || c == '\u2019') && i + 1 < n
                        && Character.isLetterOrDigit(text.charAt(i + 1)) && i > start) {
                    i++;
                } else {
                    break;
                }
            }
            if (i > start) {
                words.add(text.substring(start, i).replace('\u2019', '\'').toLowerCase(Locale.ROOT));
            }
        }
        return words;
    }

    /** The text without the characters of {@code leading} at its start and of {@code trailing} at its end. */
    static String strip(String text, String leading, String trailing) {
        int start = 0;
        int end = text.length();
        while (start < end && leading.indexOf(text.charAt(start)) >= 0) {
            start++;
        }
        while (end > start && trailing.indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return text.substring(start, end);
    }

    /** How an ingredient was prepared: not part of what is bought. */
    static final Set<String> PREPARATION = Set.of(
            "chopped", "minced", "diced", "sliced", "grated", "shredded", "crushed", "crumbled", "cubed",
            "julienned", "halved", "quartered", "trimmed", "peeled", "seeded", "deseeded", "de-seeded", "poached",
            "butterflied", "rough-chopped",
            "stemmed", "destemmed", "cored", "rinsed", "drained", "melted", "softened", "packed", "sifted",
            "toasted", "beaten", "whisked", "cooked", "hard-boiled", "hard-cooked", "soft-boiled", "boiled",
            "shelled", "slivered", "chilled", "room-temperature", "torn", "zested", "juiced", "shaved", "popped",
            "uncooked", "scant", "heaping", "heaped", "generous", "level", "rounded",
            "squeezed", "mashed", "pureed", "puréed", "snipped", "smashed", "scrubbed", "washed", "thawed",
            "defrosted", "divided", "sieved", "lightly-beaten", "finely-chopped", "roughly-chopped",
            "coarsely-chopped", "thinly-sliced", "freshly-ground", "freshly-grated", "freshly-squeezed",
            "fresh-squeezed", "steamed", "blanched", "picked", "hulled", "segmented", "skinned", "deveined",
            "cleaned", "prepared", "flaked", "cracked", "bruised", "spiralized", "spiralised", "scooped",
            "leveled", "levelled", "spooned", "measured", "reserved", "separated", "unpeeled", "cut", "cooled",
            "vacuum-packed");

    /** Adverbs that only qualify a following preparation ("finely chopped", "freshly ground"). */
    static final Set<String> ADVERBS = Set.of(
            "finely", "coarsely", "roughly", "thinly", "thickly", "freshly", "lightly", "firmly", "loosely", "well",
            "very", "just", "gently", "evenly", "newly", "super", "extra", "nicely", "hard", "soft",
            "lengthwise", "crosswise");

    /** Sizes of the piece, not the product. */
    static final Set<String> SIZES = Set.of(
            "large", "small", "medium", "lg", "sm", "md", "med", "big", "extra-large", "x-large", "xl",
            "medium-size", "medium-sized", "large-size", "large-sized", "small-size", "small-sized", "medium-large",
            "small-medium", "medium-small", "largish", "smallish", "good-size", "good-sized", "huge", "tiny", "jumbo");

    /** Words that say nothing about which product to buy; ignored when names are compared. */
    static final Set<String> QUALIFIERS = Set.of(
            "fresh", "freshly", "boneless", "skinless", "bone-in", "skin-on", "organic", "ripe", "good", "quality",
            "good-quality", "high-quality", "best", "best-quality", "homemade", "store-bought", "storebought",
            "optional", "about", "approximately", "very", "plus", "more", "extra", "additional", "some",
            "finely", "coarsely", "roughly", "thinly", "thickly", "lightly", "firmly", "loosely", "well", "cold", "warm",
            "lukewarm", "chilled", "room-temperature");

    static boolean isPreparation(String word) {
        return PREPARATION.contains(word);
    }
}
