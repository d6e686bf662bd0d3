package larder.item;

import java.util.Objects;
import larder.food.Foods;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.recipe.RecipeContent;

/**
 * What an item is, in a list or in a cart, whatever kind of item it came as: {@code text} is the line as sent in
 * raw_items or the recipe's ingredient line (null for a structured item), and {@code recipeId} is set when a recipe
 * added it, at {@code recipeScale}.
 */
public record ItemFields(String name, Quantity quantity, Unit unit, String comment, String brand, String text,
                         Category category, String recipeId, Double recipeScale) {

    public ItemFields {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(quantity, "quantity");
        Objects.requireNonNull(category, "category");
    }

    /** The fields of an item: as sent, as analysed from its text, or the recipe's ingredient at its scale. */
    public static ItemFields of(NewItems.NewItem item) {
        return switch (item) {
            case NewItems.Given g -> g.fields();
            case NewItems.Structured s -> new ItemFields(s.name(), s.quantity(), s.unit(), s.comment(), s.brand(),
                    null, s.category(), null, null);
            case NewItems.FromText t -> {
                AnalysedIngredient a = t.analysed();
                String name = a.name() == null || a.name().isBlank() ? t.text() : a.name();
                yield new ItemFields(name, new Quantity(a.quantity(), a.quantityMax()), a.unit(), a.comment(), null,
                        t.text(), a.category(), null, null);
            }
            case NewItems.FromRecipe r -> {
                RecipeContent.Ingredient ingredient = r.ingredient();
                Category category = ingredient.category() == null ? Category.OTHER : ingredient.category();
                // A recipe may give the top of a range alone ("up to 3"): not an amount a list can add up.
                Quantity quantity = Quantity.fitting(ingredient.quantity(), ingredient.quantityMax())
                        .scaled(ingredient.unit(), r.scale());
                yield new ItemFields(ingredient.name(), quantity, ingredient.unit(), ingredient.comment(), null,
                        ingredient.text(), category, r.recipe().id(), r.scale());
            }
        };
    }

    /** The same item with another amount, in {@code newUnit}. */
    public ItemFields withQuantity(Quantity newQuantity, Unit newUnit) {
        return new ItemFields(name, newQuantity, newUnit, comment, brand, text, category, recipeId, recipeScale);
    }

    /** The item as a line of food: what it is, and its amount, for its food link and nutrition. */
    public AnalysedIngredient asLine() {
        return Foods.line(text, name, quantity.amount(), quantity.max(), unit, comment);
    }

    /** The item as the combiner takes it, under the id of the list item or cart source that holds it. */
    public Combiner.Item forCombining(String id, boolean checked) {
        return new Combiner.Item(id, name, quantity, unit, category, checked);
    }
}
