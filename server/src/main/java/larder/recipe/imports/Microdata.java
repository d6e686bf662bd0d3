package larder.recipe.imports;

import static larder.recipe.imports.MarkupText.addLines;
import static larder.recipe.imports.MarkupText.clean;
import static larder.recipe.imports.MarkupText.diet;
import static larder.recipe.imports.MarkupText.emptyToNull;
import static larder.recipe.imports.MarkupText.minutes;
import static larder.recipe.imports.MarkupText.tag;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import larder.recipe.RecipeDraft;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/** A schema.org {@code Recipe} written as HTML microdata ({@code itemscope}, {@code itemprop}). */
final class Microdata {

    private Microdata() {
    }

    static Optional<RecipeDraft> read(Document page, String pageUrl) {
        for (Element scope : page.select("[itemscope][itemtype]")) {
            String type = scope.attr("itemtype");
            if (!(type.endsWith("schema.org/Recipe") || type.contains("schema.org/Recipe "))) {
                continue;
            }
            List<RecipeDraft.IngredientInput> ingredients = new ArrayList<>();
            for (Element e : props(scope, "recipeIngredient", "ingredients")) {
                String line = clean(value(e));
                if (!line.isEmpty()) {
                    ingredients.add(RecipeDraft.IngredientInput.ofText(line, null));
                }
            }
            List<RecipeDraft.InstructionInput> instructions = new ArrayList<>();
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
            List<RecipeDraft.ImageInput> images = new ArrayList<>();
            props(scope, "image").stream().limit(5)
                    .forEach(e -> images.add(new RecipeDraft.ImageInput(value(e), null, null)));
            String name = first(scope, "name");
            String author = first(scope, "author");
            String url = pageUrl;
            return Optional.of(new RecipeDraft(
                    clean(name),
                    emptyToNull(clean(first(scope, "description"))),
                    url == null && author == null ? null : new RecipeDraft.SourceInput(emptyToNull(clean(author)), url),
                    images,
                    servings(first(scope, "recipeYield")),
                    minutes(first(scope, "prepTime")),
                    minutes(first(scope, "cookTime")),
                    minutes(first(scope, "totalTime")),
                    ingredients,
                    instructions,
                    new ArrayList<>(tags)));
        }
        return Optional.empty();
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

    private static Integer servings(String yield) {
        return MarkupText.servings(yield == null ? List.of() : List.of(yield));
    }
}
