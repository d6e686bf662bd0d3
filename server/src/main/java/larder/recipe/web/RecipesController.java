package larder.recipe.web;


import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.net.URI;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import java.util.List;
import larder.auth.Credential;
import larder.food.web.NutritionView;
import larder.platform.problem.InvalidRequest;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.problem.InvalidRequest;
import larder.recipe.Recipe;
import larder.recipe.RecipeImport;
import larder.recipe.RecipeNutrition;
import larder.recipe.PantrySearch;
import larder.recipe.RecipeQuery;
import larder.recipe.Recipes;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

@RestController
@RequestMapping("/v1beta/recipes")
@Tag(name = "Recipes")
class RecipesController {

    private final Recipes recipes;
    private final RecipeImport importer;
    private final JsonMapper json;
    private final RecipeNutrition nutrition;
    private final PantrySearch pantrySearch;

    RecipesController(Recipes recipes, RecipeImport importer, JsonMapper json, RecipeNutrition nutrition,
                      PantrySearch pantrySearch) {
        this.recipes = recipes;
        this.pantrySearch = pantrySearch;
        this.importer = importer;
        this.json = json;
        this.nutrition = nutrition;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createRecipe",
            summary = "Create a recipe", description = "A management token adds it to the app's catalogue, a user "
            + "token to the user's own recipes. Ingredients may be sent as text only ({\"text\": \"2 cups flour\"}); "
            + "the server fills in the analysed fields. At most 100 ingredients and 100 instructions.")
    ResponseEntity<RecipeView> create(Credential credential, @RequestBody RecipeInput body) {
        Recipe recipe = recipes.create(credential, body.draft());
        return ResponseEntity.created(URI.create("/v1beta/recipes/" + recipe.id())).body(RecipeView.of(recipe));
    }

    /** The scale and servings parameters, as a recipe and its nutrition take them. */
    private static final String SCALE = "Multiply the recipe by this factor: 0 < scale <= 100 (422 otherwise). Not "
            + "with servings (422).";
    private static final String SERVINGS = "Scale the recipe to this many servings: 1 to 10000, and at most 100 "
            + "times the recipe's own servings (422 otherwise, and for a recipe without servings). Not with scale "
            + "(422).";
    @GetMapping("/{id}")
    @Operation(operationId = "getRecipe",
            summary = "Read a recipe", description = "?scale=2 or ?servings=8 answers with scaled ingredients "
            + "(and servings), rounded the way a cook reads them. scale is a positive number of at most 100. A value "
            + "that is not a decimal number gets 400 request.invalid; a number out of range, scale and servings "
            + "together, or servings for a recipe that does not say how many it serves get 422 request.invalid, "
            + "with the parameter's name as the error's pointer. ?include=nutrition adds the recipe's nutrition, "
            + "scaled the same way; any other include gets 400 request.invalid.")
    RecipeView get(Credential credential, @PathVariable String id,
                   @Parameter(description = SCALE,
                           schema = @Schema(type = "number", format = "double", minimum = "0",
                                   exclusiveMinimum = true, maximum = "100"))
                   @RequestParam(required = false) Double scale,
                   @Parameter(description = SERVINGS,
                           schema = @Schema(type = "integer", format = "int32", minimum = "1",
                                   maximum = "" + Recipes.MAX_SERVINGS))
                   @RequestParam(required = false) Integer servings,
                   @Parameter(description = "nutrition adds the recipe's nutrition record.",
                           schema = @Schema(allowableValues = "nutrition"))
                   @RequestParam(required = false) String include) {
        if (include != null && !include.equals("nutrition")) {
            throw InvalidRequest.badParameter("include", "include may only be nutrition.");
        }
        Recipe recipe = recipes.get(credential, id);
        double factor = Recipes.scaleFactor(recipe, scale, servings);
        RecipeView view = RecipeView.of(recipe, factor == 1 ? recipe.content() : recipe.content().scaled(factor));
        return include == null ? view : view.withNutrition(NutritionView.of(nutrition.of(recipe, factor)));
    }

    @GetMapping("/{id}/nutrition")
    @Operation(operationId = "getRecipeNutrition", summary = "Read a recipe's nutrition", description = "What "
            + "the recipe adds up to, from USDA SR28: in total and per serving, with the FDA daily values and each "
            + "ingredient's food, grams and whether it counted. scale and servings scale it as they scale the "
            + "recipe (same limits and errors); servings is the scaled recipe's, or 1 when the recipe does not say.")
    NutritionView nutrition(Credential credential, @PathVariable String id,
                            @Parameter(description = SCALE,
                                    schema = @Schema(type = "number", format = "double", minimum = "0",
                                            exclusiveMinimum = true, maximum = "100"))
                            @RequestParam(required = false) Double scale,
                            @Parameter(description = SERVINGS,
                                    schema = @Schema(type = "integer", format = "int32", minimum = "1",
                                            maximum = "" + Recipes.MAX_SERVINGS))
                            @RequestParam(required = false) Integer servings) {
        Recipe recipe = recipes.get(credential, id);
        return NutritionView.of(nutrition.of(recipe, Recipes.scaleFactor(recipe, scale, servings)));
    }

    @PatchMapping(path = "/{id}", consumes = {MediaType.APPLICATION_JSON_VALUE, "application/merge-patch+json"})
    @Operation(operationId = "updateRecipe",
            summary = "Change a recipe", description = "A JSON merge patch (RFC 7396): members left out are "
            + "unchanged, null clears an optional member, lists are replaced whole. A user changes only its own "
            + "recipes (403 for the catalogue); a management token only the catalogue (403 for a user's recipe).",
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(
                    schema = @Schema(implementation = RecipeInput.class))))
    RecipeView update(Credential credential, @PathVariable String id, @RequestBody JsonNode body) {
        return RecipeView.of(recipes.update(credential, id, () -> RecipePatch.read(body, json)));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteRecipe",
            summary = "Delete a recipe", description = "Same permissions as changing it.")
    void delete(Credential credential, @PathVariable String id) {
        recipes.delete(credential, id);
    }

    @GetMapping
    @Operation(operationId = "searchRecipes",
            summary = "Search recipes", description = "The app's catalogue plus the caller's own recipes (with a "
            + "management token, the catalogue), as summaries (id, name, images, total_time_minutes, tags, owner): "
            + "read a recipe for its ingredients. q matches words of the name, ingredients and tags, "
            + "case-insensitively and singular or plural alike; tag (repeatable) and ingredient narrow further. "
            + "diet and avoid (repeatable) keep only recipes whose label is true for each (docs/labels.md). "
            + "exclude_ingredient (repeatable) leaves out every recipe with an ingredient of that canonical name "
            + "(lower case, singular, without preparation words) or of a kind of it, the last word deciding: "
            + "\"mushrooms\" leaves out \"button mushrooms\" and \"pepper\" \"black pepper\", but \"olives\" not "
            + "\"olive oil\" and \"green pepper\" not \"green onion\" with \"black pepper\" (docs/labels.md). "
            + "max_total_minutes, max_kcal and "
            + "min_protein_g keep recipes whose value is known and within the bound; energy and protein are per "
            + "serving, from the recipe's stored nutrition, and unknown when a line could not be counted. sort: "
            + "relevance (the default; every hit has every word of q, so hits rank newest first), newest, "
            + "total_time (quickest first) or kcal (lightest first); recipes that do not say come last, ties newest "
            + "first. A cursor keeps its sort: one used with another is 400. A user's preferred diets, avoided "
            + "allergens, dislikes (as exclude_ingredient) and max_total_minutes apply too, unless "
            + "preferences=ignore. A value out of range or not one of a parameter's words is 422 request.invalid, "
            + "with the parameter's name as pointer. pantry=true (a user token) answers the recipes that use "
            + "something in the caller's pantry, ranked by the share of their ingredients the pantry covers whole, "
            + "then by fewer missing, then newest, each with missing_ingredients and missing_count; every other "
            + "filter still applies, and sort is not taken with it (docs/pantry.md).")
    Page<RecipeView.RecipeSummaryView> search(Credential credential,
                            @RequestParam(required = false) String q,
                            @RequestParam(name = "tag", required = false) List<String> tags,
                            @RequestParam(required = false) String ingredient,
                            @Parameter(array = @ArraySchema(schema = @Schema(allowableValues = {"vegan", "vegetarian",
                                    "pescatarian", "gluten_free", "dairy_free"})))
                            @RequestParam(name = "diet", required = false) List<String> diets,
                            @Parameter(array = @ArraySchema(schema = @Schema(allowableValues = {"milk", "egg", "fish",
                                    "shellfish", "tree_nut", "peanut", "wheat", "soy", "sesame"})))
                            @RequestParam(name = "avoid", required = false) List<String> avoid,
                            @Parameter(description = "An ingredient name to leave out, matched by canonical name "
                                    + "with its head noun (\"olives\" is not \"olive oil\"); at most 20, each 1 to "
                                    + "100 characters; one without a word leaves out nothing.", array = @ArraySchema(maxItems = 20,
                                    schema = @Schema(minLength = 1, maxLength = 100)))
                            @RequestParam(name = "exclude_ingredient", required = false) List<String> excluded,
                            @Parameter(description = "ignore: show everything, whatever the caller's preferences.",
                                    schema = @Schema(allowableValues = {"ignore"}))
                            @RequestParam(name = "preferences", required = false) String preferences,
                            @Parameter(description = "Only recipes whose total time is known and at most this; 1 to "
                                    + "10080 (422 otherwise).", schema = @Schema(type = "integer", format = "int32", minimum = "1",
                                    maximum = "10080"))
                            @RequestParam(name = "max_total_minutes", required = false) Integer maxTotalMinutes,
                            @Parameter(description = "Only recipes whose energy per serving is known and at most this "
                                    + "many kcal; 0 to 10000 (422 otherwise).", schema = @Schema(type = "number",
                                    format = "double", minimum = "0", maximum = "10000"))
                            @RequestParam(name = "max_kcal", required = false) Double maxKcal,
                            @Parameter(description = "Only recipes whose protein per serving is known and at least "
                                    + "this many grams; 0 to 1000 (422 otherwise).", schema = @Schema(type = "number",
                                    format = "double", minimum = "0", maximum = "1000"))
                            @RequestParam(name = "min_protein_g", required = false) Double minProteinG,
                            @Parameter(description = "The order; relevance by default.", schema = @Schema(
                                    allowableValues = {"relevance", "newest", "total_time", "kcal"}))
                            @RequestParam(name = "sort", required = false) String sort,
                            @Parameter(description = "true: only recipes that use something in the caller's pantry, "
                                    + "those it covers best first, each with missing_ingredients and missing_count "
                                    + "(docs/pantry.md). A user access token only (422 otherwise).")
                            @RequestParam(name = "pantry", required = false) Boolean pantry,
                            @PageRequest.CursorKeys(3) PageRequest page) {
        SearchParameters parameters = new SearchParameters(q, tags, ingredient, diets, avoid, excluded,
                maxTotalMinutes, maxKcal, minProteinG, sort, preferences);
        RecipeQuery query = parameters.query();
        if (Boolean.TRUE.equals(pantry)) {
            return pantrySearch.search(credential, query, parameters.honourPreferences(), page)
                    .map(RecipeView.RecipeSummaryView::of);
        }
        return recipes.search(credential, query, parameters.honourPreferences(), page)
                .map(RecipeView.RecipeSummaryView::of);
    }

    @Schema(description = "Exactly one of html and url (422 otherwise; a blank one counts as absent).")
    record ImportRequest(@Nullable @Schema(description = "The page itself") String html,
                         @Nullable @Schema(description = "An absolute http or https URL of the page", format = "uri")
                         String url) {
    }

    @PostMapping("/import")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "importRecipe",
            summary = "Import a recipe from a web page", description = "Give the page as {\"html\"} or its "
            + "{\"url\"}. The recipe comes from schema.org Recipe JSON-LD or microdata on the page and belongs to "
            + "whoever imported it. A page without one answers 422 recipe.not_found_in_page. URLs on private, "
            + "loopback or link-local addresses are refused unless the operator allows them; pages are read up to "
            + "2 MiB and 10 s, following at most 3 redirects.")
    ResponseEntity<RecipeView> importRecipe(Credential credential, @RequestBody ImportRequest body) {
        Recipe recipe = importer.importRecipe(credential, body.html(), body.url());
        return ResponseEntity.created(URI.create("/v1beta/recipes/" + recipe.id())).body(RecipeView.of(recipe));
    }
}
