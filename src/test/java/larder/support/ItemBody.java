package larder.support;

import java.util.ArrayList;
import java.util.List;

/**
 * An item as lists, carts and recipe ingredients take it: {@code {"name", "quantity", "quantity_max", "unit",
 * "comment", "brand"}}, or a line of text {@code {"text"}} for the server to analyse.
 */
public final class ItemBody extends Body {

    private ItemBody() {
    }

    public static ItemBody item(String name) {
        ItemBody item = new ItemBody();
        item.set("name", name);
        return item;
    }

    /** An ingredient given as text alone: {@code {"text": "3 eggs"}}. */
    public static ItemBody line(String text) {
        ItemBody item = new ItemBody();
        item.set("text", text);
        return item;
    }

    /** {@code n} items named "thing 0" to "thing n-1", and nothing else. */
    public static List<ItemBody> numbered(int n) {
        List<ItemBody> items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            items.add(item("thing " + i));
        }
        return items;
    }

    public ItemBody quantity(Number quantity) {
        set("quantity", quantity);
        return this;
    }

    public ItemBody quantityMax(Number quantityMax) {
        set("quantity_max", quantityMax);
        return this;
    }

    public ItemBody unit(String unit) {
        set("unit", unit);
        return this;
    }

    public ItemBody comment(String comment) {
        set("comment", comment);
        return this;
    }

    public ItemBody brand(String brand) {
        set("brand", brand);
        return this;
    }
}
