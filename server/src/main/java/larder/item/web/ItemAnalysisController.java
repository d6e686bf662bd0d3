package larder.item.web;

import larder.recipe.web.RecipeView;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.util.ArrayList;
import java.util.List;
import larder.auth.Credential;
import larder.food.Foods;
import larder.ingredient.IngredientAnalyser;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Items")
class ItemAnalysisController {

    private final Foods foods;

    ItemAnalysisController(Foods foods) {
        this.foods = foods;
    }

    static final int MAX_LINES = 50;
    static final int MAX_LINE = 1000;

    record AnalyzeRequest(
            @Nullable @ArraySchema(maxItems = MAX_LINES, arraySchema = @Schema(description = "The lines, at most 50 "
                    + "(422 request.too_many_items); absent or null analyses nothing."),
                    schema = @Schema(minLength = 1, maxLength = MAX_LINE)) List<String> rawItems) {
    }

    record AnalyzeResponse(List<RecipeView.AnalysedItemView> items) {
    }

    @PostMapping("/v1beta/items/analyze")
    @Operation(operationId = "analyzeItems",
            summary = "Analyse ingredient lines", description = "Turns each line (\"2 1/2 cups flour, sifted\") "
            + "into name, quantity, quantity_max, unit, comment, aisle category and equivalents in other units, in "
            + "input order. At most 50 lines (422 request.too_many_items). A line that cannot be understood comes "
            + "back whole as the name. Each line also gets its USDA SR28 food (or null) and the grams of its amount "
            + "(or null).")
    AnalyzeResponse analyze(Credential credential, @RequestBody AnalyzeRequest body) {
        List<String> lines = body.rawItems() == null ? List.of() : body.rawItems();
        if (lines.size() > MAX_LINES) {
            throw new ProblemException(ProblemCode.TOO_MANY_ITEMS, HttpStatus.UNPROCESSABLE_CONTENT,
                    "At most " + MAX_LINES + " lines can be analysed at once; " + lines.size() + " were sent.",
                    List.of(new FieldProblem("/raw_items", ProblemCode.TOO_MANY_ITEMS.code(),
                            "at most " + MAX_LINES + " lines")));
        }
        List<FieldProblem> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line == null || line.isBlank() || line.length() > MAX_LINE) {
                problems.add(FieldProblem.invalid("/raw_items/" + i, "must be 1 to " + MAX_LINE + " characters"));
            }
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return new AnalyzeResponse(lines.stream().map(IngredientAnalyser::analyse)
                .map(analysed -> RecipeView.AnalysedItemView.of(analysed, foods.link(analysed))).toList());
    }
}
