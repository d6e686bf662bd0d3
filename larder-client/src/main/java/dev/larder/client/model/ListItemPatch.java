package dev.larder.client.model;

/** Schema {@code ItemChange} of the OpenAPI document. */
public record ListItemPatch(
        Boolean checked,
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String brand) {

    /** Checks or unchecks an item, changing nothing else. */
    public static ListItemPatch checked(boolean checked) {
        return new ListItemPatch(checked, null, null, null, null, null, null);
    }
}
