package larder.list;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.platform.Ids;

/**
 * What bringing a source's items in line with what it now wants does to the list (docs/meal-plans.md): the source
 * holds one pack per recipe, at a scale. A recipe wanted at the scale its pack has keeps its pack untouched (its
 * items, ids and checks as they are); one wanted at another scale has its pack replaced by the recipe at the new
 * scale, the items keeping their ids (an item whose name, amount and unit stay also keeps its check); one no longer
 * wanted leaves with its items; one newly wanted comes in as a new pack. Packs without the source are never touched. A recipe without ingredients keeps an empty pack,
 * so that asking for it again changes nothing.
 *
 * @param insert the packs to write, marked with the source
 * @param delete the ids of the source's packs to delete (those replaced, and those no longer wanted)
 * @param in     the items the list gains or that change, as they will be
 * @param out    the items the list loses or that change, as they were
 */
record Convergence(List<Pack> insert, List<String> delete, List<ListItem> in, List<ListItem> out) {

    /** Scales this close are one scale: a sum of servings over a recipe's servings, computed again. */
    private static final double SAME_SCALE = 1e-9;

    /** A pack to write: a recipe's items at a scale, added at {@code createdAt}. */
    record Pack(String recipeId, double scale, Instant createdAt, List<ListItem> items) {
    }

    Convergence {
        insert = List.copyOf(insert);
        delete = List.copyOf(delete);
        in = List.copyOf(in);
        out = List.copyOf(out);
    }

    static Convergence of(List<ListStore.SourcedPack> existing, List<NewItems.AddedRecipe> wanted, Instant now) {
        return of(existing, wanted, Map.of(), now);
    }

    /**
     * As {@link #of(List, List, Instant)}, where {@code needs} gives, for some recipes, the items wanted instead of the
     * recipe's ingredients at its scale (the pantry's subtraction: fewer, or smaller, needs). A pack is kept only when
     * it holds exactly the needs wanted now, so a pantry that changed since, or shopping without it, changes the list.
     */
    static Convergence of(List<ListStore.SourcedPack> existing, List<NewItems.AddedRecipe> wanted,
                          Map<String, List<ItemFields>> needs, Instant now) {
        Map<String, ListStore.SourcedPack> byRecipe = new LinkedHashMap<>();
        List<String> delete = new ArrayList<>();
        List<ListItem> out = new ArrayList<>();
        for (ListStore.SourcedPack pack : existing) {
            // One pack per recipe is what a convergence writes; any other pack of the source goes.
            if (pack.recipeId() == null || byRecipe.putIfAbsent(pack.recipeId(), pack) != null) {
                delete.add(pack.packId());
                out.addAll(pack.items());
            }
        }
        Map<String, Double> scales = new LinkedHashMap<>();
        Map<String, NewItems.AddedRecipe> recipes = new HashMap<>();
        for (NewItems.AddedRecipe recipe : wanted) {
            scales.merge(recipe.recipe().id(), recipe.scale(), Double::sum);
            recipes.putIfAbsent(recipe.recipe().id(), recipe);
        }
        List<Pack> insert = new ArrayList<>();
        List<ListItem> in = new ArrayList<>();
        scales.forEach((recipeId, scale) -> {
            ListStore.SourcedPack pack = byRecipe.remove(recipeId);
            List<ItemFields> fields = needs.containsKey(recipeId) ? needs.get(recipeId)
                    : ingredients(recipes.get(recipeId), scale);
            // Kept only when it holds exactly what is wanted now: a pantry or a recipe that changed since changes it.
            if (pack != null && pack.recipeScale() != null && Math.abs(pack.recipeScale() - scale) < SAME_SCALE
                    && pack.items().stream().map(ListItem::fields).toList().equals(fields)) {
                return;
            }
            List<ListItem> before = pack == null ? List.of() : pack.items();
            Instant addedAt = pack == null ? now : pack.createdAt();
            List<ListItem> items = items(fields, before, addedAt, now);
            if (pack != null) {
                delete.add(pack.packId());
                out.addAll(before);
            }
            insert.add(new Pack(recipeId, scale, addedAt, items));
            in.addAll(items);
        });
        for (ListStore.SourcedPack gone : byRecipe.values()) {
            delete.add(gone.packId());
            out.addAll(gone.items());
        }
        return new Convergence(insert, delete, in, out);
    }

    /**
     * The convergence with each item it puts on the list passed through {@code link} (its food link, derived once):
     * what is stored, sent and logged then carries the link, and reads take it as stored instead of deriving it again.
     */
    Convergence linked(UnaryOperator<ListItem> link) {
        List<Pack> packs = insert.stream().map(pack -> new Pack(pack.recipeId(), pack.scale(), pack.createdAt(),
                pack.items().stream().map(link).toList())).toList();
        // The items in are those of the packs, in order (of): take them from the linked packs.
        return new Convergence(packs, delete, packs.stream().flatMap(pack -> pack.items().stream()).toList(), out);
    }

    /** Whether the list changes at all: a source asking for what it has changes nothing, not even the version. */
    boolean changes() {
        return !insert.isEmpty() || !delete.isEmpty();
    }

    /** How many items the list gains (negative: loses); a changed item is in both {@code in} and {@code out}. */
    int itemDelta() {
        return in.size() - out.size();
    }

    /**
     * The recipe's items at {@code scale}; the i-th ingredient takes the id of the i-th item it replaces when their
     * names agree (a recipe edited since may have other lines), and keeps its check when it is the same need.
     */
    private static List<ListItem> items(List<ItemFields> wanted, List<ListItem> before, Instant addedAt,
                                        Instant now) {
        List<ItemFields> ingredients = wanted;
        List<ListItem> items = new ArrayList<>(ingredients.size());
        for (int i = 0; i < ingredients.size(); i++) {
            ItemFields fields = ingredients.get(i);
            ListItem old = i < before.size() && before.get(i).fields().name().equals(fields.name())
                    ? before.get(i) : null;
            if (old == null) {
                items.add(new ListItem(Ids.next("itm"), fields, false, addedAt, now));
            } else {
                boolean sameNeed = Objects.equals(old.fields().quantity(), fields.quantity())
                        && Objects.equals(old.fields().unit(), fields.unit());
                items.add(new ListItem(old.id(), fields, old.checked() && sameNeed, old.createdAt(), now));
            }
        }
        return items;
    }

    /** The recipe's ingredients at {@code scale}, as the items it puts on a list. */
    private static List<ItemFields> ingredients(NewItems.AddedRecipe recipe, double scale) {
        return recipe.recipe().content().ingredients().stream()
                .map(i -> ItemFields.of(new NewItems.FromRecipe(recipe.recipe(), scale, i))).toList();
    }
}
