package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.ingredient.Combiner;
import larder.item.ScaledRecipe;

/**
 * What a change of a list did, before the list it leaves is read: which items it brought in and took out. Once the
 * list is saved, it becomes the change as kept ({@link ListChange}), with the combined lines it touched.
 */
record ChangeDraft(String type, Instant at, List<ListItem> in, List<ListItem> out, ScaledRecipe recipe,
                   Set<String> recipeIds) {

    ListChange change(long version, String by, ShoppingList list, ListChange.State state, Combiner combiner) {
        Map<Instant, String> times = new HashMap<>();
        List<ListChange.Item> added = in().stream().map(i -> ListChange.Item.of(i, times)).toList();
        List<ListChange.Combined> touched = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        if (!in().isEmpty() || !out().isEmpty()) {
            combinedDiff(list.items(), in(), out(), combiner, touched, removed);
        }
        return switch (type()) {
            case ListChange.ITEM_ADDED -> new ListChange(version, type(), at(), by, null, added, null, null, null,
                    null, touched, removed);
            case ListChange.RECIPE_ADDED -> new ListChange(version, type(), at(), by, null, added, null, null,
                    list.recipes().stream().filter(r -> recipeIds().contains(r.recipeId()))
                            .map(ListChange.RecipeRef::of).toList(), null, touched, removed);
            // One item changed by its own request carries `item`; several checked at once by a checkout, `items`.
            case ListChange.ITEM_UPDATED -> added.size() == 1
                    ? new ListChange(version, type(), at(), by, added.getFirst(), null, null, null, null, null,
                            touched, removed)
                    : new ListChange(version, type(), at(), by, null, added, null, null, null, null, touched,
                            removed);
            case ListChange.ITEM_REMOVED -> new ListChange(version, type(), at(), by, null, null,
                    out().getFirst().id(), null, null, null, touched, removed);
            case ListChange.RECIPE_REMOVED -> new ListChange(version, type(), at(), by, null, null, null,
                    ListChange.RecipeRef.of(recipe()), null, null, touched, removed);
            default -> new ListChange(version, type(), at(), by, null, null, null, null, null,
                    state, touched, removed);
        };
    }

    /**
     * The combined lines a change touched: those of the list now that were not there, or not so, before it, and
     * those that were there before and are gone. The list before is the list now without what the change brought in
     * ({@code in}) and with what it took out ({@code out}): no second read of the list.
     */
    private static void combinedDiff(List<ListItem> now, List<ListItem> in, List<ListItem> out, Combiner combiner,
                                     List<ListChange.Combined> touched, List<String> removed) {
        Set<String> brought = new HashSet<>();
        in.forEach(item -> brought.add(item.id()));
        List<ListItem> before = new ArrayList<>(now.size() + out.size());
        for (ListItem item : now) {
            if (!brought.contains(item.id())) {
                before.add(item);
            }
        }
        before.addAll(out);
        before.sort(Comparator.comparing(ListItem::id));
        Map<String, ListChange.Combined> was = new LinkedHashMap<>();
        CombinedLines.of(before, combiner).forEach(line -> was.put(line.id(), ListChange.Combined.of(line)));
        for (CombinedLines.Line l : CombinedLines.of(now, combiner)) {
            ListChange.Combined line = ListChange.Combined.of(l);
            if (!line.equals(was.remove(line.id()))) {
                touched.add(line);
            }
        }
        removed.addAll(was.keySet());
    }
}
