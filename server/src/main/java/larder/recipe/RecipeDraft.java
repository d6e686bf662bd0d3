package larder.recipe;

import java.util.List;

/**
 * A recipe not yet checked: as a client sends it (POST, or PATCH merged over the stored one), and as import and the
 * demo data produce it. Nothing here is trusted: {@link RecipeContent#from} checks and analyses it. Members are as
 * sent, null for one left out. The shape a client sends, with what the OpenAPI document says of it, is
 * {@code recipe/web/RecipeInput}.
 */
public record RecipeDraft(String name, String description, SourceInput source, List<ImageInput> images,
                          Integer servings, Integer prepTimeMinutes, Integer cookTimeMinutes,
                          Integer totalTimeMinutes, List<IngredientInput> ingredients,
                          List<InstructionInput> instructions, List<String> tags) {

    public record SourceInput(String name, String url) {
    }

    public record ImageInput(String url, Integer width, Integer height) {
    }

    /** Either a line of text ({@code "2 cups flour, sifted"}), analysed by the server, or the structured fields. */
    public record IngredientInput(String text, String name, Double quantity, Double quantityMax, String unit,
                                  String comment, String category, String group) {

        public static IngredientInput ofText(String text, String group) {
            return new IngredientInput(text, null, null, null, null, null, null, group);
        }
    }

    public record InstructionInput(String text) {
    }
}
