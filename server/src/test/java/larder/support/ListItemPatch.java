package larder.support;

/** A change to one item of a list: {@code {"checked"}}, {@code {"quantity"}}, or both. */
public final class ListItemPatch extends Body {

    private ListItemPatch() {
    }

    public static ListItemPatch checked(boolean checked) {
        return new ListItemPatch().set("checked", checked);
    }

    public static ListItemPatch quantity(Number quantity) {
        return new ListItemPatch().set("quantity", quantity);
    }
}
