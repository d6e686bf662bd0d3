package larder.recipe;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The app catalogue as the feed reads it: newest recipes, the features recipes share (tags and ingredient words),
 * and the newest recipes that have a feature. Every read is bounded by its arguments, not by the catalogue's size.
 * A feature is an opaque string, equal for equal tags or ingredient words.
 */
@Service
public class RecipeCatalogue {

    /**
     * Index entries read at most per filtered read, as a multiple of the recipes asked for: a filtered read looks
     * among the newest {@code WINDOW * limit} entries of its first term only, so that its cost never follows the
     * catalogue's size, even for a filter few recipes meet (the read then finds fewer).
     */
    static final int WINDOW = 10;

    private final RecipeStore store;
    private final RecipeSearchStore searches;

    RecipeCatalogue(RecipeStore store, RecipeSearchStore searches) {
        this.store = store;
        this.searches = searches;
    }

    /** The ids of the app catalogue's newest recipes, newest first. */
    @Transactional(readOnly = true)
    public List<String> newest(String clientId, int limit) {
        return store.newestInCatalogue(clientId, limit);
    }

    /**
     * The ids of the app catalogue's newest recipes that meet the filter, newest first, filtered in the query; with
     * {@link RecipeFilter#NONE}, as {@link #newest(String, int)}.
     */
    @Transactional(readOnly = true)
    public List<String> newest(String clientId, RecipeFilter filter, int limit) {
        return filter.isEmpty() ? store.newestInCatalogue(clientId, limit)
                : searches.newestInCatalogue(clientId, filter, limit, WINDOW * limit);
    }

    /** The features of each of the given recipes (any recipe: catalogue or a user's own). */
    @Transactional(readOnly = true)
    public Map<String, Set<String>> features(Collection<String> recipeIds) {
        Map<String, Set<String>> features = new LinkedHashMap<>();
        for (Map.Entry<String, String> pair : store.featureTerms(recipeIds)) {
            features.computeIfAbsent(pair.getKey(), id -> new LinkedHashSet<>()).add(pair.getValue());
        }
        return features;
    }

    /** Whether a feature is a tag (the other kind is an ingredient word). */
    public static boolean isTag(String feature) {
        return feature.startsWith("t:");
    }

    /** For each feature, the ids of the newest catalogue recipes that have it, at most {@code perFeature}. */
    @Transactional(readOnly = true)
    public Map<String, List<String>> newestWith(String clientId, List<String> features, int perFeature) {
        Map<String, List<String>> found = new LinkedHashMap<>();
        for (Map.Entry<String, String> pair : store.newestWithTerms(clientId, features, perFeature)) {
            found.computeIfAbsent(pair.getKey(), f -> new java.util.ArrayList<>()).add(pair.getValue());
        }
        return found;
    }

    /** As {@link #newestWith(String, List, int)}, of the recipes that meet the filter, filtered in the query. */
    @Transactional(readOnly = true)
    public Map<String, List<String>> newestWith(String clientId, List<String> features, RecipeFilter filter,
                                                int perFeature) {
        return filter.isEmpty() ? newestWith(clientId, features, perFeature)
                : searches.newestWithTerms(clientId, features, filter, perFeature, WINDOW * perFeature);
    }

    /** Those of the ids that are recipes of the app catalogue and meet the filter, in the order of the ids. */
    @Transactional(readOnly = true)
    public List<String> fitting(String clientId, List<String> recipeIds, RecipeFilter filter) {
        return searches.fitting(clientId, recipeIds, filter);
    }

    /** Those of the ids that are (still) recipes of the app catalogue. */
    @Transactional(readOnly = true)
    public Set<String> existing(String clientId, Collection<String> recipeIds) {
        return store.inCatalogue(clientId, recipeIds);
    }

    /** Summaries of those of the ids that are recipes of the app catalogue, in the order of the ids. */
    @Transactional(readOnly = true)
    public List<RecipeSummary> summaries(String clientId, List<String> recipeIds) {
        return store.catalogueSummaries(clientId, recipeIds);
    }
}
