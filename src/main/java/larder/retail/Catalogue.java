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

/**
 * One retailer's products in memory, indexed for matching and search. Matching a need looks up the postings of
 * the need's words (a hash lookup each) and scores a bounded number of candidates, so its cost does not grow with
 * the size of the catalogue. Immutable: a changed catalogue is a new instance.
 */
public final class Catalogue {

    /** Candidates read per word of a need: the most generic product names of that word come first. */
    static final int POSTINGS_READ = 200;
    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "the", "of", "with", "in", "for", "or",
            "ct", "count", "pack", "oz", "lb", "g", "kg", "ml", "l");

    public static final Catalogue EMPTY = new Catalogue(List.of());

    private final NavigableMap<String, Entry> bySku = new TreeMap<>();
    private final Map<String, List<Entry>> byWord = new HashMap<>();

    private record Entry(Product product, Set<String> words, Set<String> searchWords) {
    }

    private record Scored(Entry entry, double score, Candidate candidate) {
    }

    public Catalogue(Collection<Product> products) {
        for (Product product : products) {
            Set<String> words = words(product.name());
            Set<String> searchWords = new LinkedHashSet<>(words);
            searchWords.addAll(words(product.brand()));
            searchWords.addAll(words(product.category().code().replace('_', ' ')));
            Entry entry = new Entry(product, words, searchWords);
            bySku.put(product.sku(), entry);
            for (String word : words) {
                byWord.computeIfAbsent(word, w -> new ArrayList<>()).add(entry);
            }
        }
        Comparator<Entry> generic = Comparator.comparingInt((Entry e) -> e.words().size())
                .thenComparing(e -> e.product().sku());
        byWord.values().forEach(postings -> postings.sort(generic));
    }

    public int size() {
        return bySku.size();
    }

    public Optional<Product> product(String sku) {
        return Optional.ofNullable(bySku.get(sku)).map(Entry::product);
    }

    /** The best available product for the need, if any product names the need's main word. */
    public Optional<Candidate> best(Need need) {
        return ranked(need, true).stream().findFirst().map(Scored::candidate);
    }

    /** Products that could cover the need, best first (unavailable ones last). */
    public List<Candidate> options(Need need) {
        return ranked(need, false).stream().map(Scored::candidate).toList();
    }

    private List<Scored> ranked(Need need, boolean availableOnly) {
        List<String> needWords = List.copyOf(words(need.name()));
        if (needWords.isEmpty()) {
            return List.of();
        }
        String head = needWords.getLast();
        Map<String, Entry> candidates = new HashMap<>();
        for (String word : needWords) {
            List<Entry> postings = byWord.getOrDefault(word, List.of());
            for (int i = 0; i < Math.min(POSTINGS_READ, postings.size()); i++) {
                candidates.putIfAbsent(postings.get(i).product().sku(), postings.get(i));
            }
        }
        List<Scored> scored = new ArrayList<>();
        for (Entry entry : candidates.values()) {
            if (availableOnly && !entry.product().available()) {
                continue;
            }
            long overlap = needWords.stream().filter(entry.words()::contains).count();
            boolean namesHead = entry.words().contains(head);
            if (!namesHead && overlap < 2) {
                continue;
            }
            double jaccard = (double) overlap / (needWords.size() + entry.words().size() - overlap);
            double score = jaccard + (namesHead ? 0.5 : 0)
                    + (entry.product().category() == need.category() ? 0.5 : 0);
            Product p = entry.product();
            int packs = Packs.cover(need.quantity(), need.unit(), need.name(), p.sizeQuantity(), p.sizeUnit());
            scored.add(new Scored(entry, score, new Candidate(p, packs, p.price().times(packs))));
        }
        scored.sort(Comparator.comparing((Scored s) -> !s.entry().product().available())
                .thenComparing(Comparator.comparingDouble(Scored::score).reversed())
                .thenComparingLong(s -> s.candidate().lineTotal().amountMinor())
                .thenComparing(s -> s.entry().product().sku()));
        return scored;
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
        Set<String> words = new LinkedHashSet<>();
        if (text == null || text.isBlank()) {
            return words;
        }
        for (String raw : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            if (raw.length() < 2 || STOP_WORDS.contains(raw)) {
                continue;
            }
            String singular = CanonicalName.of(raw);
            words.add(singular == null || singular.isBlank() || singular.contains(" ") ? raw : singular);
        }
        return words;
    }
}
