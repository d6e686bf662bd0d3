package larder.retail;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import larder.ingredient.CanonicalName;
import larder.platform.Gtin;

/**
 * One retailer's products in memory, indexed for matching and search, each linked once (when the catalogue is
 * made) to the food it is. Matching a need goes in stages:
 * <ol>
 *   <li><b>Candidates.</b> The products of the need's food, and those that name the need's main word or a pair of
 *   its words: the postings of each (a hash lookup each), at most {@link #POSTINGS_READ} of each, so that the cost
 *   does not grow with the size of the catalogue. Posting lists are kept most generic first (fewest words).</li>
 *   <li><b>Eligible.</b> Available; not of another kind of food than the need (rice is never matched to a vinegar,
 *   however many words they share); and the product is the need's food, or names the need's main word as its own
 *   head noun ("rice" of "Long-Grain White Rice", not of "Rice Vinegar"), or names it and is the same kind of food,
 *   or names two of the need's words.</li>
 *   <li><b>Scored</b> (see {@link #score}): shared words, the head noun, the aisle, and how well the foods agree.</li>
 *   <li><b>Chosen:</b> the best score, then the cheapest way to cover the need.</li>
 * </ol>
 * Immutable: a changed catalogue is a new instance.
 */
public final class Catalogue {

    /** Candidates read per word, and per word pair, of a need: the most generic product names come first. */
    static final int POSTINGS_READ = 16;
    /** The same when a shopper browses the options of a line: a longer, paged list. */
    static final int OPTIONS_READ = 200;
    /** Half for naming the need's main word, half more for naming it as the product's own head noun. */
    private static final double HEAD_WEIGHT = 0.5;
    private static final double CATEGORY_WEIGHT = 0.25;
    private static final double FOOD_WEIGHT = 1;
    /** The score of a product that is the need's food, names every word of it and nothing else, in its aisle. */
    static final double MAX_SCORE = 1 + HEAD_WEIGHT + CATEGORY_WEIGHT + FOOD_WEIGHT;
    /** Words of a product name that make pairs (names are short; this bounds the index of a long one). */
    private static final int PAIRED_WORDS = 8;
    static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "the", "of", "with", "in", "for", "or",
            "ct", "count", "pack", "oz", "lb", "g", "kg", "ml", "l");
    /** What separates the words of a name (compiled once: {@code String.split} compiles such a pattern each call). */
    static final Pattern NOT_LETTERS = Pattern.compile("[^\\p{L}]+");

    public static final Catalogue EMPTY = new Catalogue(List.of());

    private final FoodLinks foods;
    private final NavigableMap<String, Entry> bySku = new TreeMap<>();
    private final Map<String, List<Entry>> byFood = new HashMap<>();
    private final Map<String, List<Entry>> byWord = new HashMap<>();
    private final Map<String, List<Entry>> byPair = new HashMap<>();
    private final Map<Gtin, Product> byGtin = new HashMap<>();
    /**
     * Every word of the products' names, numbered: matching compares a need's words with a candidate's as numbers
     * (a need is scored against up to a hundred candidates, and a quote matches every need at each retailer).
     */
    private final Map<String, Integer> vocabulary = new HashMap<>();

    /**
     * A product as matching reads it: its words (and their numbers in the catalogue's vocabulary), its head noun
     * ("rice" of "Rice Vinegar" is not; -1 when it has none), its food, and its place in the catalogue.
     */
    private record Entry(int ordinal, Product product, Set<String> words, int[] wordIds, Set<String> searchWords,
                         int head, FoodLinks.FoodRef food) {
    }

    private record Scored(Entry entry, double score) {
    }

    /** A catalogue that knows no food: matching by words alone (for tests of the word rules). */
    public Catalogue(Collection<Product> products) {
        this(products, FoodLinks.NONE);
    }

    /** A catalogue whose products are linked to foods now, once; needs are linked when they are matched. */
    Catalogue(Collection<Product> products, FoodLinks foods) {
        this.foods = foods;
        // Product names share most of their words: each word's canonical form is worked out once per catalogue.
        Map<String, String> canonical = new HashMap<>();
        for (Product product : products) {
            Set<String> words = words(product.name(), canonical);
            Set<String> searchWords = new LinkedHashSet<>(words);
            searchWords.addAll(words(product.brand(), canonical));
            searchWords.addAll(words(product.category().code().replace('_', ' '), canonical));
            FoodLinks.FoodRef food = foods.product(product);
            int[] wordIds = words.stream().mapToInt(this::number).toArray();
            String head = FoodLinks.head(product.name());
            Entry entry = new Entry(bySku.size(), product, words, wordIds, searchWords,
                    head == null ? -1 : number(head), food);
            bySku.put(product.sku(), entry);
            if (food != null) {
                byFood.computeIfAbsent(food.id(), k -> new ArrayList<>()).add(entry);
            }
            if (product.gtin() != null) {
                byGtin.put(product.gtin(), product);
            }
            for (String word : words) {
                byWord.computeIfAbsent(word, w -> new ArrayList<>()).add(entry);
            }
            List<String> paired = words.stream().limit(PAIRED_WORDS).toList();
            for (int i = 0; i < paired.size(); i++) {
                for (int j = i + 1; j < paired.size(); j++) {
                    byPair.computeIfAbsent(pair(paired.get(i), paired.get(j)), k -> new ArrayList<>()).add(entry);
                }
            }
        }
        Comparator<Entry> generic = Comparator.comparingInt((Entry e) -> e.words().size())
                .thenComparing(e -> e.product().sku());
        byWord.values().forEach(postings -> postings.sort(generic));
        byPair.values().forEach(postings -> postings.sort(generic));
        byFood.values().forEach(postings -> postings.sort(generic));
    }

    /** The word's number in the vocabulary, numbering it if it is new. */
    private int number(String word) {
        return vocabulary.computeIfAbsent(word, w -> vocabulary.size());
    }

    /** The words' numbers; -1 for a word no product has. */
    private int[] numbers(Collection<String> words) {
        return words.stream().mapToInt(w -> vocabulary.getOrDefault(w, -1)).toArray();
    }

    private static boolean contains(int[] ids, int id) {
        for (int each : ids) {
            if (each == id) {
                return true;
            }
        }
        return false;
    }

    private static String pair(String a, String b) {
        return a.compareTo(b) < 0 ? a + ' ' + b : b + ' ' + a;
    }

    private static void read(List<Entry> postings, int limit, BitSet seen, List<Entry> into) {
        if (postings == null) {
            return;
        }
        for (int i = 0; i < Math.min(limit, postings.size()); i++) {
            Entry entry = postings.get(i);
            if (!seen.get(entry.ordinal())) {
                seen.set(entry.ordinal());
                into.add(entry);
            }
        }
    }

    public int size() {
        return bySku.size();
    }

    public Optional<Product> product(String sku) {
        return Optional.ofNullable(bySku.get(sku)).map(Entry::product);
    }

    /**
     * The best available product for the need: the one with the GTIN the need carries, if the retailer sells it
     * and it is available; else the best name match, if any product names the need's main word.
     */
    public Optional<Candidate> best(Need need) {
        Optional<Candidate> byGtin = byGtin(need);
        if (byGtin.isPresent()) {
            return byGtin;
        }
        List<Scored> scored = scored(need, true, POSTINGS_READ);
        if (scored.isEmpty()) {
            return Optional.empty();
        }
        // Packs (and so line totals) only for the best-scored: they break ties, and cost a conversion each.
        double top = scored.stream().mapToDouble(Scored::score).max().orElseThrow();
        Packs.Counter packs = counter(need);
        return scored.stream().filter(s -> s.score() == top).map(s -> candidate(packs, s))
                .min(CHEAPEST);
    }

    /** The available product with the need's GTIN, matched whatever its name says. */
    private Optional<Candidate> byGtin(Need need) {
        if (need.gtin() == null) {
            return Optional.empty();
        }
        Product product = byGtin.get(need.gtin());
        if (product == null || !product.available()) {
            return Optional.empty();
        }
        int packs = counter(need).packs(product.sizeQuantity(), product.sizeUnit());
        return Optional.of(new Candidate(product, packs, product.price().times(packs), Match.BY_GTIN));
    }

    /** Products that could cover the need, best first (unavailable ones last). */
    public List<Candidate> options(Need need) {
        List<Scored> scored = new ArrayList<>(scored(need, false, OPTIONS_READ));
        scored.sort(Comparator.comparing((Scored s) -> !s.entry().product().available())
                .thenComparing(Comparator.comparingDouble(Scored::score).reversed()));
        List<Candidate> ranked = new ArrayList<>(scored.size());
        Packs.Counter packs = counter(need);
        int from = 0;
        while (from < scored.size()) {
            Scored first = scored.get(from);
            int to = from;
            List<Candidate> tied = new ArrayList<>();
            while (to < scored.size() && scored.get(to).score() == first.score()
                    && scored.get(to).entry().product().available() == first.entry().product().available()) {
                tied.add(candidate(packs, scored.get(to)));
                to++;
            }
            tied.sort(CHEAPEST);
            ranked.addAll(tied);
            from = to;
        }
        return ranked;
    }

    /** Among equally good products: the lower line total, then the SKU. */
    private static final Comparator<Candidate> CHEAPEST = Comparator
            .comparingLong((Candidate c) -> c.lineTotal().amountMinor())
            .thenComparing(c -> c.product().sku());

    private static Packs.Counter counter(Need need) {
        return new Packs.Counter(need.quantity(), need.unit(), need.name());
    }

    private static Candidate candidate(Packs.Counter counter, Scored entry) {
        Product p = entry.entry().product();
        int packs = counter.packs(p.sizeQuantity(), p.sizeUnit());
        return new Candidate(p, packs, p.price().times(packs), Match.byName(entry.score() / MAX_SCORE));
    }

    /** The eligible candidates for the need (see the stages above), with their scores; unsorted. */
    private List<Scored> scored(Need need, boolean availableOnly, int perPosting) {
        List<String> needWords = List.copyOf(words(need.name()));
        if (needWords.isEmpty()) {
            return List.of();
        }
        String head = needWords.getLast();
        FoodLinks.FoodRef needFood = foods.need(need.name());
        // Candidates: the products of the need's food ("green onions" for "scallions"), those that name its main
        // word (the main word's postings, and those of the pairs it makes), and those that name two of its words.
        List<Entry> candidates = new ArrayList<>();
        // Sized once: grown bit by bit from empty, the set was a tenth of a quote's CPU (JFR, 29 November 2026).
        BitSet seen = new BitSet(bySku.size());
        if (needFood != null) {
            read(byFood.get(needFood.id()), perPosting, seen, candidates);
        }
        read(byWord.get(head), perPosting, seen, candidates);
        for (int i = 0; i < needWords.size(); i++) {
            for (int j = i + 1; j < needWords.size(); j++) {
                read(byPair.get(pair(needWords.get(i), needWords.get(j))), perPosting, seen, candidates);
            }
        }
        Set<String> asked = Set.copyOf(needWords);
        int[] needIds = numbers(needWords);
        int headId = needIds[needIds.length - 1];
        // The words of the need's food that products have and the need does not say ("white" of rice).
        int[] foodIds = needFood == null ? new int[0] : needFood.words().stream().filter(w -> !asked.contains(w))
                .mapToInt(w -> vocabulary.getOrDefault(w, -1)).filter(id -> id >= 0).toArray();
        List<Scored> scored = new ArrayList<>(candidates.size());
        boolean anyNamesHead = false;
        for (Entry entry : candidates) {
            if (availableOnly && !entry.product().available()) {
                continue;
            }
            boolean sameAisle = entry.product().category() == need.category();
            FoodLinks.Agreement agreement = FoodLinks.Agreement.of(needFood, asked, sameAisle, entry.food());
            if (agreement == FoodLinks.Agreement.OTHER) {
                continue;
            }
            int overlap = overlap(needIds, entry);
            // Another variety of the need's kind of food is an answer only when it says most of what the need says:
            // "pita bread" for "bread", not "coriander seeds" for "fennel seeds", nor mascarpone for "cream cheese".
            if (agreement == FoodLinks.Agreement.KIND && 2 * overlap <= needWords.size()) {
                continue;
            }
            boolean namesHead = headId >= 0 && contains(entry.wordIds(), headId);
            if (agreement != FoodLinks.Agreement.SAME && !namesHead && overlap < 2) {
                continue;
            }
            anyNamesHead |= namesHead;
            boolean headNoun = headId >= 0 && headId == entry.head();
            scored.add(new Scored(entry, score(need, needWords, foodIds, entry, overlap, namesHead, headNoun,
                    agreement)));
        }
        if (anyNamesHead) {
            // The need's food found a product by another name ("Green Onions" for "scallions"): a synonym, taken
            // only when no product names the need ("Spaghetti" is the same food as "penne", but not for a shopper).
            scored.removeIf(s -> !contains(s.entry().wordIds(), headId) && overlap(needIds, s.entry()) == 0);
        }
        return scored;
    }

    /** How many of the need's words (by number) the product has. */
    private static int overlap(int[] needIds, Entry entry) {
        int overlap = 0;
        for (int id : needIds) {
            if (id >= 0 && contains(entry.wordIds(), id)) {
                overlap++;
            }
        }
        return overlap;
    }

    /**
     * How well a product answers a need, from 0 to {@link #MAX_SCORE}, each rule adding its share:
     * <ul>
     *   <li>the words they share, over all their words, where a word of the product that the need's food says
     *   counts as shared ("Long-Grain White Rice" says nothing more than "rice", which the table reads as white
     *   long-grain rice; "Jasmine Rice" does);</li>
     *   <li>the need's main word ("rice" of "brown rice"): the product names it, and more, as its own head noun
     *   ("Brown Rice", not "Rice Noodles");</li>
     *   <li>the aisle: the product is in the need's;</li>
     *   <li>the food: the product is the need's food, or the same kind of food, or one of them is unknown.</li>
     * </ul>
     */
    private static double score(Need need, List<String> needWords, int[] foodIds, Entry entry,
                                int overlap, boolean namesHead, boolean headNoun, FoodLinks.Agreement agreement) {
        int said = overlap;
        for (int id : entry.wordIds()) {
            if (contains(foodIds, id)) {
                said++;
            }
        }
        double shared = (double) said / (needWords.size() + entry.words().size() - overlap);
        return shared + (namesHead ? HEAD_WEIGHT / 2 : 0) + (headNoun ? HEAD_WEIGHT / 2 : 0)
                + (entry.product().category() == need.category() ? CATEGORY_WEIGHT : 0)
                + FOOD_WEIGHT * agreement.share();
    }

    /** Products whose name, brand or aisle has every word of {@code q}, in SKU order, after the given SKU. */
    public List<Product> search(String q, String afterSku, int limit) {
        Set<String> wanted = words(q);
        List<Product> found = new ArrayList<>(limit);
        Collection<Entry> from = afterSku == null ? bySku.values() : bySku.tailMap(afterSku, false).values();
        for (Entry entry : from) {
            if (entry.searchWords().containsAll(wanted)) {
                found.add(entry.product());
                if (found.size() == limit) {
                    break;
                }
            }
        }
        return found;
    }

    /** Lower-case singular words, without the little words and the pack-size words of product names. */
    static Set<String> words(String text) {
        return words(text, null);
    }

    /** {@link #words(String)}, remembering each word's canonical form in {@code canonical} if it is given. */
    private static Set<String> words(String text, Map<String, String> canonical) {
        Set<String> words = new LinkedHashSet<>();
        if (text == null || text.isBlank()) {
            return words;
        }
        for (String raw : NOT_LETTERS.split(text.toLowerCase(Locale.ROOT))) {
            if (raw.length() < 2 || STOP_WORDS.contains(raw)) {
                continue;
            }
            words.add(canonical == null ? CanonicalName.ofWord(raw)
                    : canonical.computeIfAbsent(raw, CanonicalName::ofWord));
        }
        return words;
    }
}
