package larder.food.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import larder.auth.Credential;
import larder.food.Food;
import larder.food.FoodTable;
import larder.food.Foods;
import larder.platform.Cursor;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/v1beta/foods")
@Tag(name = "Foods")
class FoodsController {

    static final int MAX_QUERY = 200;

    private final Foods foods;

    FoodsController(Foods foods) {
        this.foods = foods;
    }

    @Schema(name = "Food")
    record FoodView(@Schema(example = "sr28:01001") String id, @Schema(example = "Butter, salted") String name,
                    @Schema(example = "Dairy and Egg Products") String group, List<PortionView> portions,
                    @com.fasterxml.jackson.annotation.JsonProperty("nutrients_per_100g") NutrientsView nutrientsPer100g) {

        static FoodView of(Food food) {
            return new FoodView(food.id(), food.name(), food.group().name(), food.portions().stream()
                    .map(p -> new PortionView(p.amount(), p.description(), p.grams())).toList(),
                    NutrientsView.of(food.per100g()));
        }
    }

    @Schema(name = "FoodPortion", description = "A household measure and its weight: 1 tbsp of butter is 14.2 g.")
    record PortionView(@Schema(example = "1") double amount, @Schema(example = "tbsp") String description,
                       @Schema(example = "14.2") double grams) {
    }

    @GetMapping
    @Operation(operationId = "searchFoods", summary = "Search foods", description = "Foods of USDA SR28 whose name "
            + "has, for every word of q, a word starting with it (\"butt salt\" finds \"Butter, salted\"), best "
            + "first: foods whose name leads with q's first word, then shorter names, then by id. Without q, every "
            + "food, by id. A q over 200 characters gets 400 request.invalid.")
    Page<FoodView> search(Credential credential,
                          @Parameter(description = "Words to look for, at most 200 characters; absent or blank "
                                  + "lists every food.", schema = @Schema(maxLength = MAX_QUERY))
                          @RequestParam(required = false) String q,
                          @PageRequest.CursorKeys(2) PageRequest page) {
        if (q != null && q.length() > MAX_QUERY) {
            throw InvalidRequest.badParameter("q", "q must be at most " + MAX_QUERY + " characters.");
        }
        List<FoodTable.Ranked> found = q == null || q.isBlank()
                ? foods.table().foods().stream().map(food -> new FoodTable.Ranked(food, 0)).toList()
                : foods.table().search(q);
        int start = 0;
        if (page.after().isPresent()) {
            Cursor after = page.after().get();
            int rank = after.position(0, Integer.MAX_VALUE);
            String ndb = after.key(1);
            while (start < found.size() && (found.get(start).rank() < rank
                    || found.get(start).rank() == rank && found.get(start).food().ndb().compareTo(ndb) <= 0)) {
                start++;
            }
        }
        List<FoodTable.Ranked> fetched = found.subList(start, Math.min(found.size(), start + page.fetchSize()));
        return Page.of(fetched, page, ranked -> Cursor.of(Integer.toString(ranked.rank()), ranked.food().ndb()))
                .map(ranked -> FoodView.of(ranked.food()));
    }

    @GetMapping("/{id}")
    @Operation(operationId = "getFood", summary = "Read a food", description = "One food of USDA SR28, by its id "
            + "(\"sr28:01001\"): its group, its portions and its nutrients in 100 g. Any other id gets 404.")
    FoodView get(Credential credential, @PathVariable String id) {
        return FoodView.of(foods.byId(id).orElseThrow(() -> new NotFound("Food " + id)));
    }
}
