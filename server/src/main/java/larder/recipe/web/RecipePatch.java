package larder.recipe.web;

import larder.platform.Sent;
import larder.platform.problem.InvalidRequest;
import larder.recipe.RecipeChange;
import larder.recipe.RecipeDraft;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads the body of {@code PATCH /v1beta/recipes/{id}}, a JSON merge patch, into a {@link RecipeChange}. The patch is
 * laid over an empty recipe and read as a {@link RecipeInput}: its members are then read in the recipe's own order,
 * as when it was laid over the stored recipe, so that of two wrong members the same one is named.
 */
final class RecipePatch {

    private static final RecipeInput EMPTY = new RecipeInput(null, null, null, null, null, null, null, null, null,
            null, null);

    private RecipePatch() {
    }

    /** The change the patch asks for; 400 for a body that is not an object or a member of the wrong JSON type. */
    static RecipeChange read(JsonNode patch, JsonMapper json) {
        if (!patch.isObject()) {
            throw InvalidRequest.wrongType("/", "The body must be a JSON object.");
        }
        ObjectNode laid = json.valueToTree(EMPTY);
        patch.properties().forEach(member -> laid.set(member.getKey(), member.getValue()));
        RecipeInput sent;
        try {
            sent = json.treeToValue(laid, RecipeInput.class);
        } catch (DatabindException | InputCoercionException e) {
            // InputCoercionException: a number too large for its member (found by the fuzzer: 500 before).
            throw InvalidRequest.wrongType(e);
        }
        RecipeDraft draft = sent.draft();
        return new RecipeChange(member(patch, "name", draft.name()),
                member(patch, "description", draft.description()), member(patch, "source", draft.source()),
                member(patch, "images", draft.images()), member(patch, "servings", draft.servings()),
                member(patch, "prep_time_minutes", draft.prepTimeMinutes()),
                member(patch, "cook_time_minutes", draft.cookTimeMinutes()),
                member(patch, "total_time_minutes", draft.totalTimeMinutes()),
                member(patch, "ingredients", draft.ingredients()),
                member(patch, "instructions", draft.instructions()), member(patch, "tags", draft.tags()));
    }

    private static <T> Sent<T> member(JsonNode patch, String name, T value) {
        return patch.has(name) ? Sent.of(value) : Sent.leftOut();
    }
}
