package dev.larder.client;

import dev.larder.client.model.ImportRequest;
import dev.larder.client.model.Recipe;
import dev.larder.client.model.RecipeInput;
import dev.larder.client.model.RecipePatch;
import dev.larder.client.model.RecipeSummary;

/**
 * Recipes (contract section 6). With a management token they are the app's catalogue; with a user session, the
 * user's own recipes beside the catalogue.
 */
public final class Recipes extends Resource {

    /** Search criteria of {@link #search}; every part may be null. {@code limit} is the page size (1 to 100). */
    public record Query(String q, String tag, String ingredient, Integer limit) {

        /** Everything, by the server's page size. */
        public static Query all() {
            return new Query(null, null, null, null);
        }

        /** Recipes matching {@code q} (name, ingredients, tags). */
        public static Query text(String q) {
            return new Query(q, null, null, null);
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
        return paged(after -> httpGet("/v1beta/recipes").query("q", q.q()).query("tag", q.tag())
                .query("ingredient", q.ingredient()).query("limit", q.limit()).query("after", after)
                .options(options), RecipeSummary.class);
    }
}
