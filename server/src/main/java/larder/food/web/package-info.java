/**
 * The food table's HTTP edge: its controller, and food and nutrition as the API shows them
 * ({@link larder.food.web.FoodRefView}, {@link larder.food.web.NutritionView}), which other modules' answers carry.
 */
@NamedInterface("web")
package larder.food.web;

import org.springframework.modulith.NamedInterface;
