package dev.larder.client.model;

/** Schema {@code IngredientInput} of the OpenAPI document: Either text, which the server analyses into the other members, or a name with the structured members (422 when both are absent). With a name, text is kept as the line shown. */
public record IngredientInput(
        String text,
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String category,
        String group) {

    /** An ingredient as one line of text, which the server analyses. */
    public static IngredientInput text(String line) {
        return new IngredientInput(line, null, null, null, null, null, null, null);
    }
}
