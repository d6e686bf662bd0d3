package larder.recipe;

import java.util.List;

/**
 * A recipe a meal plan's generation may choose (docs/meal-plans.md): what it needs to place it, without its
 * ingredients and instructions.
 */
public record PlanCandidate(String id, String name, Integer servings, Integer totalTimeMinutes, List<String> tags) {

    public PlanCandidate {
        tags = List.copyOf(tags);
    }
}
