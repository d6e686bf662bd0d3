package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.platform.Ids;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;

/** One line of a list: an item, and whether the shopper has it. */
public record ListItem(String id, ItemFields fields, boolean checked, Instant createdAt, Instant updatedAt) {

    /** The items a request adds, each with its own id, in the order they came (ids sort by creation). */
    static List<ListItem> allOf(List<NewItems.NewItem> added, Instant now) {
        List<ListItem> items = new ArrayList<>(added.size());
        for (NewItems.NewItem item : added) {
            items.add(new ListItem(Ids.next("itm"), ItemFields.of(item), false, now, now));
        }
        return items;
    }

    /**
     * The item as {@code change} leaves it, or 422 naming every value sent that it cannot take: a name is required,
     * and values are held to the limits of a new item. A quantity_max that no longer fits (no quantity, or less than
     * it) is dropped, and a new name brings the aisle of that name.
     */
    ListItem with(ItemChange change, Instant now) {
        ItemFields f = fields;
        List<FieldProblem> problems = new ArrayList<>();
        String newName = change.name().map(v -> FieldProblem.text(v, "/name", NewItems.MAX_NAME, true, problems))
                .or(f.name());
        Double newQuantity = change.quantity().map(v -> NewItems.positive(v, "/quantity", problems))
                .or(f.quantity().amount());
        Double newMax = change.quantityMax().map(v -> NewItems.positive(v, "/quantity_max", problems))
                .or(f.quantity().max());
        Unit newUnit = change.unit().map(v -> NewItems.unit(v, "/unit", problems)).or(f.unit());
        String newComment = change.comment()
                .map(v -> FieldProblem.text(v, "/comment", NewItems.MAX_TEXT, false, problems)).or(f.comment());
        String newBrand = change.brand()
                .map(v -> FieldProblem.text(v, "/brand", NewItems.MAX_BRAND, false, problems)).or(f.brand());
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        Category newCategory = newName.equals(f.name()) ? f.category() : Category.forIngredient(newName);
        return new ListItem(id, new ItemFields(newName, Quantity.fitting(newQuantity, newMax), newUnit, newComment,
                newBrand, f.text(), newCategory, f.recipeId(), f.recipeScale()), change.checked().or(checked),
                createdAt, now);
    }

    Combiner.Item forCombining() {
        return fields.forCombining(id, checked);
    }
}
