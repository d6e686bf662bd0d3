package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Unit;
import larder.item.NewItems;
import larder.platform.FieldProblem;
import larder.platform.Ids;
import larder.platform.InvalidRequest;

/** One line of a list; {@code recipeId} is set when a recipe added it, at {@code recipeScale}. */
public record ListItem(String id, String name, Double quantity, Double quantityMax, Unit unit, String comment,
                       String brand, String text, Category category, boolean checked, String recipeId,
                       Double recipeScale, Instant createdAt, Instant updatedAt) {

    /** The items a request adds, each with its own id, in the order they came (ids sort by creation). */
    static List<ListItem> allOf(List<NewItems.NewItem> added, Instant now) {
        List<ListItem> items = new ArrayList<>(added.size());
        for (NewItems.NewItem item : added) {
            NewItems.Fields f = NewItems.fields(item);
            items.add(new ListItem(Ids.next("itm"), f.name(), f.quantity(), f.quantityMax(), f.unit(), f.comment(),
                    f.brand(), f.text(), f.category(), false, f.recipeId(), f.recipeScale(), now, now));
        }
        return items;
    }

    /**
     * The item as {@code change} leaves it, or 422 naming every value sent that it cannot take: a name is required,
     * and values are held to the limits of a new item. A quantity_max that no longer fits (no quantity, or less than
     * it) is dropped, and a new name brings the aisle of that name.
     */
    ListItem with(ItemChange change, Instant now) {
        List<FieldProblem> problems = new ArrayList<>();
        String newName = change.name().map(v -> FieldProblem.text(v, "/name", NewItems.MAX_NAME, true, problems))
                .or(name);
        Double newQuantity = change.quantity().map(v -> NewItems.positive(v, "/quantity", problems)).or(quantity);
        Double newMax = change.quantityMax().map(v -> NewItems.positive(v, "/quantity_max", problems))
                .or(quantityMax);
        Unit newUnit = change.unit().map(v -> NewItems.unit(v, "/unit", problems)).or(unit);
        String newComment = change.comment()
                .map(v -> FieldProblem.text(v, "/comment", NewItems.MAX_TEXT, false, problems)).or(comment);
        String newBrand = change.brand()
                .map(v -> FieldProblem.text(v, "/brand", NewItems.MAX_BRAND, false, problems)).or(brand);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        if (newQuantity == null || (newMax != null && newMax < newQuantity)) {
            newMax = null;
        }
        Category newCategory = newName.equals(name) ? category : Category.forIngredient(newName);
        return new ListItem(id, newName, newQuantity, newMax, newUnit, newComment, newBrand, text, newCategory,
                change.checked().or(checked), recipeId, recipeScale, createdAt, now);
    }

    Combiner.Item forCombining() {
        return new Combiner.Item(id, name, quantity, quantityMax, unit, category, checked);
    }
}
