package larder.list;

import larder.platform.Sent;

/**
 * What {@code PATCH /lists/{id}/items/{item_id}} asks of an item, its JSON types already checked: a member left
 * out keeps the item's own, a member sent is set, and null clears an optional one. {@code checked} is set, never
 * toggled, so a retried request does no harm. Which values the item takes is the item's to decide
 * ({@link ListItem#with}).
 */
public record ItemChange(Sent<Boolean> checked, Sent<String> name, Sent<Double> quantity, Sent<Double> quantityMax,
                         Sent<String> unit, Sent<String> comment, Sent<String> brand) {

    public ItemChange {
        if (checked.isSent() && checked.value() == null) {
            throw new IllegalArgumentException("checked is true or false when sent");
        }
    }
}
