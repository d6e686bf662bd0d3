package larder.plan.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import larder.auth.UserCredential;
import larder.cart.web.CartView;
import larder.ingredient.Combiner;
import larder.list.web.ShoppingListView;
import larder.pantry.web.PantryCoveredView;
import larder.plan.MealPlans;
import larder.plan.PlanRead;
import larder.plan.Shopped;
import larder.platform.web.IfMatch;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.web.Versions;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Meal plans")
class MealPlansController {

    private static final String OWNER = " User access token only; another user's plan is 404.";

    private final MealPlans plans;
    private final Combiner combiner;

    MealPlansController(MealPlans plans, Combiner combiner) {
        this.plans = plans;
        this.combiner = combiner;
    }

    @PostMapping("/v1beta/meal-plans")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createMealPlan", summary = "Create a meal plan", description = "An empty plan of "
            + "days (1 to 28) from start_date; days or a date out of range is 422 request.invalid. Emits "
            + "meal_plan.created. Honours Idempotency-Key." + OWNER,
            responses = @ApiResponse(responseCode = "201", description = "The plan"))
    ResponseEntity<MealPlanViews.MealPlanView> create(UserCredential user,
                                                      @RequestBody MealPlanBodies.NewPlanBody body) {
        PlanRead read = plans.create(user, body.input());
        return Versions.created("/v1beta/meal-plans/" + read.plan().id(), read.plan().version(),
                MealPlanViews.MealPlanView.of(read));
    }

    @GetMapping("/v1beta/meal-plans")
    @Operation(operationId = "listMealPlans", summary = "List the user's meal plans", description = "In order of "
            + "creation, without their meals (meal_count instead)." + OWNER)
    Page<MealPlanViews.SummaryView> list(UserCredential user, PageRequest page) {
        return plans.list(user, page).map(l -> MealPlanViews.SummaryView.of(l.plan(), l.mealCount()));
    }

    @GetMapping("/v1beta/meal-plans/{id}")
    @Operation(operationId = "getMealPlan", summary = "Read a meal plan", description = "Its meals in order of date "
            + "and slot, each with its recipe's summary, and nutrition_by_day for every date of the plan." + OWNER,
            responses = @ApiResponse(responseCode = "200", description = "The plan"))
    ResponseEntity<MealPlanViews.MealPlanView> get(UserCredential user, @PathVariable String id) {
        return answer(plans.get(user, id));
    }

    @PatchMapping(path = "/v1beta/meal-plans/{id}", consumes = {MediaType.APPLICATION_JSON_VALUE,
            "application/merge-patch+json"})
    @Operation(operationId = "updateMealPlan", summary = "Rename a meal plan", description = "name, 1 to 200 "
            + "characters; left out or null, the name stays. Honours If-Match (412 when stale). Emits "
            + "meal_plan.updated." + OWNER,
            responses = @ApiResponse(responseCode = "200", description = "The plan"))
    ResponseEntity<MealPlanViews.MealPlanView> update(UserCredential user, @PathVariable String id,
                                                      @RequestBody MealPlanBodies.RenameBody body, IfMatch ifMatch) {
        return answer(plans.rename(user, id, body.name(), ifMatch));
    }

    @DeleteMapping("/v1beta/meal-plans/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteMealPlan", summary = "Delete a meal plan", description = "Items its shopping "
            + "put on lists stay there. Honours If-Match. Emits meal_plan.deleted." + OWNER)
    void delete(UserCredential user, @PathVariable String id, IfMatch ifMatch) {
        plans.delete(user, id, ifMatch);
    }

    @PostMapping("/v1beta/meal-plans/{id}/meals")
    @Operation(operationId = "addMeal", summary = "Add a meal to a plan", description = "A recipe the user may see, "
            + "on a date of the plan (422 request.invalid otherwise), for a slot; several meals may share a slot. "
            + "A plan holds at most 200 meals (422 meal_plan.full). Generation never replaces a meal added by hand. "
            + "Emits meal_plan.updated. Honours Idempotency-Key." + OWNER,
            responses = @ApiResponse(responseCode = "200", description = "The plan"))
    ResponseEntity<MealPlanViews.MealPlanView> addMeal(UserCredential user, @PathVariable String id,
                                                       @RequestBody MealPlanBodies.MealBody body) {
        return answer(plans.addMeal(user, id, body.input()));
    }

    @PatchMapping(path = "/v1beta/meal-plans/{id}/meals/{mealId}", consumes = {MediaType.APPLICATION_JSON_VALUE,
            "application/merge-patch+json"})
    @Operation(operationId = "updateMeal", summary = "Move a meal, or change its servings", description = "date (of "
            + "the plan), slot and servings; members left out stay. Honours If-Match. Emits meal_plan.updated."
            + OWNER, responses = @ApiResponse(responseCode = "200", description = "The plan"))
    ResponseEntity<MealPlanViews.MealPlanView> updateMeal(UserCredential user, @PathVariable String id,
                                                          @PathVariable String mealId,
                                                          @RequestBody MealPlanBodies.MealPatchBody body,
                                                          IfMatch ifMatch) {
        return answer(plans.updateMeal(user, id, mealId, body.input(), ifMatch));
    }

    @DeleteMapping("/v1beta/meal-plans/{id}/meals/{mealId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteMeal", summary = "Remove a meal from a plan", description = "Honours If-Match. "
            + "Emits meal_plan.updated." + OWNER)
    void deleteMeal(UserCredential user, @PathVariable String id, @PathVariable String mealId, IfMatch ifMatch) {
        plans.deleteMeal(user, id, mealId, ifMatch);
    }

    @PostMapping("/v1beta/meal-plans/{id}/generate")
    @Operation(operationId = "generateMealPlan", summary = "Fill a plan's empty slots", description = "Fills each "
            + "empty slot of the range (a date and slot without a meal) from the app's catalogue and the user's own "
            + "recipes, honouring the user's preferences (diets, avoided allergens and dislikes through the recipes' "
            + "labels and ingredients, dislikes matched by canonical name as search's exclude_ingredient, and "
            + "max_total_minutes), never planning a recipe twice within 7 days, and "
            + "keeping every meal already planned. A recipe tagged breakfast, lunch, dinner or snack is planned for "
            + "those slots only. kcal_per_day bounds the energy per serving of each day's meals. The same seed, "
            + "plan and recipes give the same meals. Slots it cannot fill are listed in unmet with a reason; it "
            + "does not fail for them. Emits meal_plan.updated when it placed a meal. Honours Idempotency-Key."
            + OWNER, responses = @ApiResponse(responseCode = "200", description = "The plan, and unmet"))
    ResponseEntity<MealPlanViews.GeneratedView> generate(UserCredential user, @PathVariable String id,
                                                         @RequestBody MealPlanBodies.GenerateBody body) {
        PlanRead read = plans.generate(user, id, body.input());
        return Versions.ok(read.plan().version(), MealPlanViews.GeneratedView.of(read));
    }

    @PostMapping("/v1beta/meal-plans/{id}/shopping")
    @Operation(operationId = "shopMealPlan", summary = "Shop for a range of a plan", description = "Puts the "
            + "ingredients of every meal from from to to (the whole plan when left out), each recipe scaled to its "
            + "meals' servings, on the list list_id (200 with the list) or on a new cart at retailer_id (201 with "
            + "the cart). On a list, doing it again for the same range brings the items it put there in line with "
            + "the plan: it adds, changes or removes only those, in one transaction, as one list change "
            + "(list.updated, with the combined lines it touched), or none when the list already matches. Items "
            + "added by hand are never touched; another range's items are its own. Meals whose recipe is gone are "
            + "left out. pantry: \"subtract\" takes what the user's pantry holds off the needs first, reading the "
            + "pantry and never changing it, and the answer carries pantry_covered (docs/pantry.md). Honours "
            + "Idempotency-Key."
            + OWNER,
            responses = {
                @ApiResponse(responseCode = "200", description = "The list", content = @Content(
                        mediaType = MediaType.APPLICATION_JSON_VALUE,
                        schema = @Schema(implementation = ShoppingListView.class))),
                @ApiResponse(responseCode = "201", description = "The new cart", content = @Content(
                        mediaType = MediaType.APPLICATION_JSON_VALUE,
                        schema = @Schema(implementation = CartView.class)))})
    ResponseEntity<?> shop(UserCredential user, @PathVariable String id,
                           @RequestBody MealPlanBodies.ShoppingBody body) {
        return switch (plans.shop(user, id, body.input())) {
            case Shopped.OnList(var list, var covered) -> {
                ShoppingListView view = ShoppingListView.of(list, combiner);
                yield Versions.ok(list.version(),
                        covered == null ? view : view.withPantryCovered(PantryCoveredView.allOf(covered)));
            }
            case Shopped.InCart(var cart, var covered) -> {
                CartView view = CartView.of(cart);
                yield Versions.created("/v1beta/carts/" + cart.cart().header().id(), cart.cart().header().version(),
                        covered == null ? view : view.withPantryCovered(PantryCoveredView.allOf(covered)));
            }
        };
    }

    private static ResponseEntity<MealPlanViews.MealPlanView> answer(PlanRead read) {
        return Versions.ok(read.plan().version(), MealPlanViews.MealPlanView.of(read));
    }
}
