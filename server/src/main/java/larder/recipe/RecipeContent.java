package larder.recipe;

import static larder.platform.problem.FieldProblem.text;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import larder.diet.Labels;
import larder.food.FoodLink;
import larder.food.Foods;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Category;
import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Scaling;
import larder.ingredient.Unit;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;

/**
 * What a recipe says: everything but its identity, owner and timestamps. An invalid one cannot be built:
 * {@link #from} checks every field of the input, analyses ingredient text, and reports every problem at once,
 * each with a JSON Pointer.
 */
public record RecipeContent(String name, String description, Source source, List<Image> images, Integer servings,
                            Integer prepTimeMinutes, Integer cookTimeMinutes, Integer totalTimeMinutes,
                            List<Ingredient> ingredients, List<Instruction> instructions, List<String> tags) {

    public static final int MAX_INGREDIENTS = 100;
    public static final int MAX_INSTRUCTIONS = 100;
    public static final int MAX_TAGS = 30;
    public static final int MAX_IMAGES = 20;
    public static final int MAX_NAME = 300;
    public static final int MAX_DESCRIPTION = 5000;
    public static final int MAX_TEXT = 1000;
    public static final int MAX_INSTRUCTION = 5000;
    public static final int MAX_URL = 2000;
    public static final int MAX_TAG = 50;
    private static final Pattern TAG = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N} &'-]{0,48}[\\p{L}\\p{N}]|[\\p{L}\\p{N}]");

    /** Its diet and allergen labels, worked out from its ingredients whenever they are asked for (docs/labels.md). */
    public Labels labels() {
        return RecipeLabels.of(this);
    }

    public record Source(String name, String url) {
    }

    public record Image(String url, Integer width, Integer height) {
    }

    /**
     * One ingredient. {@code food} is its link to the food table (contract section 14), or null while it has not
     * been derived: {@link #linked} derives it, and the store keeps it.
     */
    public record Ingredient(String text, String name, Double quantity, Double quantityMax, Unit unit,
                             String comment, Category category, String group, FoodLink food) {

        public Ingredient(String text, String name, Double quantity, Double quantityMax, Unit unit, String comment,
                          Category category, String group) {
            this(text, name, quantity, quantityMax, unit, comment, category, group, null);
        }

        /**
         * The ingredient for {@code factor} times the recipe, with quantities rounded the way a cook reads them and
         * the grams scaled exactly.
         */
        Ingredient scaled(double factor) {
            if (quantity == null) {
                return this;
            }
            return new Ingredient(text, name, Scaling.scale(quantity, unit, factor),
                    quantityMax == null ? null : Scaling.scale(quantityMax, unit, factor), unit, comment, category,
                    group, food == null ? null : food.scaled(factor));
        }

        /** The ingredient with its food link, derived from the line unless it has one. */
        Ingredient linked(Foods foods) {
            return food != null ? this : new Ingredient(text, name, quantity, quantityMax, unit, comment, category,
                    group, foods.link(text, name, quantity, quantityMax, unit, comment));
        }
    }

    public record Instruction(String text) {
    }

    public RecipeContent {
        images = List.copyOf(images);
        ingredients = List.copyOf(ingredients);
        instructions = List.copyOf(instructions);
        tags = List.copyOf(tags);
    }

    public static RecipeContent from(RecipeDraft input) {
        List<FieldProblem> problems = new ArrayList<>();
        String name = text(input.name(), "/name", MAX_NAME, true, problems);
        String description = text(input.description(), "/description", MAX_DESCRIPTION, false, problems);
        Source source = null;
        if (input.source() != null) {
            String sourceName = text(input.source().name(), "/source/name", MAX_NAME, false, problems);
            String sourceUrl = url(input.source().url(), "/source/url", problems);
            source = sourceName == null && sourceUrl == null ? null : new Source(sourceName, sourceUrl);
        }
        List<Image> images = new ArrayList<>();
        List<RecipeDraft.ImageInput> imageInputs = orEmpty(input.images());
        if (imageInputs.size() > MAX_IMAGES) {
            problems.add(FieldProblem.invalid("/images", "at most " + MAX_IMAGES + " images"));
        } else {
            for (int i = 0; i < imageInputs.size(); i++) {
                RecipeDraft.ImageInput image = imageInputs.get(i);
                if (image == null) {
                    problems.add(FieldProblem.invalid("/images/" + i, "must be an object with a url"));
                    continue;
                }
                String url = url(image.url(), "/images/" + i + "/url", problems);
                if (url == null && image.url() == null) {
                    problems.add(FieldProblem.invalid("/images/" + i + "/url", "is required"));
                }
                Integer width = range(image.width(), "/images/" + i + "/width", 1, 100_000, problems);
                Integer height = range(image.height(), "/images/" + i + "/height", 1, 100_000, problems);
                if (url != null) {
                    images.add(new Image(url, width, height));
                }
            }
        }
        Integer servings = range(input.servings(), "/servings", 1, 1000, problems);
        Integer prep = range(input.prepTimeMinutes(), "/prep_time_minutes", 0, 100_000, problems);
        Integer cook = range(input.cookTimeMinutes(), "/cook_time_minutes", 0, 100_000, problems);
        Integer total = range(input.totalTimeMinutes(), "/total_time_minutes", 0, 200_000, problems);
        if (total == null && (prep != null || cook != null)) {
            total = (prep == null ? 0 : prep) + (cook == null ? 0 : cook);
        }
        List<Ingredient> ingredients = ingredients(orEmpty(input.ingredients()), problems);
        List<Instruction> instructions = new ArrayList<>();
        List<RecipeDraft.InstructionInput> steps = orEmpty(input.instructions());
        if (steps.size() > MAX_INSTRUCTIONS) {
            problems.add(FieldProblem.invalid("/instructions", "at most " + MAX_INSTRUCTIONS + " instructions"));
        } else {
            for (int i = 0; i < steps.size(); i++) {
                RecipeDraft.InstructionInput step = steps.get(i);
                String stepText = text(step == null ? null : step.text(), "/instructions/" + i + "/text",
                        MAX_INSTRUCTION, true, problems);
                if (stepText != null) {
                    instructions.add(new Instruction(stepText));
                }
            }
        }
        List<String> tags = tags(orEmpty(input.tags()), problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return new RecipeContent(name, description, source, images, servings, prep, cook, total, ingredients,
                instructions, tags);
    }

    /** The recipe made {@code factor} times: quantities and servings scaled, rounded sensibly. */
    public RecipeContent scaled(double factor) {
        Integer scaledServings = servings == null ? null : (int) Math.max(1, Math.round(servings * factor));
        return new RecipeContent(name, description, source, images, scaledServings, prepTimeMinutes,
                cookTimeMinutes, totalTimeMinutes, ingredients.stream().map(i -> i.scaled(factor)).toList(),
                instructions, tags);
    }

    /** The content with every ingredient linked to its food ({@link Ingredient#linked}). */
    public RecipeContent linked(Foods foods) {
        if (ingredients.stream().allMatch(i -> i.food() != null)) {
            return this;
        }
        return new RecipeContent(name, description, source, images, servings, prepTimeMinutes, cookTimeMinutes,
                totalTimeMinutes, ingredients.stream().map(i -> i.linked(foods)).toList(), instructions, tags);
    }

    private static List<Ingredient> ingredients(List<RecipeDraft.IngredientInput> inputs, List<FieldProblem> problems) {
        if (inputs.size() > MAX_INGREDIENTS) {
            problems.add(FieldProblem.invalid("/ingredients", "at most " + MAX_INGREDIENTS + " ingredients"));
            return List.of();
        }
        List<Ingredient> ingredients = new ArrayList<>(inputs.size());
        for (int i = 0; i < inputs.size(); i++) {
            String at = "/ingredients/" + i;
            RecipeDraft.IngredientInput in = inputs.get(i);
            if (in == null) {
                problems.add(FieldProblem.invalid(at, "must be an object with text or name"));
                continue;
            }
            String group = text(in.group(), at + "/group", MAX_NAME, false, problems);
            String text = text(in.text(), at + "/text", MAX_TEXT, false, problems);
            String name = text(in.name(), at + "/name", MAX_NAME, false, problems);
            // The structured members are held to their bounds even beside text alone, which they do not
            // change: the document states the bounds without exception (found by the fuzzer).
            Double quantity = positive(in.quantity(), at + "/quantity", problems);
            Double quantityMax = positive(in.quantityMax(), at + "/quantity_max", problems);
            if (quantity != null && quantityMax != null && quantityMax < quantity) {
                problems.add(FieldProblem.invalid(at + "/quantity_max", "must not be less than quantity"));
            }
            Unit unit = null;
            if (in.unit() != null && !in.unit().isBlank()) {
                Optional<Unit> parsed = Unit.fromCode(in.unit()).or(() -> Unit.parse(in.unit()));
                if (parsed.isEmpty()) {
                    problems.add(FieldProblem.invalid(at + "/unit", "is not a known unit"));
                }
                unit = parsed.orElse(null);
            }
            Category category = name == null ? null : Category.forIngredient(name);
            if (in.category() != null) {
                Optional<Category> given = Category.fromCode(in.category());
                if (given.isEmpty()) {
                    problems.add(FieldProblem.invalid(at + "/category", "is not a category of the taxonomy"));
                } else {
                    category = given.get();
                }
            }
            String comment = text(in.comment(), at + "/comment", MAX_TEXT, false, problems);
            if (name == null) {
                if (text == null) {
                    problems.add(FieldProblem.invalid(at, "needs text (to be analysed) or a name"));
                    continue;
                }
                AnalysedIngredient analysed = IngredientAnalyser.analyse(text);
                ingredients.add(new Ingredient(text, analysed.name(), analysed.quantity(), analysed.quantityMax(),
                        analysed.unit(), analysed.comment(), analysed.category(), group));
                continue;
            }
            String shown = text != null ? text : render(quantity, unit, name, comment);
            ingredients.add(new Ingredient(shown, name, quantity, quantityMax, unit, comment, category, group));
        }
        return ingredients;
    }

    private static String render(Double quantity, Unit unit, String name, String comment) {
        StringBuilder out = new StringBuilder();
        if (quantity != null) {
            double rounded = Scaling.round(quantity, unit);
            out.append(rounded == Math.rint(rounded) ? String.valueOf((long) rounded) : String.valueOf(rounded))
                    .append(' ');
        }
        if (unit != null) {
            out.append(unit.code()).append(' ');
        }
        out.append(name);
        if (comment != null) {
            out.append(", ").append(comment);
        }
        return out.toString();
    }

    private static List<String> tags(List<String> inputs, List<FieldProblem> problems) {
        if (inputs.size() > MAX_TAGS) {
            problems.add(FieldProblem.invalid("/tags", "at most " + MAX_TAGS + " tags"));
            return List.of();
        }
        Set<String> tags = new LinkedHashSet<>();
        for (int i = 0; i < inputs.size(); i++) {
            String tag = inputs.get(i) == null ? "" : inputs.get(i).strip().toLowerCase(Locale.ROOT)
                    .replaceAll("\\s+", " ");
            if (!TAG.matcher(tag).matches()) {
                problems.add(FieldProblem.invalid("/tags/" + i,
                        "must be 1 to 50 letters, digits, spaces or hyphens"));
            } else {
                tags.add(tag);
            }
        }
        return List.copyOf(tags);
    }

    private static String url(String value, String pointer, List<FieldProblem> problems) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String stripped = value.strip();
        try {
            URI uri = new URI(stripped);
            if (stripped.length() > MAX_URL || uri.getHost() == null
                    || !("https".equalsIgnoreCase(uri.getScheme()) || "http".equalsIgnoreCase(uri.getScheme()))) {
                problems.add(FieldProblem.invalid(pointer, "must be an absolute http or https URL"));
                return null;
            }
        } catch (URISyntaxException e) {
            problems.add(FieldProblem.invalid(pointer, "must be an absolute http or https URL"));
            return null;
        }
        return stripped;
    }

    private static Integer range(Integer value, String pointer, int min, int max, List<FieldProblem> problems) {
        if (value != null && (value < min || value > max)) {
            problems.add(FieldProblem.invalid(pointer, "must be between " + min + " and " + max));
            return null;
        }
        return value;
    }

    private static Double positive(Double value, String pointer, List<FieldProblem> problems) {
        if (value != null && (!Double.isFinite(value) || value <= 0 || value > 1_000_000)) {
            problems.add(FieldProblem.invalid(pointer, "must be a positive number of at most 1000000"));
            return null;
        }
        return value;
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }
}
