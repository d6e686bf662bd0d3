package larder.diet;

/**
 * What a line was linked to in a food table (USDA SR28 at first): its food group ("Finfish and Shellfish
 * Products") and description ("Fish, anchovy, european, raw"). A second reading of the line, beside its name.
 */
public record FoodLink(String group, String description) {
}
