package larder.pantry;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.platform.Ids;

/**
 * A user's pantry, whole: what it holds. Adding is decided here: new lines combine with what is at home by
 * canonical name, across units, exactly as a list's combined lines do ({@link Combiner}), and past
 * {@value #MAX_ITEMS} items the whole addition is refused. The decision is a {@link Stocked} value, which the store
 * writes in one {@code commit}.
 */
public record Pantry(String userId, List<PantryItem> items) {

    /** Items a pantry holds at most (docs/api.md §16). */
    public static final int MAX_ITEMS = 500;

    private static final String NEW = "new/";

    public Pantry {
        Objects.requireNonNull(userId, "userId");
        items = List.copyOf(items);
    }

    /** What an addition changes: items to insert, items whose amount changed, and items merged into another. */
    record Stocked(List<PantryItem> inserted, List<PantryItem> updated, List<String> removed) {

        Stocked {
            inserted = List.copyOf(inserted);
            updated = List.copyOf(updated);
            removed = List.copyOf(removed);
        }
    }

    /**
     * Adds {@code added} at {@code now}. A line that meets an item at home adds to it, keeping its location, expiry
     * and staple; one that meets none becomes a new item. Two items at home that a changed unit has brought onto one
     * line become one. Refused with {@link PantryFull} when the pantry would hold more than {@value #MAX_ITEMS}.
     */
    Stocked add(List<ItemFields> added, Combiner combiner, Instant now) {
        Map<String, PantryItem> atHome = new HashMap<>();
        List<Combiner.Item> all = new ArrayList<>(items.size() + added.size());
        for (PantryItem item : items) {
            atHome.put(item.id(), item);
            all.add(item.forCombining());
        }
        for (int i = 0; i < added.size(); i++) {
            all.add(added.get(i).forCombining(NEW + i, false));
        }
        List<PantryItem> inserted = new ArrayList<>();
        List<PantryItem> updated = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (CombinedLine line : combiner.combine(all)) {
            List<String> held = line.itemIds().stream().filter(atHome::containsKey).toList();
            if (held.size() == line.itemIds().size()) {
                continue;
            }
            if (held.isEmpty()) {
                inserted.add(new PantryItem(Ids.next("pan"), line.name(), line.quantity(), line.unit(), null, null,
                        false, now, now));
                continue;
            }
            PantryItem first = atHome.get(held.getFirst());
            updated.add(first.holding(line.quantity(), line.unit(), now));
            removed.addAll(held.subList(1, held.size()));
        }
        int wouldHold = items.size() + inserted.size() - removed.size();
        if (wouldHold > MAX_ITEMS) {
            throw new PantryFull(wouldHold);
        }
        return new Stocked(inserted, updated, removed);
    }
}
