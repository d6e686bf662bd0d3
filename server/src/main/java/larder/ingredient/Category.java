package larder.ingredient;

import java.util.Optional;

/** The aisle an item is shopped in (spec section 5). Anything not recognised is {@link #OTHER}. */
public enum Category {
    PRODUCE("produce"),
    MEAT_SEAFOOD("meat_seafood"),
    DAIRY_EGGS("dairy_eggs"),
    BAKERY("bakery"),
    PANTRY("pantry"),
    BAKING("baking"),
    SPICES_SEASONINGS("spices_seasonings"),
    CONDIMENTS_SAUCES("condiments_sauces"),
    FROZEN("frozen"),
    BEVERAGES("beverages"),
    SNACKS("snacks"),
    HOUSEHOLD("household"),
    OTHER("other");

    private final String code;

    Category(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static Optional<Category> fromCode(String code) {
        for (Category category : values()) {
            if (category.code.equals(code)) {
                return Optional.of(category);
            }
        }
        return Optional.empty();
    }

    /**
     * The aisle of an ingredient name, from the curated dictionary in {@code ingredient/categories.txt}
     * ("boneless skinless chicken thighs" is meat_seafood, "fresh basil" produce); {@link #OTHER} when unknown.
     */
    public static Category forIngredient(String name) {
        return CategoryDictionary.INSTANCE.categoryOf(name);
    }
}
