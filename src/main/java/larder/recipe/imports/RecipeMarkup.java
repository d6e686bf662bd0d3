package larder.recipe.imports;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import larder.recipe.RecipeInput;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a schema.org {@code Recipe} from a web page: JSON-LD first (objects, arrays, {@code @graph}), then
 * microdata. Maps what pages actually write, which is looser than the vocabulary: instructions as one string, a
 * list of strings, {@code HowToStep}s or {@code HowToSection}s; yields as numbers or "Serves 4"; images as URLs or
 * {@code ImageObject}s; ISO 8601 durations ({@code PT1H15M}) as minutes.
 */
public final class RecipeMarkup {

    private static final Pattern DURATION = Pattern.compile(
            "P(?:(\\d+(?:\\.\\d+)?)Y)?(?:(\\d+(?:\\.\\d+)?)M)?(?:(\\d+(?:\\.\\d+)?)W)?(?:(\\d+(?:\\.\\d+)?)D)?"
                    + "(?:T(?:(\\d+(?:\\.\\d+)?)H)?(?:(\\d+(?:\\.\\d+)?)M)?(?:(\\d+(?:\\.\\d+)?)S)?)?",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern FIRST_NUMBER = Pattern.compile("(\\d+)");

    private final JsonMapper json;

    public RecipeMarkup(JsonMapper json) {
        this.json = json;
    }

    /** The recipe in posted HTML, if it has one. */
    public Optional<RecipeInput> read(String html) {
        return read(Jsoup.parse(html), null);
    }

    /**
     * The recipe on a fetched page: decoded with the charset the server declared, or else the one the page
     * declares in its {@code <meta charset>}, or UTF-8.
     */
    public Optional<RecipeInput> read(byte[] body, String declaredCharset, String pageUrl) {
        try {
            return read(Jsoup.parse(new java.io.ByteArrayInputStream(body), declaredCharset, pageUrl), pageUrl);
        } catch (java.io.IOException | java.nio.charset.IllegalCharsetNameException
                 | java.nio.charset.UnsupportedCharsetException e) {
            return read(new String(body, java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    private Optional<RecipeInput> read(Document page, String pageUrl) {
        Optional<RecipeInput> fromJsonLd = jsonLd(page, pageUrl);
        return fromJsonLd.isPresent() ? fromJsonLd : microdata(page, pageUrl);
    }

    // ---- JSON-LD ----

    private Optional<RecipeInput> jsonLd(Document page, String pageUrl) {
        for (Element script : page.select("script[type=application/ld+json]")) {
            JsonNode root;
            try {
                root = json.readTree(script.data());
            } catch (JacksonException e) {
                continue;
            }
            Optional<JsonNode> recipe = findRecipe(root, 0);
            if (recipe.isPresent()) {
                return Optional.of(fromJsonLd(recipe.get(), pageUrl));
            }
        }
        return Optional.empty();
    }

    private static Optional<JsonNode> findRecipe(JsonNode node, int depth) {
        if (node == null || depth > 6) {
            return Optional.empty();
        }
        if (node.isArray()) {
            for (JsonNode item : node) {
                Optional<JsonNode> found = findRecipe(item, depth + 1);
                if (found.isPresent()) {
                    return found;
                }
            }
            return Optional.empty();
        }
        if (!node.isObject()) {
            return Optional.empty();
        }
        if (isType(node.get("@type"), "Recipe")) {
            return Optional.of(node);
        }
        for (String container : List.of("@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item")) {
            Optional<JsonNode> found = findRecipe(node.get(container), depth + 1);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static boolean isType(JsonNode type, String wanted) {
        if (type == null) {
            return false;
        }
        if (type.isArray()) {
            for (JsonNode t : type) {
                if (isType(t, wanted)) {
                    return true;
                }
            }
            return false;
        }
        String value = type.asString("");
        return value.equals(wanted) || value.endsWith("/" + wanted) || value.endsWith(":" + wanted);
    }

    private RecipeInput fromJsonLd(JsonNode r, String pageUrl) {
        List<RecipeInput.IngredientInput> ingredients = new ArrayList<>();
        JsonNode ingredientNode = r.has("recipeIngredient") ? r.get("recipeIngredient") : r.get("ingredients");
        for (String line : strings(ingredientNode)) {
            String clean = clean(line);
            if (!clean.isEmpty()) {
                ingredients.add(RecipeInput.IngredientInput.ofText(clean, null));
            }
        }
        List<RecipeInput.InstructionInput> instructions = new ArrayList<>();
        instructions(r.get("recipeInstructions"), instructions, 0);
        Set<String> tags = new LinkedHashSet<>();
        keywords(r.get("keywords"), tags);
        strings(r.get("recipeCuisine")).forEach(t -> tags.add(tag(t)));
        strings(r.get("recipeCategory")).forEach(t -> tags.add(tag(t)));
        strings(r.get("suitableForDiet")).forEach(t -> tags.add(diet(t)));
        tags.removeIf(String::isEmpty);
        return new RecipeInput(
                clean(text(r.get("name"))),
                emptyToNull(clean(text(r.get("description")))),
                source(r, pageUrl),
                images(r.get("image")),
                servings(r.get("recipeYield")),
                minutes(text(r.get("prepTime"))),
                minutes(text(r.get("cookTime"))),
                minutes(text(r.get("totalTime"))),
                ingredients,
                instructions,
                new ArrayList<>(tags));
    }

    private static void instructions(JsonNode node, List<RecipeInput.InstructionInput> out, int depth) {
        if (node == null || depth > 4) {
            return;
        }
        if (node.isString()) {
            for (String line : clean(node.asString(), true).split("\n")) {
                if (!line.isBlank()) {
                    out.add(new RecipeInput.InstructionInput(line.strip()));
                }
            }
            return;
        }
        if (node.isArray()) {
            node.forEach(item -> instructions(item, out, depth + 1));
            return;
        }
        if (node.isObject()) {
            if (isType(node.get("@type"), "HowToSection") || node.has("itemListElement")) {
                instructions(node.get("itemListElement"), out, depth + 1);
                return;
            }
            String step = text(node.has("text") ? node.get("text") : node.get("name"));
            if (step != null && !clean(step).isEmpty()) {
                out.add(new RecipeInput.InstructionInput(clean(step)));
            }
        }
    }

    private static RecipeInput.SourceInput source(JsonNode r, String pageUrl) {
        String name = null;
        for (String field : List.of("publisher", "author")) {
            JsonNode who = r.get(field);
            if (who != null && who.isArray() && !who.isEmpty()) {
                who = who.get(0);
            }
            if (who != null) {
                name = who.isObject() ? text(who.get("name")) : text(who);
                if (name != null && !name.isBlank()) {
                    break;
                }
            }
        }
        String url = pageUrl != null ? pageUrl : text(r.get("url"));
        if (name == null && url != null) {
            try {
                name = URI.create(url).getHost();
            } catch (IllegalArgumentException ignored) {
                // The URL is checked with the rest of the recipe.
            }
        }
        return name == null && url == null ? null : new RecipeInput.SourceInput(clean(name), url);
    }

    private static List<RecipeInput.ImageInput> images(JsonNode node) {
        List<RecipeInput.ImageInput> images = new ArrayList<>();
        if (node == null) {
            return images;
        }
        List<JsonNode> items = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(items::add);
        } else {
            items.add(node);
        }
        for (JsonNode item : items) {
            if (images.size() == 5) {
                break;
            }
            if (item.isString()) {
                images.add(new RecipeInput.ImageInput(item.asString(), null, null));
            } else if (item.isObject()) {
                String url = text(item.has("url") ? item.get("url") : item.get("contentUrl"));
                if (url != null) {
                    images.add(new RecipeInput.ImageInput(url, integer(item.get("width")), integer(item.get("height"))));
                }
            }
        }
        return images;
    }

    private static Integer servings(JsonNode node) {
        for (String value : strings(node)) {
            Matcher m = FIRST_NUMBER.matcher(value);
            if (m.find()) {
                long n = Long.parseLong(m.group(1).length() > 6 ? "0" : m.group(1));
                if (n >= 1 && n <= 1000) {
                    return (int) n;
                }
            }
        }
        return null;
    }

    private static void keywords(JsonNode node, Set<String> tags) {
        for (String value : strings(node)) {
            for (String word : value.split(",")) {
                tags.add(tag(word));
            }
        }
    }

    // ---- microdata ----

    private Optional<RecipeInput> microdata(Document page, String pageUrl) {
        for (Element scope : page.select("[itemscope][itemtype]")) {
            String type = scope.attr("itemtype");
            if (!(type.endsWith("schema.org/Recipe") || type.contains("schema.org/Recipe "))) {
                continue;
            }
            List<RecipeInput.IngredientInput> ingredients = new ArrayList<>();
            for (Element e : props(scope, "recipeIngredient", "ingredients")) {
                String line = clean(value(e));
                if (!line.isEmpty()) {
                    ingredients.add(RecipeInput.IngredientInput.ofText(line, null));
                }
            }
            List<RecipeInput.InstructionInput> instructions = new ArrayList<>();
            for (Element e : props(scope, "recipeInstructions")) {
                List<Element> steps = e.hasAttr("itemscope") ? props(e, "text") : List.of();
                if (!steps.isEmpty()) {
                    steps.forEach(s -> addLines(clean(value(s), true), instructions));
                } else if (!e.select("li").isEmpty()) {
                    e.select("li").forEach(li -> addLines(clean(li.text()), instructions));
                } else {
                    addLines(clean(e.wholeText(), true), instructions);
                }
            }
            Set<String> tags = new LinkedHashSet<>();
            props(scope, "keywords").forEach(e -> {
                for (String word : value(e).split(",")) {
                    tags.add(tag(word));
                }
            });
            props(scope, "recipeCuisine", "recipeCategory").forEach(e -> tags.add(tag(value(e))));
            props(scope, "suitableForDiet").forEach(e -> tags.add(diet(value(e))));
            tags.removeIf(String::isEmpty);
            List<RecipeInput.ImageInput> images = new ArrayList<>();
            props(scope, "image").stream().limit(5)
                    .forEach(e -> images.add(new RecipeInput.ImageInput(value(e), null, null)));
            String name = first(scope, "name");
            String author = first(scope, "author");
            String url = pageUrl;
            return Optional.of(new RecipeInput(
                    clean(name),
                    emptyToNull(clean(first(scope, "description"))),
                    url == null && author == null ? null : new RecipeInput.SourceInput(emptyToNull(clean(author)), url),
                    images,
                    servings(textNode(first(scope, "recipeYield"))),
                    minutes(first(scope, "prepTime")),
                    minutes(first(scope, "cookTime")),
                    minutes(first(scope, "totalTime")),
                    ingredients,
                    instructions,
                    new ArrayList<>(tags)));
        }
        return Optional.empty();
    }

    private static void addLines(String text, List<RecipeInput.InstructionInput> out) {
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                out.add(new RecipeInput.InstructionInput(line.strip()));
            }
        }
    }

    /** The properties of this item only: not those of items nested inside it. */
    private static List<Element> props(Element scope, String... names) {
        List<Element> found = new ArrayList<>();
        for (Element e : scope.select("[itemprop]")) {
            if (e == scope) {
                continue;
            }
            Element owner = e.parent();
            while (owner != null && owner != scope && !owner.hasAttr("itemscope")) {
                owner = owner.parent();
            }
            if (owner != scope) {
                continue;
            }
            for (String property : e.attr("itemprop").split("\\s+")) {
                for (String name : names) {
                    if (property.equals(name)) {
                        found.add(e);
                    }
                }
            }
        }
        return found;
    }

    private static String first(Element scope, String name) {
        List<Element> found = props(scope, name);
        return found.isEmpty() ? null : value(found.getFirst());
    }

    /** The value of a microdata property, per the HTML spec: content, src, href, datetime, value, or text. */
    private static String value(Element e) {
        if (e.hasAttr("content")) {
            return e.attr("content");
        }
        return switch (e.tagName()) {
            case "img", "audio", "embed", "iframe", "source", "track", "video" -> e.absUrl("src").isEmpty()
                    ? e.attr("src") : e.absUrl("src");
            case "a", "area", "link" -> e.absUrl("href").isEmpty() ? e.attr("href") : e.absUrl("href");
            case "time" -> e.hasAttr("datetime") ? e.attr("datetime") : e.text();
            case "data", "meter" -> e.attr("value");
            default -> e.text();
        };
    }

    // ---- shared ----

    /** ISO 8601 duration to whole minutes; null when absent or unreadable. */
    static Integer minutes(String iso) {
        if (iso == null) {
            return null;
        }
        Matcher m = DURATION.matcher(iso.strip());
        if (!m.matches() || iso.strip().equalsIgnoreCase("P") || iso.strip().equalsIgnoreCase("PT")) {
            return null;
        }
        double minutes = number(m.group(3)) * 7 * 24 * 60 + number(m.group(4)) * 24 * 60 + number(m.group(5)) * 60
                + number(m.group(6)) + number(m.group(7)) / 60 + number(m.group(1)) * 365 * 24 * 60
                + number(m.group(2)) * 30 * 24 * 60;
        long rounded = Math.round(minutes);
        return rounded > 100_000 ? null : (int) rounded;
    }

    private static double number(String value) {
        return value == null ? 0 : Double.parseDouble(value);
    }

    private static String tag(String value) {
        return value == null ? "" : clean(value).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} &'-]", "")
                .replaceAll("\\s+", " ").strip();
    }

    /** "https://schema.org/GlutenFreeDiet" becomes "gluten-free". */
    private static String diet(String value) {
        String name = value.substring(value.lastIndexOf('/') + 1).replaceFirst("Diet$", "");
        return tag(name.replaceAll("([a-z])([A-Z])", "$1-$2"));
    }

    private static List<String> strings(JsonNode node) {
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) {
            return out;
        }
        if (node.isArray()) {
            for (JsonNode item : node) {
                String text = text(item);
                if (text != null) {
                    out.add(text);
                }
            }
        } else {
            String text = text(node);
            if (text != null) {
                out.add(text);
            }
        }
        return out;
    }

    private static String text(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (node.isString() || node.isNumber() || node.isBoolean()) {
            return node.asString();
        }
        if (node.isObject()) {
            return text(node.has("name") ? node.get("name") : node.get("@value"));
        }
        if (node.isArray() && !node.isEmpty()) {
            return text(node.get(0));
        }
        return null;
    }

    private static JsonNode textNode(String value) {
        return value == null ? null : tools.jackson.databind.node.JsonNodeFactory.instance.stringNode(value);
    }

    private static Integer integer(JsonNode node) {
        String text = text(node);
        if (text == null) {
            return null;
        }
        Matcher m = FIRST_NUMBER.matcher(text);
        return m.find() && m.group(1).length() < 7 ? Integer.valueOf(m.group(1)) : null;
    }

    /** Markup and entities out, white space folded: pages put HTML in JSON-LD strings. */
    private static String clean(String text) {
        return clean(text, false);
    }

    private static String clean(String text, boolean keepLines) {
        if (text == null) {
            return "";
        }
        String plain = text.contains("<") || text.contains("&")
                ? Jsoup.parse(text.replaceAll("(?i)<br\\s*/?>|</p>|</li>", "\n")).wholeText() : text;
        if (keepLines) {
            return plain.replaceAll("[\\t\\x0B\\f\\r ]+", " ").replaceAll(" *\n+ *", "\n").strip();
        }
        return plain.replaceAll("\\s+", " ").strip();
    }

    private static String emptyToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
