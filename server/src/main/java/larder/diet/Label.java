package larder.diet;

import java.util.Locale;

/** The twelve diet and allergen labels of docs/api.md §15, in the order the API lists them. */
public enum Label {
    VEGAN, VEGETARIAN, PESCATARIAN, GLUTEN_FREE, DAIRY_FREE, EGG_FREE, FISH_FREE, SHELLFISH_FREE, TREE_NUT_FREE,
    PEANUT_FREE, SOY_FREE, SESAME_FREE;

    /** The member name on the wire: {@code "tree_nut_free"}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The label of a wire name, if it is one. */
    public static java.util.Optional<Label> fromCode(String code) {
        for (Label label : values()) {
            if (label.code().equals(code)) {
                return java.util.Optional.of(label);
            }
        }
        return java.util.Optional.empty();
    }
}
