package larder.recipe;

import java.util.List;

/**
 * A recipe as listings show it (search, the feed): enough to show a card and open the recipe, without its
 * ingredients and instructions.
 */
public record RecipeSummary(String id, String clientId, String ownerUserId, String name,
                            List<RecipeContent.Image> images, Integer totalTimeMinutes, List<String> tags) {

    public RecipeSummary {
        images = List.copyOf(images);
        tags = List.copyOf(tags);
    }

    public String owner() {
        return ownerUserId == null ? "app" : "user";
    }
}
