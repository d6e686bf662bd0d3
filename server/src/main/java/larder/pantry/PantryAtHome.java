package larder.pantry;

import larder.recipe.AtHome;
import org.springframework.stereotype.Component;

/** The pantry as recipe search asks for it ({@code pantry=true}). */
@Component
class PantryAtHome implements AtHome {

    private final Pantries pantries;

    PantryAtHome(Pantries pantries) {
        this.pantries = pantries;
    }

    @Override
    public Holdings of(String userId) {
        return pantries.holdings(userId);
    }
}
