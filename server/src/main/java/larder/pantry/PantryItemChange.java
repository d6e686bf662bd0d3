package larder.pantry;

import java.time.LocalDate;
import larder.ingredient.Unit;
import larder.platform.Sent;

/**
 * {@code PATCH /v1beta/pantry/items/{id}}, read: each member left out, or sent (null clears, except {@code staple},
 * which the reader refuses as null). Values are valid already: a positive quantity of at most 1000000, a known unit.
 */
public record PantryItemChange(Sent<Double> quantity, Sent<Unit> unit, Sent<Location> location,
                               Sent<LocalDate> expiresOn, Sent<Boolean> staple) {
}
