package larder.recipe;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.platform.Cursor;
import larder.platform.problem.InvalidRequest;
import larder.platform.Page;
import larder.platform.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Recipe search with {@code pantry=true} (docs/api.md §15, docs/pantry.md): recipes that use something at home,
 * those the pantry covers best first. Kept apart from the search itself, which it calls: the candidates are the
 * search's own answers (every filter and preference applies), narrowed to each of the first
 * {@value #MAX_NAMES} things at home (soonest expiry first), at most {@value #PER_NAME} recipes each, newest first.
 * They are ranked by the share of their ingredients the pantry covers whole, then by fewer missing, then newest;
 * the cursor is a position in that ranking.
 */
@Service
public class PantrySearch {

    /** Things at home that candidates are sought by. */
    static final int MAX_NAMES = 20;
    /** Candidates sought for each of them. */
    static final int PER_NAME = 100;

    private final Recipes recipes;
    private final AtHome atHome;

    PantrySearch(Recipes recipes, AtHome atHome) {
        this.recipes = recipes;
        this.atHome = atHome;
    }

    /** A hit: the recipe, the names of its ingredients the pantry does not cover whole, and its rank. */
    public record Ranked(RecipeSummary recipe, List<String> missingIngredients, int position) {

        public Ranked {
            missingIngredients = List.copyOf(missingIngredients);
        }
    }

    /** The first key of a pantry search's cursor, where a search's holds its sort. */
    private static final String CURSOR = "pantry";

    @Transactional(readOnly = true)
    public Page<Ranked> search(Credential credential, RecipeQuery query, boolean honourPreferences,
                               PageRequest page) {
        if (!(credential instanceof UserCredential user)) {
            throw new InvalidRequest("pantry", "only a user has a pantry: an app's server cannot search by one");
        }
        // A search's cursor has three keys (sort, value, id); a pantry search's says so in the first, then its position.
        int offset = page.after().map(c -> {
            if (!c.key(0).equals(CURSOR)) {
                throw InvalidRequest.badParameter("after", "This cursor belongs to another search: start again.");
            }
            return c.position(1, Integer.MAX_VALUE);
        }).orElse(0);
        AtHome.Holdings holdings = atHome.of(user.userId());
        Map<String, RecipeSummary> candidates = new LinkedHashMap<>();
        for (String word : words(holdings.names())) {
            String ingredient = query.ingredient() == null ? word : query.ingredient() + " " + word;
            RecipeQuery narrowed = new RecipeQuery(query.q(), query.tags(), ingredient, query.filter(), query.sort());
            recipes.search(credential, narrowed, honourPreferences, new PageRequest(PER_NAME, Optional.empty()))
                    .data().forEach(summary -> candidates.putIfAbsent(summary.id(), summary));
        }
        Map<String, Recipe> whole = candidates.isEmpty() ? Map.of()
                : recipes.findVisible(credential, candidates.keySet());
        List<Scored> scored = new ArrayList<>(candidates.size());
        for (RecipeSummary summary : candidates.values()) {
            Recipe recipe = whole.get(summary.id());
            if (recipe != null) {
                scored.add(score(summary, recipe.content().ingredients(), holdings));
            }
        }
        scored.sort(Comparator.comparingDouble(Scored::share).reversed()
                .thenComparingInt(s -> s.missing().size())
                .thenComparing(s -> s.summary().id(), Comparator.reverseOrder()));
        List<Ranked> served = new ArrayList<>();
        for (int i = offset; i < Math.min(scored.size(), offset + page.fetchSize()); i++) {
            served.add(new Ranked(scored.get(i).summary(), scored.get(i).missing(), i + 1));
        }
        return Page.of(served, page, r -> Cursor.of(CURSOR, Integer.toString(r.position()), ""));
    }

    private record Scored(RecipeSummary summary, List<String> missing, double share) {
    }

    private static Scored score(RecipeSummary summary, List<RecipeContent.Ingredient> ingredients,
                                AtHome.Holdings holdings) {
        List<Boolean> covered = holdings.covers(ingredients);
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < ingredients.size(); i++) {
            if (!covered.get(i)) {
                RecipeContent.Ingredient ingredient = ingredients.get(i);
                missing.add(ingredient.name() == null || ingredient.name().isBlank() ? ingredient.text()
                        : ingredient.name());
            }
        }
        double share = ingredients.isEmpty() ? 0 : (ingredients.size() - missing.size()) / (double) ingredients.size();
        return new Scored(summary, missing, share);
    }

    /** The search words of the first {@value #MAX_NAMES} names, each once: "olive oil" seeks recipes with olive oil. */
    private static List<String> words(List<String> names) {
        Set<String> out = new LinkedHashSet<>();
        for (String name : names) {
            if (out.size() >= MAX_NAMES) {
                break;
            }
            String words = String.join(" ", SearchTerms.words(name));
            if (!words.isEmpty()) {
                out.add(words);
            }
        }
        return List.copyOf(out);
    }
}
