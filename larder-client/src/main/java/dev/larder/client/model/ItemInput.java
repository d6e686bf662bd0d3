package dev.larder.client.model;

/** Schema {@code ItemInput} of the OpenAPI document: An item. Text members are stripped of surrounding white space before their length is checked, and a blank optional one counts as absent. */
public record ItemInput(
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String brand) {
}
