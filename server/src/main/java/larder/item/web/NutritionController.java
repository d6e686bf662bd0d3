package larder.item.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.auth.Credential;
import larder.food.Foods;
import larder.food.web.NutritionView;
import larder.ingredient.AnalysedIngredient;
import larder.item.NewItems;
import larder.item.RequestLimits;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Nutrition")
class NutritionController {

    static final int MAX_SERVINGS = 10_000;

    private final Foods foods;

    NutritionController(Foods foods) {
        this.foods = foods;
    }

    @Schema(name = "NutritionRequest")
    record NutritionRequest(
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_ITEMS,
                    arraySchema = @Schema(description = ItemsInput.ITEMS_DOC))
            List<ItemsInput.ItemInput> items,
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_ITEMS,
                    arraySchema = @Schema(description = ItemsInput.RAW_ITEMS_DOC),
                    schema = @Schema(minLength = 1, maxLength = NewItems.MAX_TEXT)) List<String> rawItems,
            @Nullable @Schema(description = "How many servings the lines make: 1 to 10000, 1 when absent (422 "
                    + "request.invalid otherwise).", minimum = "1", maximum = "10000") Double servings) {
    }

    @PostMapping("/v1beta/nutrition/analyze")
    @Operation(operationId = "analyzeNutrition", summary = "Analyse the nutrition of lines", description = "Links "
            + "each item and raw line to a USDA SR28 food and its weight, and adds them up: in total and per "
            + "serving, with the FDA daily values and each line's provenance (items first, then raw_items, each in "
            + "order). A line with no food, no amount or no known weight is not counted, with its reason; coverage "
            + "says how many were. At most 50 items and raw_items together (422 request.too_many_items).")
    NutritionView analyze(Credential credential, @RequestBody NutritionRequest body) {
        double servings = body.servings() == null ? 1 : body.servings();
        List<FieldProblem> problems = new ArrayList<>();
        if (!(servings >= 1) || servings > MAX_SERVINGS) {
            problems.add(FieldProblem.invalid("/servings", "must be a number from 1 to " + MAX_SERVINGS));
        }
        NewItems.Checked checked;
        try {
            checked = NewItems.check(ItemsInput.command(body.items(), body.rawItems(), null), ids -> Map.of());
        } catch (InvalidRequest e) {
            if (problems.isEmpty()) {
                throw e;
            }
            throw new InvalidRequest(concat(e.errors(), problems));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        List<AnalysedIngredient> lines = checked.items().stream().map(NutritionController::line).toList();
        return NutritionView.of(foods.nutrition(lines, servings));
    }

    private static AnalysedIngredient line(NewItems.NewItem item) {
        return switch (item) {
            case NewItems.FromText text -> text.analysed();
            case NewItems.Structured s -> Foods.line(null, s.name(), s.quantity().amount(), s.quantity().max(),
                    s.unit(), s.comment());
            case NewItems.Given g -> g.fields().asLine();
            case NewItems.FromRecipe r -> throw new IllegalStateException("no recipes are asked for here");
        };
    }

    private static List<FieldProblem> concat(List<FieldProblem> a, List<FieldProblem> b) {
        List<FieldProblem> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
