package dev.larder.client;

import dev.larder.client.model.Cart;
import dev.larder.client.model.GeneratedMealPlan;
import dev.larder.client.model.MealInput;
import dev.larder.client.model.MealPatch;
import dev.larder.client.model.MealPlan;
import dev.larder.client.model.MealPlanGenerateInput;
import dev.larder.client.model.MealPlanInput;
import dev.larder.client.model.MealPlanPatch;
import dev.larder.client.model.MealPlanShoppingInput;
import dev.larder.client.model.MealPlanSummary;
import dev.larder.client.model.ShoppingList;

/** A user's meal plans: meals, generation, and shopping for a range (contract section 17). User token only. */
public final class MealPlans extends Resource {

    private static final String SHOPPING = "/v1beta/meal-plans/{id}/shopping";

    MealPlans(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** Creates an empty plan of 1 to 28 days (201). */
    @ApiOperation(method = "POST", path = "/v1beta/meal-plans")
    public MealPlan create(MealPlanInput plan, RequestOption... options) {
        return call(httpPost("/v1beta/meal-plans").body(plan).options(options), MealPlan.class);
    }

    /** The user's plans, page by page, without their meals; {@code limit} null for the server's page size. */
    @ApiOperation(method = "GET", path = "/v1beta/meal-plans")
    public Paged<MealPlanSummary> list(Integer limit, RequestOption... options) {
        return paged(after -> httpGet("/v1beta/meal-plans").query("limit", limit).query("after", after)
                .options(options), MealPlanSummary.class);
    }

    /** Reads a plan, with its meals and nutrition by day. */
    @ApiOperation(method = "GET", path = "/v1beta/meal-plans/{id}")
    public MealPlan get(String id, RequestOption... options) {
        return call(httpGet("/v1beta/meal-plans/{id}", id).options(options), MealPlan.class);
    }

    /** Renames a plan; takes {@link RequestOption#ifMatch}. */
    @ApiOperation(method = "PATCH", path = "/v1beta/meal-plans/{id}")
    public MealPlan update(String id, MealPlanPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/meal-plans/{id}", id).body(patch).options(options), MealPlan.class);
    }

    /** Deletes a plan; takes {@link RequestOption#ifMatch}. */
    @ApiOperation(method = "DELETE", path = "/v1beta/meal-plans/{id}")
    public void delete(String id, RequestOption... options) {
        call(httpDelete("/v1beta/meal-plans/{id}", id).options(options));
    }

    /** Adds a meal by hand; answers the whole plan. */
    @ApiOperation(method = "POST", path = "/v1beta/meal-plans/{id}/meals")
    public MealPlan addMeal(String id, MealInput meal, RequestOption... options) {
        return call(httpPost("/v1beta/meal-plans/{id}/meals", id).body(meal).options(options), MealPlan.class);
    }

    /** Moves a meal or changes its servings; answers the whole plan. */
    @ApiOperation(method = "PATCH", path = "/v1beta/meal-plans/{id}/meals/{mealId}")
    public MealPlan updateMeal(String id, String mealId, MealPatch patch, RequestOption... options) {
        return call(httpPatch("/v1beta/meal-plans/{id}/meals/{mealId}", id, mealId).body(patch).options(options),
                MealPlan.class);
    }

    /** Removes a meal. */
    @ApiOperation(method = "DELETE", path = "/v1beta/meal-plans/{id}/meals/{mealId}")
    public void deleteMeal(String id, String mealId, RequestOption... options) {
        call(httpDelete("/v1beta/meal-plans/{id}/meals/{mealId}", id, mealId).options(options));
    }

    /** Fills the empty slots of a range; the slots it could not fill are in {@code unmet}. */
    @ApiOperation(method = "POST", path = "/v1beta/meal-plans/{id}/generate")
    public GeneratedMealPlan generate(String id, MealPlanGenerateInput request, RequestOption... options) {
        return call(httpPost("/v1beta/meal-plans/{id}/generate", id).body(request).options(options),
                GeneratedMealPlan.class);
    }

    /**
     * Puts a range's ingredients on the list {@code request.listId()}, bringing what the plan put there before in
     * line with the plan; answers the list.
     */
    @ApiOperation(method = "POST", path = SHOPPING)
    public ShoppingList shopOntoList(String id, MealPlanShoppingInput request, RequestOption... options) {
        if (request.listId() == null) {
            throw new IllegalArgumentException("shopOntoList takes a request with a list_id");
        }
        return call(httpPost(SHOPPING, id).body(request).options(options), ShoppingList.class);
    }

    /** Puts a range's ingredients in a new cart at {@code request.retailerId()}; answers the cart (201). */
    @ApiOperation(method = "POST", path = SHOPPING)
    public Cart shopIntoCart(String id, MealPlanShoppingInput request, RequestOption... options) {
        if (request.retailerId() == null) {
            throw new IllegalArgumentException("shopIntoCart takes a request with a retailer_id");
        }
        return call(httpPost(SHOPPING, id).body(request).options(options), Cart.class);
    }
}
