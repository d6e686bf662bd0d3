package larder.support;

/** A change to one item of a list: {@code {"checked"}}. */
public final class ListItemPatch extends Body {

    private ListItemPatch() {
    }

    public static ListItemPatch checked(boolean checked) {
        ListItemPatch patch = new ListItemPatch();
        patch.set("checked", checked);
        return patch;
    }
}
