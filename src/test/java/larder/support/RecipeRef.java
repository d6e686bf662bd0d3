package larder.support;

/** A recipe added to a list or a cart: {@code {"id", "scale"}}. */
public final class RecipeRef extends Body {

    private RecipeRef() {
    }

    public static RecipeRef recipe(String id) {
        RecipeRef ref = new RecipeRef();
        ref.set("id", id);
        return ref;
    }

    public RecipeRef scale(Number scale) {
        set("scale", scale);
        return this;
    }
}
