package larder.support;

import java.util.List;

/** Content added to the pantry: {@code {"items", "raw_items"}}. */
public final class PantryBody extends Body {

    private PantryBody() {
    }

    public static PantryBody pantry() {
        return new PantryBody();
    }

    public PantryBody items(ItemBody... items) {
        return items(List.of(items));
    }

    public PantryBody items(List<ItemBody> items) {
        return set("items", List.copyOf(items));
    }

    public PantryBody rawItems(String... lines) {
        return set("raw_items", List.of(lines));
    }
}
