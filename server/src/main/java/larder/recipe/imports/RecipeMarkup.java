package larder.recipe.imports;

import static larder.recipe.imports.MarkupText.clean;
import static larder.recipe.imports.MarkupText.diet;
import static larder.recipe.imports.MarkupText.emptyToNull;
import static larder.recipe.imports.MarkupText.minutes;
import static larder.recipe.imports.MarkupText.tag;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import larder.recipe.RecipeDraft;
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

    private final JsonMapper json;

    public RecipeMarkup(JsonMapper json) {
        this.json = json;
    }

    /** The recipe in posted HTML, if it has one. */
    public Optional<RecipeDraft> read(String html) {
        return read(Jsoup.parse(html), null);
    }

    /**
     * The recipe on a fetched page: decoded with the charset the server declared, or else the one the page
     * declares in its {@code <meta charset>}, or UTF-8.
     */
    public Optional<RecipeDraft> read(byte[] body, String declaredCharset, String pageUrl) {
        try {
            return read(Jsoup.parse(new java.io.ByteArrayInputStream(body), declaredCharset, pageUrl), pageUrl);
        } catch (java.io.IOException | java.nio.charset.IllegalCharsetNameException
                 | java.nio.charset.UnsupportedCharsetException e) {
            return read(new String(body, java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    private Optional<RecipeDraft> read(Document page, String pageUrl) {
        Optional<RecipeDraft> fromJsonLd = jsonLd(page, pageUrl);
        return fromJsonLd.isPresent() ? fromJsonLd : Microdata.read(page, pageUrl);
    }

    // ---- JSON-LD ----

    private Optional<RecipeDraft> jsonLd(Document page, String pageUrl) {
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

    private RecipeDraft fromJsonLd(JsonNode r, String pageUrl) {
        List<RecipeDraft.IngredientInput> ingredients = new ArrayList<>();
        JsonNode ingredientNode = r.has("recipeIngredient") ? r.get("recipeIngredient") : r.get("ingredients");
        for (String line : strings(ingredientNode)) {
            String clean = clean(line);
            if (!clean.isEmpty()) {
                ingredients.add(RecipeDraft.IngredientInput.ofText(clean, null));
            }
        }
        List<RecipeDraft.InstructionInput> instructions = new ArrayList<>();
        instructions(r.get("recipeInstructions"), instructions, 0);
        Set<String> tags = new LinkedHashSet<>();
        keywords(r.get("keywords"), tags);
        strings(r.get("recipeCuisine")).forEach(t -> tags.add(tag(t)));
        strings(r.get("recipeCategory")).forEach(t -> tags.add(tag(t)));
        strings(r.get("suitableForDiet")).forEach(t -> tags.add(diet(t)));
        tags.removeIf(String::isEmpty);
        return new RecipeDraft(
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

    private static void instructions(JsonNode node, List<RecipeDraft.InstructionInput> out, int depth) {
        if (node == null || depth > 4) {
            return;
        }
        if (node.isString()) {
            for (String line : clean(node.asString(), true).split("\n")) {
                if (!line.isBlank()) {
                    out.add(new RecipeDraft.InstructionInput(line.strip()));
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
                out.add(new RecipeDraft.InstructionInput(clean(step)));
            }
        }
    }

    private static RecipeDraft.SourceInput source(JsonNode r, String pageUrl) {
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
        return name == null && url == null ? null : new RecipeDraft.SourceInput(clean(name), url);
    }

    private static List<RecipeDraft.ImageInput> images(JsonNode node) {
        List<RecipeDraft.ImageInput> images = new ArrayList<>();
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
                images.add(new RecipeDraft.ImageInput(item.asString(), null, null));
            } else if (item.isObject()) {
                String url = text(item.has("url") ? item.get("url") : item.get("contentUrl"));
                if (url != null) {
                    images.add(new RecipeDraft.ImageInput(url, integer(item.get("width")), integer(item.get("height"))));
                }
            }
        }
        return images;
    }

    private static Integer servings(JsonNode node) {
        return MarkupText.servings(strings(node));
    }

    private static void keywords(JsonNode node, Set<String> tags) {
        for (String value : strings(node)) {
            for (String word : value.split(",")) {
                tags.add(tag(word));
            }
        }
    }

    // ---- JSON values ----

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
    private static Integer integer(JsonNode node) {
        String text = text(node);
        if (text == null) {
            return null;
        }
        Matcher m = MarkupText.FIRST_NUMBER.matcher(text);
        return m.find() && m.group(1).length() < 7 ? Integer.valueOf(m.group(1)) : null;
    }
}
