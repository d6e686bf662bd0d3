package larder.pantry;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import larder.item.ItemFields;
import larder.item.NewItems;

/**
 * Needs after the pantry (docs/pantry.md): for each need, in order, what is still to buy (empty when the pantry
 * covers it whole, the need itself when it covers none of it), and the report of what the pantry covered, in the
 * needs' order ({@code pantry_covered}).
 */
public record Subtraction(List<Optional<ItemFields>> toBuy, List<Covered> covered) {

    public Subtraction {
        toBuy = List.copyOf(toBuy);
        covered = List.copyOf(covered);
    }

    /** Nothing subtracted: every need as it is. */
    public static Subtraction none(List<ItemFields> needs) {
        return new Subtraction(needs.stream().map(Optional::of).toList(), List.of());
    }

    /** What is still to buy, the needs covered whole left out. */
    public List<ItemFields> remaining() {
        return toBuy.stream().flatMap(Optional::stream).toList();
    }

    /**
     * The request's items of {@code checked}, which were the needs from {@code offset} on, as they are after the
     * pantry: an item covered whole is left out, one covered in part becomes a {@link NewItems.Given} with what is
     * left (keeping its GTIN), and the others stay as they came. Recipes are kept: a recipe whose every ingredient is
     * at home is still the recipe the request added.
     */
    public NewItems.Checked applyTo(NewItems.Checked checked, int offset) {
        List<NewItems.NewItem> items = new ArrayList<>(checked.items().size());
        for (int i = 0; i < checked.items().size(); i++) {
            NewItems.NewItem item = checked.items().get(i);
            Optional<ItemFields> left = toBuy.get(offset + i);
            if (left.isEmpty()) {
                continue;
            }
            items.add(left.get().equals(ItemFields.of(item)) ? item : new NewItems.Given(left.get(), item.gtin()));
        }
        return new NewItems.Checked(items, checked.recipes());
    }
}
