package larder.recipe;

import java.util.List;

/** {@code GET /v1beta/recipes?q=&tag=&ingredient=}: every part given must match. */
public record RecipeQuery(String q, List<String> tags, String ingredient) {

    public RecipeQuery {
        tags = tags == null ? List.of() : List.copyOf(tags);
    }

    List<String> terms() {
        return SearchTerms.ofQuery(q, tags, ingredient);
    }
}
