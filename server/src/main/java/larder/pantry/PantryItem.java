package larder.pantry;

import jakarta.annotation.Nullable;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;

/**
 * One thing at home. {@code quantity} is positive or null ("some salt"); {@code unit} null is a bare count or no
 * quantity. A {@code staple} is always at hand, whatever its quantity.
 */
public record PantryItem(String id, String name, @Nullable Double quantity, @Nullable Unit unit,
                         @Nullable Location location, @Nullable LocalDate expiresOn, boolean staple,
                         Instant createdAt, Instant updatedAt) {

    public PantryItem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        // Checked here as well as in the request: a pantry item with no positive amount would cover nothing.
        Quantity.of(quantity);
    }

    /** The item with the change applied at {@code now}; members left out are kept. */
    PantryItem changed(PantryItemChange change, Instant now) {
        Double newQuantity = change.quantity().or(quantity);
        Unit newUnit = change.unit().or(unit);
        Boolean newStaple = change.staple().or(staple);
        return new PantryItem(id, name, newQuantity, newUnit, change.location().or(location),
                change.expiresOn().or(expiresOn), newStaple != null && newStaple, createdAt, now);
    }

    /** The item with another amount, as combining or restocking leaves it. */
    PantryItem holding(@Nullable Double newQuantity, @Nullable Unit newUnit, Instant now) {
        return new PantryItem(id, name, newQuantity, newUnit, location, expiresOn, staple, createdAt, now);
    }

    /** The item as the list combiner takes it. */
    Combiner.Item forCombining() {
        return new Combiner.Item(id, name, Quantity.of(quantity), unit, Category.forIngredient(name), false);
    }

    /** The item as a line of food, for its food link and its weight. */
    ItemFields asFields() {
        return new ItemFields(name, Quantity.of(quantity), unit, null, null, null, Category.forIngredient(name), null,
                null);
    }
}
