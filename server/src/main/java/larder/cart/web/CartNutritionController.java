package larder.cart.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import larder.auth.Credential;
import larder.cart.Carts;
import larder.food.Foods;
import larder.food.web.NutritionView;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Carts")
class CartNutritionController {

    private final Carts carts;
    private final Foods foods;

    CartNutritionController(Carts carts, Foods foods) {
        this.carts = carts;
        this.foods = foods;
    }

    @GetMapping("/v1beta/carts/{id}/nutrition")
    @Operation(operationId = "getCartNutrition", summary = "Read a cart's nutrition", description = "What the "
            + "items put in the cart add up to, from USDA SR28, as one serving: each item as it was added (not the "
            + "products' pack sizes), with its food, grams and whether it counted.")
    NutritionView nutrition(Credential credential, @PathVariable String id) {
        return NutritionView.of(foods.nutrition(carts.get(credential, id).cart().sources().stream()
                .map(source -> source.fields().asLine()).toList(), 1));
    }
}
