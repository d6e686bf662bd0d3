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
        return new ItemBody().set("name", name);
    }

    /** An ingredient given as text alone: {@code {"text": "3 eggs"}}. */
    public static ItemBody line(String text) {
        return new ItemBody().set("text", text);
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
        return set("quantity", quantity);
    }

    public ItemBody quantityMax(Number quantityMax) {
        return set("quantity_max", quantityMax);
    }

    public ItemBody unit(String unit) {
        return set("unit", unit);
    }

    public ItemBody comment(String comment) {
        return set("comment", comment);
    }

    public ItemBody brand(String brand) {
        return set("brand", brand);
    }

    public ItemBody gtin(String gtin) {
        return set("gtin", gtin);
    }
}
