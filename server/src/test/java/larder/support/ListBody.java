package larder.support;

/** A shopping list, or a change to one: {@code {"name", "primary", "items", "raw_items", "recipes"}}. */
public final class ListBody extends Content<ListBody> {

    private ListBody() {
    }

    /** A list with nothing set yet: without a name, the server names it. */
    public static ListBody list() {
        return new ListBody();
    }

    public static ListBody named(String name) {
        return list().name(name);
    }

    public ListBody name(String name) {
        return set("name", name);
    }

    public ListBody primary(boolean primary) {
        return set("primary", primary);
    }

    /** {@code "pantry": "subtract"} takes what is at home off the needs (docs/pantry.md). */
    public ListBody pantry(String pantry) {
        return set("pantry", pantry);
    }
}
