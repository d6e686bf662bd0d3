package larder.recipe.web;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.recipe.RecipeContent;
import larder.recipe.RecipeDraft;

/**
 * A recipe as a client sends it (POST, or PATCH merged over the stored one). Nothing here is trusted: it is read
 * into a {@link RecipeDraft}, member for member, which {@link RecipeContent#from} checks and analyses; the annotations
 * tell the OpenAPI document what it enforces. Text members are stripped of surrounding white space before their length is
 * checked, and a blank optional one counts as absent, like null.
 */
public record RecipeInput(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = RecipeContent.MAX_NAME)
        String name,
        @Nullable @Schema(maxLength = RecipeContent.MAX_DESCRIPTION) String description,
        @Nullable SourceInput source,
        @Nullable @ArraySchema(maxItems = RecipeContent.MAX_IMAGES) List<ImageInput> images,
        @Nullable @Schema(minimum = "1", maximum = "1000") Integer servings,
        @Nullable @Schema(minimum = "0", maximum = "100000") Integer prepTimeMinutes,
        @Nullable @Schema(minimum = "0", maximum = "100000") Integer cookTimeMinutes,
        @Nullable @Schema(description = "prep_time_minutes plus cook_time_minutes when absent", minimum = "0",
                maximum = "200000") Integer totalTimeMinutes,
        @Nullable @ArraySchema(maxItems = RecipeContent.MAX_INGREDIENTS) List<IngredientInput> ingredients,
        @Nullable @ArraySchema(maxItems = RecipeContent.MAX_INSTRUCTIONS) List<InstructionInput> instructions,
        @Nullable @ArraySchema(maxItems = RecipeContent.MAX_TAGS, schema = @Schema(description = "Letters, digits, "
                + "spaces, hyphens, apostrophes and &, 1 to 50 after white space is collapsed; stored lower-case.",
                minLength = 1, maxLength = RecipeContent.MAX_TAG)) List<String> tags) {

    /** The draft the recipe's service takes. */
    RecipeDraft draft() {
        return new RecipeDraft(name, description, source(source), each(images, RecipeInput::image), servings,
                prepTimeMinutes, cookTimeMinutes, totalTimeMinutes, each(ingredients, RecipeInput::ingredient),
                each(instructions, RecipeInput::instruction), tags);
    }

    static RecipeDraft.SourceInput source(SourceInput s) {
        return s == null ? null : new RecipeDraft.SourceInput(s.name(), s.url());
    }

    static RecipeDraft.ImageInput image(ImageInput i) {
        return i == null ? null : new RecipeDraft.ImageInput(i.url(), i.width(), i.height());
    }

    static RecipeDraft.IngredientInput ingredient(IngredientInput i) {
        return i == null ? null : new RecipeDraft.IngredientInput(i.text(), i.name(), i.quantity(), i.quantityMax(),
                i.unit(), i.comment(), i.category(), i.group());
    }

    static RecipeDraft.InstructionInput instruction(InstructionInput i) {
        return i == null ? null : new RecipeDraft.InstructionInput(i.text());
    }

    /** Each element mapped, a null list and null elements kept as sent (the checks point at them). */
    static <T, R> List<R> each(List<T> sent, java.util.function.Function<T, R> map) {
        return sent == null ? null : sent.stream().map(map).toList();
    }

    @Schema(description = "Where the recipe comes from; a blank name and url together count as no source.")
    public record SourceInput(@Nullable @Schema(maxLength = RecipeContent.MAX_NAME) String name,
                              @Nullable @Schema(description = "An absolute http or https URL", format = "uri",
                                      maxLength = RecipeContent.MAX_URL) String url) {
    }

    public record ImageInput(
            @Schema(description = "An absolute http or https URL; an image whose url is blank is left out (pages "
                    + "that recipes are imported from often carry one).", format = "uri",
                    requiredMode = Schema.RequiredMode.REQUIRED, maxLength = RecipeContent.MAX_URL)
            String url,
            @Nullable @Schema(minimum = "1", maximum = "100000") Integer width,
            @Nullable @Schema(minimum = "1", maximum = "100000") Integer height) {
    }

    /** Either a line of text ({@code "2 cups flour, sifted"}), analysed by the server, or the structured fields. */
    @Schema(description = "Either text, which the server analyses into the other members, or a name with the "
            + "structured members (422 when both are absent). With a name, text is kept as the line shown.")
    public record IngredientInput(
            @Nullable @Schema(maxLength = RecipeContent.MAX_TEXT) String text,
            @Nullable @Schema(maxLength = RecipeContent.MAX_NAME) String name,
            @Nullable @Schema(minimum = "0", exclusiveMinimum = true, maximum = "1000000") Double quantity,
            @Nullable @Schema(description = "Not less than quantity", minimum = "0", exclusiveMinimum = true,
                    maximum = "1000000") Double quantityMax,
            @Nullable @Schema(description = "A unit code of the contract or a spelling of one; an unknown unit "
                    + "gets 422.") String unit,
            @Nullable @Schema(maxLength = RecipeContent.MAX_TEXT) String comment,
            @Nullable @Schema(ref = "#/components/schemas/Category") String category,
            @Nullable @Schema(description = "A heading the ingredient is listed under (\"For the sauce\")",
                    maxLength = RecipeContent.MAX_NAME) String group) {
    }

    public record InstructionInput(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1,
                    maxLength = RecipeContent.MAX_INSTRUCTION) String text) {
    }
}
