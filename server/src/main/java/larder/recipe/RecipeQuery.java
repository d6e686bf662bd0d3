package larder.recipe;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code GET /v1beta/recipes?q=&tag=&ingredient=} and its filters and order: every part given must match. The
 * words and the filter's labels are terms of the search index, joined in the query; the filter's exclusions and
 * bounds are conditions of the same query (docs/labels.md), so no recipe is read and then dropped.
 */
public record RecipeQuery(String q, List<String> tags, String ingredient, RecipeFilter filter, SearchSort sort) {

    public RecipeQuery {
        tags = tags == null ? List.of() : List.copyOf(tags);
        filter = filter == null ? RecipeFilter.NONE : filter;
        sort = sort == null ? SearchSort.RELEVANCE : sort;
    }

    public RecipeQuery(String q, List<String> tags, String ingredient) {
        this(q, tags, ingredient, RecipeFilter.NONE, SearchSort.RELEVANCE);
    }

    /** This query with another filter laid over its own (a user's preferences). */
    RecipeQuery and(RecipeFilter more) {
        return new RecipeQuery(q, tags, ingredient, filter.and(more), sort);
    }

    /** The index terms of the words, tags and ingredient asked for. */
    List<String> wordTerms() {
        return SearchTerms.ofQuery(q, tags, ingredient);
    }

    /** The index terms every hit has: the words asked for, then the labels. */
    List<String> terms() {
        List<String> terms = new ArrayList<>(SearchTerms.ofQuery(q, tags, ingredient));
        terms.addAll(filter.labelTerms());
        return List.copyOf(terms);
    }
}
