package larder.support;

/** A recipe added to a list or a cart: {@code {"id", "scale"}}. */
public final class RecipeRef extends Body {

    private RecipeRef() {
    }

    public static RecipeRef recipe(String id) {
        return new RecipeRef().set("id", id);
    }

    public RecipeRef scale(Number scale) {
        return set("scale", scale);
    }
}
