package larder.recipe;

import java.util.List;
import larder.platform.Sent;
import larder.recipe.RecipeDraft.ImageInput;
import larder.recipe.RecipeDraft.IngredientInput;
import larder.recipe.RecipeDraft.InstructionInput;
import larder.recipe.RecipeDraft.SourceInput;

/**
 * What {@code PATCH /v1beta/recipes/{id}} asks, a JSON merge patch (RFC 7396) read into typed members: a member
 * left out keeps the recipe's own, a member sent replaces it whole (a list included), and null clears an optional
 * one. The recipe that results is checked as a whole, as on creation.
 */
public record RecipeChange(Sent<String> name, Sent<String> description, Sent<SourceInput> source,
                           Sent<List<ImageInput>> images, Sent<Integer> servings, Sent<Integer> prepTimeMinutes,
                           Sent<Integer> cookTimeMinutes, Sent<Integer> totalTimeMinutes,
                           Sent<List<IngredientInput>> ingredients, Sent<List<InstructionInput>> instructions,
                           Sent<List<String>> tags) {

    /** The recipe as a client would send it whole: {@code current} with the members sent laid over it. */
    RecipeDraft over(RecipeDraft current) {
        return new RecipeDraft(name.or(current.name()), description.or(current.description()),
                source.or(current.source()), images.or(current.images()), servings.or(current.servings()),
                prepTimeMinutes.or(current.prepTimeMinutes()), cookTimeMinutes.or(current.cookTimeMinutes()),
                totalTimeMinutes.or(current.totalTimeMinutes()), ingredients.or(current.ingredients()),
                instructions.or(current.instructions()), tags.or(current.tags()));
    }
}
