package larder.list.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import larder.auth.Credential;
import larder.food.Foods;
import larder.food.Nutrition;
import larder.food.web.NutritionView;
import larder.list.ShoppingLists;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Lists")
class ListNutritionController {

    private final ShoppingLists lists;
    private final Foods foods;

    ListNutritionController(ShoppingLists lists, Foods foods) {
        this.lists = lists;
        this.foods = foods;
    }

    @GetMapping("/v1beta/lists/{id}/nutrition")
    @Operation(operationId = "getListNutrition", summary = "Read a list's nutrition", description = "What the "
            + "list's unchecked items add up to, from USDA SR28, as one serving: checked items have been bought or "
            + "are not wanted, and leave it. Each item's food, grams and whether it counted are given, in the "
            + "list's order.")
    NutritionView nutrition(Credential credential, @PathVariable String id) {
        // Each item's food link as stored with it (derived again only under another table version).
        return NutritionView.of(Foods.nutritionOf(lists.get(credential, id).items().stream()
                .filter(item -> !item.checked())
                .map(item -> new Nutrition.Line(item.fields().asLine().text(),
                        item.food() != null ? item.food() : foods.link(item.fields().asLine())))
                .toList(), 1));
    }
}
