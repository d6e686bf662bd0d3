package larder.recipe.web;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import larder.diet.Allergen;
import larder.diet.Diet;
import larder.diet.Label;
import larder.platform.problem.InvalidRequest;
import larder.recipe.RecipeFilter;
import larder.recipe.RecipeQuery;
import larder.recipe.SearchSort;
import larder.user.Preferences;

/**
 * The query parameters of {@code GET /v1beta/recipes}, read into a {@link RecipeQuery}. A value that is read but out
 * of range, or not one of a parameter's words, is 422 {@code request.invalid} with the parameter's name as pointer
 * (docs/api.md §15); a value that cannot be read as its type at all is 400, as for every parameter.
 */
record SearchParameters(String q, List<String> tags, String ingredient, List<String> diets, List<String> avoid,
                        List<String> excludeIngredients, Integer maxTotalMinutes, Double maxKcal, Double minProteinG,
                        String sort, String preferences) {

    static final int MAX_EXCLUDED = 20;
    static final int MAX_EXCLUDED_LENGTH = 100;
    static final double MAX_KCAL = 10_000;
    static final double MAX_PROTEIN_G = 1_000;

    /** Whether the caller's preferences apply: unless {@code preferences=ignore}. */
    boolean honourPreferences() {
        if (preferences != null && !preferences.equals("ignore")) {
            throw new InvalidRequest("preferences", "preferences takes only ignore.");
        }
        return preferences == null;
    }

    RecipeQuery query() {
        if (maxTotalMinutes != null && (maxTotalMinutes < Preferences.MIN_TOTAL_MINUTES
                || maxTotalMinutes > Preferences.MAX_TOTAL_MINUTES)) {
            throw new InvalidRequest("max_total_minutes", "max_total_minutes must be 1 to "
                    + Preferences.MAX_TOTAL_MINUTES + ".");
        }
        // Written so that NaN is out of range too.
        if (maxKcal != null && !(maxKcal >= 0 && maxKcal <= MAX_KCAL)) {
            throw new InvalidRequest("max_kcal", "max_kcal must be 0 to 10000 (kcal per serving).");
        }
        if (minProteinG != null && !(minProteinG >= 0 && minProteinG <= MAX_PROTEIN_G)) {
            throw new InvalidRequest("min_protein_g", "min_protein_g must be 0 to 1000 (grams per serving).");
        }
        List<String> excluded = excludeIngredients == null ? List.of() : excludeIngredients;
        if (excluded.size() > MAX_EXCLUDED) {
            throw new InvalidRequest("exclude_ingredient", "At most " + MAX_EXCLUDED + " exclude_ingredient values.");
        }
        // A name without a word ("!!") excludes nothing: it is valid, and changes nothing.
        for (String name : excluded) {
            if (name.isEmpty() || name.length() > MAX_EXCLUDED_LENGTH) {
                throw new InvalidRequest("exclude_ingredient", "Each exclude_ingredient is an ingredient name of 1 to "
                        + MAX_EXCLUDED_LENGTH + " characters.");
            }
        }
        Set<Label> labels = EnumSet.noneOf(Label.class);
        for (String code : diets == null ? List.<String>of() : diets) {
            labels.add(Diet.fromCode(code).orElseThrow(() -> new InvalidRequest("diet", "diet must be one of "
                    + "vegan, vegetarian, pescatarian, gluten_free or dairy_free, not " + code + ".")).label());
        }
        for (String code : avoid == null ? List.<String>of() : avoid) {
            labels.add(Allergen.fromCode(code).orElseThrow(() -> new InvalidRequest("avoid", "avoid must be one of "
                    + "milk, egg, fish, shellfish, tree_nut, peanut, wheat, soy or sesame, not " + code + "."))
                    .label());
        }
        SearchSort order = sort == null ? SearchSort.RELEVANCE : SearchSort.fromCode(sort).orElseThrow(
                () -> new InvalidRequest("sort", "sort must be relevance, newest, total_time or kcal."));
        return new RecipeQuery(q, tags, ingredient, new RecipeFilter(labels, excluded, maxTotalMinutes, maxKcal,
                minProteinG), order);
    }
}
