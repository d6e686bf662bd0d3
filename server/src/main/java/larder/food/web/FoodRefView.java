package larder.food.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import larder.food.Food;

/** A line's food on the wire: {@code {"id": "sr28:01001", "name": "Butter, salted"}}, or null for none. */
@Schema(name = "FoodRef", description = "The SR28 food a line names; read it whole at GET /v1beta/foods/{id}.")
public record FoodRefView(@Schema(example = "sr28:01001") String id, @Schema(example = "Butter, salted") String name) {

    /** The food of a link, or null for a line with none. */
    public static @Nullable FoodRefView of(@Nullable Food food) {
        return food == null ? null : new FoodRefView(food.id(), food.name());
    }
}
