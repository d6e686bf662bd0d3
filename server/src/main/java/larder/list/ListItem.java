package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import larder.food.FoodLink;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.platform.Ids;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;

/**
 * One line of a list: an item, and whether the shopper has it. {@code food} is the item's link to the food table
 * (contract section 14), or null while it has not been derived ({@link #linked}).
 */
public record ListItem(String id, ItemFields fields, boolean checked, Instant createdAt, Instant updatedAt,
                       FoodLink food) {

    public ListItem(String id, ItemFields fields, boolean checked, Instant createdAt, Instant updatedAt) {
        this(id, fields, checked, createdAt, updatedAt, null);
    }

    /** The item with its food link, derived from its text, name and amount unless it has one. */
    ListItem linked(Foods foods) {
        if (food != null) {
            return this;
        }
        ItemFields f = fields;
        return new ListItem(id, f, checked, createdAt, updatedAt, foods.link(f.text(), f.name(),
                f.quantity().amount(), f.quantity().max(), f.unit(), f.comment()));
    }

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
        ItemFields changed = new ItemFields(newName, Quantity.fitting(newQuantity, newMax), newUnit, newComment,
                newBrand, f.text(), newCategory, f.recipeId(), f.recipeScale());
        // The link stays while what it is derived from does; otherwise it is derived again (linked).
        boolean sameLine = changed.name().equals(f.name()) && changed.quantity().equals(f.quantity())
                && changed.unit() == f.unit() && java.util.Objects.equals(changed.comment(), f.comment());
        return new ListItem(id, changed, change.checked().or(checked), createdAt, now, sameLine ? food : null);
    }

    Combiner.Item forCombining() {
        return fields.forCombining(id, checked);
    }
}
