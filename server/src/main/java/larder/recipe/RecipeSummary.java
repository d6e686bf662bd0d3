package larder.recipe;

import java.util.List;

/**
 * A recipe as listings show it (search, the feed): enough to show a card and open the recipe, without its
 * ingredients and instructions.
 *
 * @param trueLabels the codes of the diet and allergen labels that are true of the recipe, in the labels' order, as
 *                   the search index holds them
 */
public record RecipeSummary(String id, String clientId, String ownerUserId, String name,
                            List<RecipeContent.Image> images, Integer totalTimeMinutes, List<String> tags,
                            List<String> trueLabels) {

    public RecipeSummary {
        images = List.copyOf(images);
        tags = List.copyOf(tags);
        trueLabels = List.copyOf(trueLabels);
    }

    RecipeSummary withTrueLabels(List<String> labels) {
        return new RecipeSummary(id, clientId, ownerUserId, name, images, totalTimeMinutes, tags, labels);
    }

    public String owner() {
        return ownerUserId == null ? "app" : "user";
    }
}
