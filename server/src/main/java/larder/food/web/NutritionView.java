package larder.food.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import java.util.Map;
import larder.food.FoodLink;
import larder.food.Nutrition;

/** The nutrition record on the wire (contract section 14). */
@Schema(name = "Nutrition", description = "What some lines add up to, per serving and in total, with each line's "
        + "provenance. A total is complete only when coverage is 1.")
public record NutritionView(
        @Schema(description = "What the total is divided by: positive.") double servings,
        NutrientsView perServing,
        NutrientsView total,
        @Schema(description = "Each nutrient per serving as a whole percentage of the US FDA's reference daily value "
                + "for adults; nutrients without a reference value (trans fat, sugars) or without a value are left "
                + "out.", example = "{\"energy_kcal\": 26, \"fat_g\": 31}") Map<String, Integer> dailyValues,
        @Schema(description = "The share of lines counted, 0 to 1 with two decimals.", minimum = "0", maximum = "1")
        double coverage,
        List<Line> ingredients) {

    @Schema(name = "NutritionLine")
    public record Line(
            @Schema(description = "The line as given, or the item's name for a structured item.") String text,
            @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true) FoodRefView food,
            @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true,
                    description = "The weight of the line's amount, to one decimal.") Double grams,
            @Schema(description = "Whether the line adds to the totals. Water counts, as zero.") boolean counted,
            @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true,
                    allowableValues = {"no_food", "no_amount", "no_weight"},
                    description = "Why a line is not counted; null when it is.") String reason) {
    }

    public static NutritionView of(Nutrition nutrition) {
        return new NutritionView(nutrition.servings(), NutrientsView.of(nutrition.perServing()),
                NutrientsView.of(nutrition.total()), nutrition.dailyValues(), nutrition.coverage(),
                nutrition.lines().stream().map(line -> new Line(line.text(), FoodRefView.of(line.link().food()),
                        grams(line.link().grams()), line.link().counted(),
                        line.link().reason() == null ? null : line.link().reason().code())).toList());
    }

    /** Grams as shown: one decimal. */
    public static @Nullable Double grams(@Nullable Double grams) {
        return FoodLink.shownGrams(grams);
    }
}
