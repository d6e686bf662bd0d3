package larder.recipe.web;

import larder.platform.event.ApiEventRenderer;
import larder.recipe.RecipeEvents;
import org.springframework.stereotype.Component;

/** recipe.created and recipe.updated show the recipe as the API does. */
@Component
class RecipeEventObjects implements ApiEventRenderer<RecipeEvents.OfRecipe> {

    @Override
    public Class<RecipeEvents.OfRecipe> events() {
        return RecipeEvents.OfRecipe.class;
    }

    @Override
    public Object object(RecipeEvents.OfRecipe event) {
        return RecipeView.of(event.recipe());
    }
}
