package larder.item;

import static larder.platform.problem.FieldProblem.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Category;
import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.platform.Gtin;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;

/**
 * The items a request adds, checked whole before anything is written: the per-request limits first, then every
 * item, raw line and recipe, each problem with its JSON Pointer. An item comes in one of three kinds.
 */
public final class NewItems {

    public static final int MAX_TEXT = 1000;
    public static final int MAX_NAME = 300;
    public static final int MAX_BRAND = 200;
    static final double MAX_SCALE = 100;

    /** An item to add: what it is, and which recipe (at which scale) brought it, if any. */
    public sealed interface NewItem permits Structured, FromText, FromRecipe, Given {
        String name();

        /** The product the item asks for by GTIN, or null. */
        default Gtin gtin() {
            return null;
        }
    }

    /** An item as sent; {@code gtin}, if it carried one, is the product to match first. */
    public record Structured(String name, Quantity quantity, Unit unit, String comment, String brand,
                             Category category, Gtin gtin) implements NewItem {

        public Structured(String name, Quantity quantity, Unit unit, String comment, String brand,
                          Category category) {
            this(name, quantity, unit, comment, brand, category, null);
        }
    }

    /**
     * An item whose fields are known already: one of the other kinds after something reduced its amount (the pantry,
     * docs/pantry.md), keeping the GTIN it asked for.
     */
    public record Given(ItemFields fields, Gtin gtin) implements NewItem {
        @Override
        public String name() {
            return fields.name();
        }
    }

    public record FromText(String text, AnalysedIngredient analysed) implements NewItem {
        @Override
        public String name() {
            return analysed.name();
        }
    }

    public record FromRecipe(Recipe recipe, double scale, RecipeContent.Ingredient ingredient) implements NewItem {
        @Override
        public String name() {
            return ingredient.name();
        }
    }

    /** The recipes a request adds, with their scales. */
    public record AddedRecipe(Recipe recipe, double scale) {
    }

    public record Checked(List<NewItem> items, List<AddedRecipe> recipes) {

        /** One entry per recipe: a recipe named twice in one request adds up its scales. */
        public List<AddedRecipe> recipesOnce() {
            Map<String, AddedRecipe> byId = new java.util.LinkedHashMap<>();
            for (AddedRecipe a : recipes) {
                byId.merge(a.recipe().id(), a, (first, again) -> new AddedRecipe(first.recipe(),
                        first.scale() + again.scale()));
            }
            return List.copyOf(byId.values());
        }
    }

    private NewItems() {
    }

    /**
     * Checks a request's content. {@code lookup} answers the requested recipes the caller may see, by id; any
     * other id is refused with a pointer to it.
     */
    public static Checked check(ItemsCommand input, Function<List<String>, Map<String, Recipe>> lookup) {
        List<ItemsCommand.Item> items = input.items() == null ? List.of() : input.items();
        List<String> raw = input.rawItems() == null ? List.of() : input.rawItems();
        List<ItemsCommand.RecipeRef> refs = input.recipes() == null ? List.of() : input.recipes();
        RequestLimits.check(items.size(), raw.size(), refs.size());
        List<FieldProblem> problems = new ArrayList<>();
        List<NewItem> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            structured(items.get(i), "/items/" + i, problems).ifPresent(out::add);
        }
        for (int i = 0; i < raw.size(); i++) {
            String line = raw.get(i) == null ? "" : raw.get(i).strip();
            if (line.isEmpty() || line.length() > MAX_TEXT) {
                problems.add(FieldProblem.invalid("/raw_items/" + i, "must be 1 to " + MAX_TEXT + " characters"));
            } else {
                out.add(new FromText(line, IngredientAnalyser.analyse(line)));
            }
        }
        List<String> ids = refs.stream().map(r -> r == null ? null : r.id()).filter(id -> id != null).toList();
        Map<String, Recipe> visible = ids.isEmpty() ? Map.of() : lookup.apply(ids);
        List<AddedRecipe> recipes = new ArrayList<>();
        for (int i = 0; i < refs.size(); i++) {
            ItemsCommand.RecipeRef ref = refs.get(i);
            if (ref == null || ref.id() == null || ref.id().isBlank()) {
                problems.add(FieldProblem.invalid("/recipes/" + i + "/id", "is required"));
                continue;
            }
            double scale = ref.scale() == null ? 1 : ref.scale();
            if (!Double.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
                problems.add(FieldProblem.invalid("/recipes/" + i + "/scale",
                        "must be a positive number of at most " + (int) MAX_SCALE));
                continue;
            }
            Recipe recipe = visible.get(ref.id());
            if (recipe == null) {
                problems.add(FieldProblem.invalid("/recipes/" + i + "/id", "no such recipe"));
                continue;
            }
            recipes.add(new AddedRecipe(recipe, scale));
            recipe.content().ingredients().forEach(ingredient -> out.add(new FromRecipe(recipe, scale, ingredient)));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return new Checked(out, recipes);
    }

    static Optional<NewItem> structured(ItemsCommand.Item item, String at, List<FieldProblem> problems) {
        if (item == null) {
            problems.add(FieldProblem.invalid(at, "must be an object with a name"));
            return Optional.empty();
        }
        int before = problems.size();
        String name = text(item.name(), at + "/name", MAX_NAME, true, problems);
        Double quantity = positive(item.quantity(), at + "/quantity", problems);
        Double quantityMax = positive(item.quantityMax(), at + "/quantity_max", problems);
        Unit unit = unit(item.unit(), at + "/unit", problems);
        String comment = text(item.comment(), at + "/comment", MAX_TEXT, false, problems);
        String brand = text(item.brand(), at + "/brand", MAX_BRAND, false, problems);
        Gtin gtin = Gtin.read(item.gtin(), at + "/gtin", problems);
        if (quantity != null && quantityMax != null && quantityMax < quantity) {
            problems.add(FieldProblem.invalid(at + "/quantity_max", "must not be less than quantity"));
        }
        if (quantity == null && quantityMax != null) {
            // A range has a lower end: "up to 3" alone is not a quantity the combiner can add up (found by the
            // fuzzer: a cart answered 500 for it).
            problems.add(FieldProblem.invalid(at + "/quantity_max", "needs quantity, the lower end of the range"));
        }
        if (problems.size() > before) {
            return Optional.empty();
        }
        return Optional.of(new Structured(name, new Quantity(quantity, quantityMax), unit, comment, brand,
                Category.forIngredient(name), gtin));
    }

    public static Unit unit(String value, String pointer, List<FieldProblem> problems) {
        if (value == null || value.isBlank()) {
            return null;
        }
        Optional<Unit> unit = Unit.fromCode(value).or(() -> Unit.parse(value));
        if (unit.isEmpty()) {
            problems.add(FieldProblem.invalid(pointer, "is not a known unit"));
        }
        return unit.orElse(null);
    }

    public static Double positive(Double value, String pointer, List<FieldProblem> problems) {
        if (value != null && (!Double.isFinite(value) || value <= 0 || value > 1_000_000)) {
            problems.add(FieldProblem.invalid(pointer, "must be a positive number of at most 1000000"));
            return null;
        }
        return value;
    }
}
