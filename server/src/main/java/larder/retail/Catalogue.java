package larder.retail;

import java.util.ArrayList;
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
import larder.ingredient.CanonicalName;
import larder.platform.Gtin;

/**
 * One retailer's products in memory, indexed for matching and search. A product is a candidate for a need when
 * it names the need's main word or two of its words; matching looks up the postings of the main word and of each
 * pair of the need's words (a hash lookup each) and scores at most {@link #POSTINGS_READ} candidates of each, so
 * its cost does not grow with the size of the catalogue. Posting lists are kept most generic first (fewest words).
 * Immutable: a changed catalogue is a new instance.
 */
public final class Catalogue {

    /** Candidates read per word, and per word pair, of a need: the most generic product names come first. */
    static final int POSTINGS_READ = 16;
    /** The same when a shopper browses the options of a line: a longer, paged list. */
    static final int OPTIONS_READ = 200;
    private static final double HEAD_WEIGHT = 0.5;
    private static final double CATEGORY_WEIGHT = 0.5;
    /** The score of a product that names every word of the need and nothing else, in its aisle. */
    static final double MAX_SCORE = 1 + HEAD_WEIGHT + CATEGORY_WEIGHT;
    /** Words of a product name that make pairs (names are short; this bounds the index of a long one). */
    private static final int PAIRED_WORDS = 8;
    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "the", "of", "with", "in", "for", "or",
            "ct", "count", "pack", "oz", "lb", "g", "kg", "ml", "l");

    public static final Catalogue EMPTY = new Catalogue(List.of());

    private final NavigableMap<String, Entry> bySku = new TreeMap<>();
    private final Map<String, List<Entry>> byWord = new HashMap<>();
    private final Map<String, List<Entry>> byPair = new HashMap<>();
    private final Map<Gtin, Product> byGtin = new HashMap<>();

    private record Entry(Product product, Set<String> words, Set<String> searchWords) {
    }

    private record Scored(Entry entry, double score) {
    }

    public Catalogue(Collection<Product> products) {
        // Product names share most of their words: each word's canonical form is worked out once per catalogue.
        Map<String, String> canonical = new HashMap<>();
        for (Product product : products) {
            Set<String> words = words(product.name(), canonical);
            Set<String> searchWords = new LinkedHashSet<>(words);
            searchWords.addAll(words(product.brand(), canonical));
            searchWords.addAll(words(product.category().code().replace('_', ' '), canonical));
            Entry entry = new Entry(product, words, searchWords);
            bySku.put(product.sku(), entry);
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
    }

    private static String pair(String a, String b) {
        return a.compareTo(b) < 0 ? a + ' ' + b : b + ' ' + a;
    }

    private static void read(List<Entry> postings, int limit, Map<String, Entry> into) {
        if (postings == null) {
            return;
        }
        for (int i = 0; i < Math.min(limit, postings.size()); i++) {
            into.putIfAbsent(postings.get(i).product().sku(), postings.get(i));
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

    /** The candidates that name the need's main word, or two of its words, with their scores; unsorted. */
    private List<Scored> scored(Need need, boolean availableOnly, int perPosting) {
        List<String> needWords = List.copyOf(words(need.name()));
        if (needWords.isEmpty()) {
            return List.of();
        }
        String head = needWords.getLast();
        // A product qualifies by naming the main word, or two of the need's words: the main word's postings and
        // those of the pairs the main word makes find the first; the pairs of the other words, the second.
        Map<String, Entry> candidates = new HashMap<>();
        read(byWord.get(head), perPosting, candidates);
        for (int i = 0; i < needWords.size(); i++) {
            for (int j = i + 1; j < needWords.size(); j++) {
                read(byPair.get(pair(needWords.get(i), needWords.get(j))), perPosting, candidates);
            }
        }
        List<Scored> scored = new ArrayList<>(candidates.size());
        for (Entry entry : candidates.values()) {
            if (availableOnly && !entry.product().available()) {
                continue;
            }
            int overlap = 0;
            for (String word : needWords) {
                if (entry.words().contains(word)) {
                    overlap++;
                }
            }
            boolean namesHead = entry.words().contains(head);
            if (!namesHead && overlap < 2) {
                continue;
            }
            scored.add(new Scored(entry, score(need, needWords, entry, overlap, namesHead)));
        }
        return scored;
    }

    /**
     * How well a product's name answers a need, from 0 to {@link #MAX_SCORE}: the words they share, over all their
     * words; more when the product names the need's main word (the head noun: "rice" of "brown rice"), and when it
     * is in the need's aisle. Each rule adds its share here, so a rule of another kind (that the need's food and
     * the product's agree, once lines and products link to foods) takes its place beside these.
     */
    private static double score(Need need, List<String> needWords, Entry entry, int overlap, boolean namesHead) {
        double jaccard = (double) overlap / (needWords.size() + entry.words().size() - overlap);
        return jaccard + (namesHead ? HEAD_WEIGHT : 0)
                + (entry.product().category() == need.category() ? CATEGORY_WEIGHT : 0);
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
        for (String raw : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            if (raw.length() < 2 || STOP_WORDS.contains(raw)) {
                continue;
            }
            words.add(canonical == null ? CanonicalName.ofWord(raw)
                    : canonical.computeIfAbsent(raw, CanonicalName::ofWord));
        }
        return words;
    }
}
