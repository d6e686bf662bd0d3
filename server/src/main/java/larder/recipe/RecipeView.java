package larder.recipe;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.List;
import larder.food.FoodLink;
import larder.food.FoodRefView;
import larder.food.NutritionView;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Measurement;

/** A recipe as the API shows it (docs/api.md §6), in answers and in events. */
public record RecipeView(String id, String name, @Nullable String description, @Nullable SourceView source,
                  List<ImageView> images, @Nullable Integer servings, @Nullable Integer prepTimeMinutes,
                  @Nullable Integer cookTimeMinutes, @Nullable Integer totalTimeMinutes,
                  List<IngredientView> ingredients, List<InstructionView> instructions, List<String> tags,
                  @Schema(allowableValues = {"app", "user"}) String owner, Instant createdAt, Instant updatedAt,
                  @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                  @Schema(description = "Only with ?include=nutrition: the recipe's nutrition, scaled as the recipe "
                          + "is.") NutritionView nutrition) {

    /** The recipe with its nutrition, for {@code ?include=nutrition}. */
    public RecipeView withNutrition(NutritionView nutrition) {
        return new RecipeView(id, name, description, source, images, servings, prepTimeMinutes, cookTimeMinutes,
                totalTimeMinutes, ingredients, instructions, tags, owner, createdAt, updatedAt, nutrition);
    }

    @Schema(name = "RecipeSourceView", description = "At least one of name and url.")
    public record SourceView(@Nullable String name, @Nullable String url) {
    }

    /** A recipe in a listing: docs/api.md's recipe_summary, and whose it is. */
    public record RecipeSummaryView(String id, String name, List<ImageView> images,
                                    @Nullable Integer totalTimeMinutes, List<String> tags,
                                    @Schema(allowableValues = {"app", "user"}) String owner) {

        public static RecipeSummaryView of(RecipeSummary s) {
            return new RecipeSummaryView(s.id(), s.name(),
                    s.images().stream().map(i -> new ImageView(i.url(), i.width(), i.height())).toList(),
                    s.totalTimeMinutes(), s.tags(), s.owner());
        }
    }

    public record ImageView(String url, @Nullable Integer width, @Nullable Integer height) {
    }

    public record IngredientView(String text, String name, @Nullable Double quantity, @Nullable Double quantityMax,
                                 @Nullable @Schema(ref = "#/components/schemas/Unit") String unit, @Nullable String comment,
                                 @Nullable @Schema(ref = "#/components/schemas/Category") String category, @Nullable String group) {
    }

    public record InstructionView(String text) {
    }

    public record MeasurementView(double quantity, @Schema(ref = "#/components/schemas/Unit") String unit) {
        public static MeasurementView of(Measurement m) {
            return new MeasurementView(m.quantity(), m.unit().code());
        }
    }

    /**
     * One analysed line of {@code POST /v1beta/items/analyze}, with its SR28 food and the grams of its amount
     * (contract section 14).
     */
    public record AnalysedItemView(String text, String name, @Nullable Double quantity, @Nullable Double quantityMax,
                                   @Nullable @Schema(ref = "#/components/schemas/Unit") String unit, @Nullable String comment, @Schema(ref = "#/components/schemas/Category") String category,
                                   List<MeasurementView> measurements,
                                   @Nullable @Schema(description = "The SR28 food the line names, or null when none "
                                           + "fits.") FoodRefView food,
                                   @Nullable @Schema(description = "The weight of the line's amount, to one decimal, "
                                           + "or null when it has none or it cannot be known.") Double grams) {

        public static AnalysedItemView of(AnalysedIngredient a, FoodLink link) {
            return new AnalysedItemView(a.text(), a.name(), a.quantity(), a.quantityMax(),
                    a.unit() == null ? null : a.unit().code(), a.comment(), a.category().code(),
                    a.measurements().stream().map(MeasurementView::of).toList(), FoodRefView.of(link.food()),
                    NutritionView.grams(link.grams()));
        }
    }

    public static RecipeView of(Recipe recipe, RecipeContent content) {
        return new RecipeView(recipe.id(), content.name(), content.description(),
                content.source() == null ? null : new SourceView(content.source().name(), content.source().url()),
                content.images().stream().map(i -> new ImageView(i.url(), i.width(), i.height())).toList(),
                content.servings(), content.prepTimeMinutes(), content.cookTimeMinutes(), content.totalTimeMinutes(),
                content.ingredients().stream().map(i -> new IngredientView(i.text(), i.name(), i.quantity(),
                        i.quantityMax(), i.unit() == null ? null : i.unit().code(), i.comment(),
                        i.category() == null ? null : i.category().code(), i.group())).toList(),
                content.instructions().stream().map(i -> new InstructionView(i.text())).toList(),
                content.tags(), recipe.owner(), recipe.createdAt(), recipe.updatedAt(), null);
    }

    public static RecipeView of(Recipe recipe) {
        return of(recipe, recipe.content());
    }
}
