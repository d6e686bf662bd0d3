package larder.recipe;

import java.util.List;

/**
 * A recipe as a client sends it (POST, or PATCH merged over the stored one), and as import and the demo data
 * produce it. Nothing here is trusted: {@link RecipeContent#from} checks and analyses it.
 */
public record RecipeInput(
        String name,
        String description,
        SourceInput source,
        List<ImageInput> images,
        Integer servings,
        Integer prepTimeMinutes,
        Integer cookTimeMinutes,
        Integer totalTimeMinutes,
        List<IngredientInput> ingredients,
        List<InstructionInput> instructions,
        List<String> tags) {

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
