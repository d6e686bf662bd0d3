package larder.pantry.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import larder.food.web.FoodRefView;
import larder.pantry.Pantries;
import larder.pantry.PantryItem;

/** A pantry item as the API shows it (docs/api.md §16). */
@Schema(name = "PantryItem")
record PantryItemView(String id, String name,
                      @Nullable @Schema(description = "Positive; null for an amount not known (\"some rice\")")
                      Double quantity,
                      @Nullable @Schema(ref = "#/components/schemas/Unit") String unit,
                      @Nullable @Schema(requiredMode = Schema.RequiredMode.REQUIRED, nullable = true,
                              description = "The SR28 food the name means, or null") FoodRefView food,
                      @Nullable @Schema(allowableValues = {"fridge", "freezer", "cupboard"}) String location,
                      @Nullable @Schema(format = "date", example = "2026-12-01") String expiresOn,
                      @Schema(description = "Always at hand, whatever its quantity: covers any amount") boolean staple,
                      Instant createdAt, Instant updatedAt) {

    static PantryItemView of(PantryItem item, Pantries pantries) {
        return new PantryItemView(item.id(), item.name(), item.quantity(),
                item.unit() == null ? null : item.unit().code(), FoodRefView.of(pantries.foodOf(item)),
                item.location() == null ? null : item.location().code(),
                item.expiresOn() == null ? null : item.expiresOn().toString(), item.staple(), item.createdAt(),
                item.updatedAt());
    }
}
