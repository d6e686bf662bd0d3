package larder.diet;

import java.util.Locale;
import java.util.Optional;

/**
 * An allergen a user avoids: the nine US major allergens (docs/api.md §15). Each is avoided through the label that
 * says a recipe is free of it; wheat through {@code gluten_free}, which is stricter than wheat free (it also leaves
 * out barley and rye) but never lets wheat through.
 */
public enum Allergen {
    MILK(Label.DAIRY_FREE), EGG(Label.EGG_FREE), FISH(Label.FISH_FREE), SHELLFISH(Label.SHELLFISH_FREE),
    TREE_NUT(Label.TREE_NUT_FREE), PEANUT(Label.PEANUT_FREE), WHEAT(Label.GLUTEN_FREE), SOY(Label.SOY_FREE),
    SESAME(Label.SESAME_FREE);

    private final Label label;

    Allergen(Label label) {
        this.label = label;
    }

    /** The label that must be true of a recipe for someone avoiding this. */
    public Label label() {
        return label;
    }

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Allergen> fromCode(String code) {
        for (Allergen allergen : values()) {
            if (allergen.code().equals(code)) {
                return Optional.of(allergen);
            }
        }
        return Optional.empty();
    }
}
