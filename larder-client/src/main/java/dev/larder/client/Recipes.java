package dev.larder.client;

import dev.larder.client.model.ImportRequest;
import dev.larder.client.model.Nutrition;
import dev.larder.client.model.Recipe;
import dev.larder.client.model.RecipeInput;
import dev.larder.client.model.RecipePatch;
import dev.larder.client.model.RecipeSummary;
import java.util.List;

/**
 * Recipes (contract section 6). With a management token they are the app's catalogue; with a user session, the
 * user's own recipes beside the catalogue.
 */
public final class Recipes extends Resource {

    /**
     * Search criteria of {@link #search}; every part may be null. {@code limit} is the page size (1 to 100).
     * {@code diets} (vegan, vegetarian, pescatarian, gluten_free, dairy_free) and {@code avoid} (milk, egg, fish,
     * shellfish, tree_nut, peanut, wheat, soy, sesame) keep only recipes whose label is true for each;
     * {@code maxTotalMinutes} (1 to 10080) those whose total time is known and at most that.
     * {@code excludeIngredients} (at most 20) leaves out recipes that {@code ingredient} would find with each name;
     * {@code maxKcal} (0 to 10000) and {@code minProteinG} (0 to 1000) bound energy and protein per serving.
     * {@code sort} is relevance (the default), newest, total_time or kcal. A user's own preferences (diets,
     * allergens, dislikes, time) apply too, unless {@code ignorePreferences}.
     */
    public record Query(String q, String tag, String ingredient, Integer limit, List<String> diets,
                        List<String> avoid, Integer maxTotalMinutes, boolean ignorePreferences,
                        List<String> excludeIngredients, Double maxKcal, Double minProteinG, String sort) {

        /** The criteria before diets and preferences: kept so that callers of it still compile. */
        public Query(String q, String tag, String ingredient, Integer limit) {
            this(q, tag, ingredient, limit, null, null, null, false);
        }

        /** The criteria before exclusions, nutrition bounds and sort: kept so that callers of it still compile. */
        public Query(String q, String tag, String ingredient, Integer limit, List<String> diets, List<String> avoid,
                     Integer maxTotalMinutes, boolean ignorePreferences) {
            this(q, tag, ingredient, limit, diets, avoid, maxTotalMinutes, ignorePreferences, null, null, null, null);
        }

        /** Everything, by the server's page size. */
        public static Query all() {
            return new Query(null, null, null, null);
        }

        /** Recipes matching {@code q} (name, ingredients, tags). */
        public static Query text(String q) {
            return new Query(q, null, null, null);
        }

        /** A builder: criteria not named are left out. */
        public static Builder builder() {
            return new Builder();
        }

        /** Builds a {@link Query}. */
        public static final class Builder {
            private String q;
            private String tag;
            private String ingredient;
            private Integer limit;
            private List<String> diets;
            private List<String> avoid;
            private Integer maxTotalMinutes;
            private boolean ignorePreferences;
            private List<String> excludeIngredients;
            private Double maxKcal;
            private Double minProteinG;
            private String sort;

            private Builder() {
            }

            public Builder q(String q) {
                this.q = q;
                return this;
            }

            public Builder tag(String tag) {
                this.tag = tag;
                return this;
            }

            public Builder ingredient(String ingredient) {
                this.ingredient = ingredient;
                return this;
            }

            public Builder limit(Integer limit) {
                this.limit = limit;
                return this;
            }

            public Builder diets(List<String> diets) {
                this.diets = diets;
                return this;
            }

            public Builder avoid(List<String> avoid) {
                this.avoid = avoid;
                return this;
            }

            public Builder maxTotalMinutes(Integer maxTotalMinutes) {
                this.maxTotalMinutes = maxTotalMinutes;
                return this;
            }

            /** Shows everything, whatever the caller's preferences ({@code preferences=ignore}). */
            public Builder ignorePreferences() {
                this.ignorePreferences = true;
                return this;
            }

            /** Leaves out recipes with any of these ingredients ({@code exclude_ingredient}, repeated). */
            public Builder excludeIngredients(List<String> excludeIngredients) {
                this.excludeIngredients = excludeIngredients;
                return this;
            }

            /** At most this many kcal per serving. */
            public Builder maxKcal(Double maxKcal) {
                this.maxKcal = maxKcal;
                return this;
            }

            /** At least this many grams of protein per serving. */
            public Builder minProteinG(Double minProteinG) {
                this.minProteinG = minProteinG;
                return this;
            }

            /** relevance, newest, total_time or kcal. */
            public Builder sort(String sort) {
                this.sort = sort;
                return this;
            }

            public Query build() {
                return new Query(q, tag, ingredient, limit, diets, avoid, maxTotalMinutes, ignorePreferences,
                        excludeIngredients, maxKcal, minProteinG, sort);
            }
        }
    }

    Recipes(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Creates a recipe (201). */
    @ApiOperation(method = "POST", path = "/v1beta/recipes")
    public Recipe create(RecipeInput recipe, RequestOption... options) {
        return call(httpPost("/v1beta/recipes").body(recipe).options(options), Recipe.class);
    }

    /** Builds a recipe from a page's schema.org data, given as {@code html} or {@code url}. */
    @ApiOperation(method = "POST", path = "/v1beta/recipes/import")
    public Recipe importRecipe(ImportRequest source, RequestOption... options) {
        return call(httpPost("/v1beta/recipes/import").body(source).options(options), Recipe.class);
    }

    /** Reads a recipe. */
    @ApiOperation(method = "GET", path = "/v1beta/recipes/{id}")
    public Recipe get(String id, RequestOption... options) {
        return call(httpGet("/v1beta/recipes/{id}", id).options(options), Recipe.class);
    }

    /** Reads a recipe with its ingredients scaled by {@code scale} (at most 100). */
    @ApiOperation(method = "GET", path = "/v1beta/recipes/{id}")
    public Recipe getScaled(String id, double scale, RequestOption... options) {
        return call(httpGet("/v1beta/recipes/{id}", id).query("scale", scale).options(options), Recipe.class);
    }

    /** Reads a recipe scaled to {@code servings}. */
    @ApiOperation(method = "GET", path = "/v1beta/recipes/{id}")
    public Recipe getForServings(String id, int servings, RequestOption... options) {
        return call(httpGet("/v1beta/recipes/{id}", id).query("servings", servings).options(options), Recipe.class);
    }

    /** Reads a recipe with its nutrition ({@code include=nutrition}): {@link Recipe#nutrition()} is then set. */
    @ApiOperation(method = "GET", path = "/v1beta/recipes/{id}")
    public Recipe getWithNutrition(String id, RequestOption... options) {
        return call(httpGet("/v1beta/recipes/{id}", id).query("include", "nutrition").options(options),
                Recipe.class);
    }

    /** What the recipe adds up to, from USDA SR28: in total and per serving. */
    @ApiOperation(method = "GET", path = "/v1beta/recipes/{id}/nutrition")
    public Nutrition nutrition(String id, RequestOption... options) {
        return call(httpGet("/v1beta/recipes/{id}/nutrition", id).options(options), Nutrition.class);
    }

    /** The nutrition of the recipe scaled to {@code servings}. */
    @ApiOperation(method = "GET", path = "/v1beta/recipes/{id}/nutrition")
    public Nutrition nutritionForServings(String id, int servings, RequestOption... options) {
        return call(httpGet("/v1beta/recipes/{id}/nutrition", id).query("servings", servings).options(options),
                Nutrition.class);
    }

    /** Sets, clears or leaves each member as {@code patch} says ({@link dev.larder.client.model.PatchValue}). */
    @ApiOperation(method = "PATCH", path = "/v1beta/recipes/{id}")
    public Recipe update(String id, RecipePatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/recipes/{id}", id).body(patch).options(options), Recipe.class);
    }

    /** Deletes a recipe. */
    @ApiOperation(method = "DELETE", path = "/v1beta/recipes/{id}")
    public void delete(String id, RequestOption... options) {
        call(httpDelete("/v1beta/recipes/{id}", id).options(options));
    }

    /** Searches the app catalogue and the caller's own recipes, page by page. */
    @ApiOperation(method = "GET", path = "/v1beta/recipes")
    public Paged<RecipeSummary> search(Query query, RequestOption... options) {
        Query q = query == null ? Query.all() : query;
        return paged(after -> searchCall(q, after).options(options), RecipeSummary.class);
    }

    /**
     * Searches as {@link #search} does, with {@code pantry=true}: the recipes that use something in the user's
     * pantry, those it covers best first, each with {@link RecipeSummary#missingIngredients()} and
     * {@link RecipeSummary#missingCount()} (docs/pantry.md). A user session only.
     */
    @ApiOperation(method = "GET", path = "/v1beta/recipes")
    public Paged<RecipeSummary> searchByPantry(Query query, RequestOption... options) {
        Query q = query == null ? Query.all() : query;
        return paged(after -> searchCall(q, after).query("pantry", true).options(options), RecipeSummary.class);
    }

    /** The call of one page of {@code q}, after the cursor {@code after} (null first). */
    static Transport.Call searchCall(Query q, String after) {
        return httpGet("/v1beta/recipes").query("q", q.q()).query("tag", q.tag())
                .query("ingredient", q.ingredient()).query("diet", q.diets()).query("avoid", q.avoid())
                .query("max_total_minutes", q.maxTotalMinutes())
                .query("exclude_ingredient", q.excludeIngredients()).query("max_kcal", q.maxKcal())
                .query("min_protein_g", q.minProteinG()).query("sort", q.sort())
                .query("preferences", q.ignorePreferences() ? "ignore" : null).query("limit", q.limit())
                .query("after", after);
    }
}
