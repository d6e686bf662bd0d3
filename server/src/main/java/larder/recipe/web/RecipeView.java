package larder.recipe.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.List;
import larder.food.FoodLink;
import larder.food.web.FoodRefView;
import larder.food.web.NutritionView;
import larder.diet.DietLine;
import larder.diet.Label;
import larder.diet.Labels;
import larder.diet.Verdict;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Measurement;
import larder.recipe.PantrySearch;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import larder.recipe.RecipeSummary;

/** A recipe as the API shows it (docs/api.md §6), in answers and in events. */
public record RecipeView(String id, String name, @Nullable String description, @Nullable SourceView source,
                  List<ImageView> images, @Nullable Integer servings, @Nullable Integer prepTimeMinutes,
                  @Nullable Integer cookTimeMinutes, @Nullable Integer totalTimeMinutes,
                  List<IngredientView> ingredients, List<InstructionView> instructions, List<String> tags,
                  @Schema(allowableValues = {"app", "user"}) String owner, Instant createdAt, Instant updatedAt,
                  LabelsView labels,
                  @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                  @Schema(description = "Only with ?include=nutrition: the recipe's nutrition, scaled as the recipe "
                          + "is.") NutritionView nutrition) {

    /** The recipe with its nutrition, for {@code ?include=nutrition}. */
    public RecipeView withNutrition(NutritionView nutrition) {
        return new RecipeView(id, name, description, source, images, servings, prepTimeMinutes, cookTimeMinutes,
                totalTimeMinutes, ingredients, instructions, tags, owner, createdAt, updatedAt, labels,
                nutrition);
    }

    @Schema(description = "One diet or allergen label (docs/labels.md): true when every line is known and none "
            + "breaks it; false when some line breaks it (because lists those lines); null when none breaks it but "
            + "some line is not known (because lists those). Never true on a guess.")
    public record LabelView(@Nullable @Schema(nullable = true, requiredMode = Schema.RequiredMode.REQUIRED)
                            Boolean value,
                            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, description = "The lines that break "
                                    + "the label, or that are unknown; empty when true.") List<String> because) {

        static LabelView of(Verdict verdict) {
            return new LabelView(verdict.value(), verdict.because());
        }
    }

    @Schema(description = "The twelve labels of docs/api.md §15, each with its reasons.")
    public record LabelsView(LabelView vegan, LabelView vegetarian, LabelView pescatarian, LabelView glutenFree,
                             LabelView dairyFree, LabelView eggFree, LabelView fishFree, LabelView shellfishFree,
                             LabelView treeNutFree, LabelView peanutFree, LabelView soyFree, LabelView sesameFree) {

        public static LabelsView of(Labels l) {
            return new LabelsView(v(l, Label.VEGAN), v(l, Label.VEGETARIAN), v(l, Label.PESCATARIAN),
                    v(l, Label.GLUTEN_FREE), v(l, Label.DAIRY_FREE), v(l, Label.EGG_FREE), v(l, Label.FISH_FREE),
                    v(l, Label.SHELLFISH_FREE), v(l, Label.TREE_NUT_FREE), v(l, Label.PEANUT_FREE),
                    v(l, Label.SOY_FREE), v(l, Label.SESAME_FREE));
        }

        private static LabelView v(Labels labels, Label label) {
            return LabelView.of(labels.get(label));
        }
    }

    @Schema(name = "RecipeSourceView", description = "At least one of name and url.")
    public record SourceView(@Nullable String name, @Nullable String url) {
    }

    /** A recipe in a listing: docs/api.md's recipe_summary, and whose it is. */
    public record RecipeSummaryView(String id, String name, List<ImageView> images,
                                    @Nullable Integer totalTimeMinutes, List<String> tags,
                                    @Schema(allowableValues = {"app", "user"}) String owner,
                                    @ArraySchema(arraySchema = @Schema(description = "The labels (section 15) that "
                                            + "are true of the recipe, in the labels' order, for a card to show; "
                                            + "read the recipe for every label's value and because. Empty for a "
                                            + "recipe stored before labels until it is indexed."),
                                            schema = @Schema(allowableValues = {"vegan", "vegetarian", "pescatarian",
                                                    "gluten_free", "dairy_free", "egg_free", "fish_free",
                                                    "shellfish_free", "tree_nut_free", "peanut_free", "soy_free",
                                                    "sesame_free"}))
                                    List<String> trueLabels,
                                    @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                                    @Schema(description = "Only in a search with pantry=true: the names of the "
                                            + "ingredients the caller's pantry does not cover whole.")
                                    List<String> missingIngredients,
                                    @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                                    @Schema(description = "Only in a search with pantry=true: how many ingredients "
                                            + "the pantry does not cover whole.", minimum = "0")
                                    Integer missingCount) {

        public static RecipeSummaryView of(RecipeSummary s) {
            return new RecipeSummaryView(s.id(), s.name(),
                    s.images().stream().map(i -> new ImageView(i.url(), i.width(), i.height())).toList(),
                    s.totalTimeMinutes(), s.tags(), s.owner(), s.trueLabels(), null, null);
        }

        /** A hit of a search by the pantry, with what is missing. */
        public static RecipeSummaryView of(PantrySearch.Ranked ranked) {
            RecipeSummaryView view = of(ranked.recipe());
            return new RecipeSummaryView(view.id(), view.name(), view.images(), view.totalTimeMinutes(), view.tags(),
                    view.owner(), view.trueLabels(), ranked.missingIngredients(), ranked.missingIngredients().size());
        }
    }

    public record ImageView(String url, @Nullable Integer width, @Nullable Integer height) {
    }

    public record IngredientView(String text, String name, @Nullable Double quantity, @Nullable Double quantityMax,
                                 @Nullable @Schema(ref = "#/components/schemas/Unit") String unit, @Nullable String comment,
                                 @Nullable @Schema(ref = "#/components/schemas/Category") String category, @Nullable String group,
                                 @Nullable @Schema(description = "The SR28 food the line names, or null when none "
                                         + "fits.") FoodRefView food,
                                 @Nullable @Schema(description = "The weight of the line's amount at the recipe's "
                                         + "scale, to one decimal, or null when it has none or it cannot be known.")
                                 Double grams) {

        static IngredientView of(RecipeContent.Ingredient i) {
            return new IngredientView(i.text(), i.name(), i.quantity(), i.quantityMax(),
                    i.unit() == null ? null : i.unit().code(), i.comment(),
                    i.category() == null ? null : i.category().code(), i.group(),
                    i.food() == null ? null : FoodRefView.of(i.food().food()),
                    i.food() == null ? null : NutritionView.grams(i.food().grams()));
        }
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
                                           + "or null when it has none or it cannot be known.") Double grams,
                                   LabelsView labels) {

        public static AnalysedItemView of(AnalysedIngredient a, FoodLink link) {
            return new AnalysedItemView(a.text(), a.name(), a.quantity(), a.quantityMax(),
                    a.unit() == null ? null : a.unit().code(), a.comment(), a.category().code(),
                    a.measurements().stream().map(MeasurementView::of).toList(), FoodRefView.of(link.food()),
                    NutritionView.grams(link.grams()),
                    LabelsView.of(Labels.ofLine(new DietLine(a.text(), a.canonicalName()))));
        }
    }

    public static RecipeView of(Recipe recipe, RecipeContent content) {
        return new RecipeView(recipe.id(), content.name(), content.description(),
                content.source() == null ? null : new SourceView(content.source().name(), content.source().url()),
                content.images().stream().map(i -> new ImageView(i.url(), i.width(), i.height())).toList(),
                content.servings(), content.prepTimeMinutes(), content.cookTimeMinutes(), content.totalTimeMinutes(),
                content.ingredients().stream().map(IngredientView::of).toList(),
                content.instructions().stream().map(i -> new InstructionView(i.text())).toList(),
                content.tags(), recipe.owner(), recipe.createdAt(), recipe.updatedAt(),
                LabelsView.of(content.labels()), null);
    }

    public static RecipeView of(Recipe recipe) {
        return of(recipe, recipe.content());
    }
}
