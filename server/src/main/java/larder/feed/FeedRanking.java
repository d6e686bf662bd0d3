package larder.feed;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.recipe.RecipeCatalogue;

/**
 * How a thread is ranked, as pure functions: which features of the user's recent recipes to look for, how
 * candidates that share them are scored, and how the three sources are interleaved so that every page mixes them.
 */
final class FeedRanking {

    /** Entries a thread holds at most; each source gives at most {@link #PER_SOURCE}. */
    static final int MAX_ENTRIES = 300;
    static final int PER_SOURCE = 100;
    /** Features looked for: the user's most frequent tags and ingredient words. */
    static final int TAGS = 6;
    static final int INGREDIENT_WORDS = 6;
    static final int TAG_WEIGHT = 3;
    /**
     * Ingredient words nearly every recipe has, which say nothing about a taste: leaving them out keeps "similar"
     * meaning similar.
     */
    static final Set<String> STAPLES = Set.of("salt", "pepper", "black", "white", "water", "oil", "olive", "extra",
            "virgin", "vegetable", "sugar", "butter", "flour", "purpose", "egg", "garlic", "onion", "ground", "fresh",
            "kosher", "sea", "large", "clove", "powder", "juice");

    private FeedRanking() {
    }

    /**
     * The features to look for and their weights: how many of the user's recent recipes have each, a tag counting
     * {@link #TAG_WEIGHT} times an ingredient word; the {@link #TAGS} and {@link #INGREDIENT_WORDS} most frequent.
     */
    static Map<String, Integer> featureWeights(Iterable<Set<String>> recentRecipes) {
        Map<String, Integer> seen = new HashMap<>();
        for (Set<String> features : recentRecipes) {
            for (String feature : features) {
                if (!RecipeCatalogue.isTag(feature) && STAPLES.contains(feature.substring(2))) {
                    continue;
                }
                seen.merge(feature, 1, Integer::sum);
            }
        }
        Comparator<Map.Entry<String, Integer>> frequent = Map.Entry.<String, Integer>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey());
        Map<String, Integer> weights = new LinkedHashMap<>();
        seen.entrySet().stream().filter(e -> RecipeCatalogue.isTag(e.getKey())).sorted(frequent).limit(TAGS)
                .forEach(e -> weights.put(e.getKey(), e.getValue() * TAG_WEIGHT));
        seen.entrySet().stream().filter(e -> !RecipeCatalogue.isTag(e.getKey())).sorted(frequent)
                .limit(INGREDIENT_WORDS).forEach(e -> weights.put(e.getKey(), e.getValue()));
        return weights;
    }

    /**
     * Candidates found through the features, best first: a candidate scores the weights of the features it was
     * found through; ties go to the newer recipe (ids grow with time). {@code leaveOut} never appears.
     */
    static List<String> similar(Map<String, Integer> weights, Map<String, List<String>> found, Set<String> leaveOut,
                                int max) {
        Map<String, Integer> scores = new HashMap<>();
        found.forEach((feature, ids) -> {
            int weight = weights.getOrDefault(feature, 0);
            for (String id : ids) {
                if (weight > 0 && !leaveOut.contains(id)) {
                    scores.merge(id, weight, Integer::sum);
                }
            }
        });
        return scores.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
                        .thenComparing(Map.Entry.<String, Integer>comparingByKey().reversed()))
                .limit(max).map(Map.Entry::getKey).toList();
    }

    /**
     * One thread from the three sources, taken in turn (similar, popular, new) so that every page mixes them;
     * a recipe appears once, with the reason of the first source that offered it, and {@code leaveOut} never.
     */
    static List<FeedThread.Entry> interleave(List<String> similar, List<String> popular, List<String> newest,
                                             Set<String> leaveOut, int max) {
        Map<Reason, Iterator<String>> sources = new LinkedHashMap<>();
        sources.put(Reason.SIMILAR, similar.iterator());
        sources.put(Reason.POPULAR, popular.iterator());
        sources.put(Reason.NEW, newest.iterator());
        Set<String> taken = new LinkedHashSet<>();
        List<FeedThread.Entry> entries = new ArrayList<>();
        while (entries.size() < max && !sources.isEmpty()) {
            for (Iterator<Map.Entry<Reason, Iterator<String>>> turn = sources.entrySet().iterator();
                 turn.hasNext() && entries.size() < max; ) {
                Map.Entry<Reason, Iterator<String>> source = turn.next();
                String next = null;
                while (next == null && source.getValue().hasNext()) {
                    String id = source.getValue().next();
                    if (!leaveOut.contains(id) && taken.add(id)) {
                        next = id;
                    }
                }
                if (next == null) {
                    turn.remove();
                } else {
                    entries.add(new FeedThread.Entry(next, source.getKey()));
                }
            }
        }
        return entries;
    }
}
