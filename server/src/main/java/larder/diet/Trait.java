package larder.diet;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What a food is or contains that some label forbids. The lexicon says traits, not labels, so that "anchovy" is
 * written once as fish and the labels it breaks (vegan, vegetarian, fish free) follow from here.
 */
enum Trait {
    /** Meat, poultry and what is made from a slaughtered animal (gelatin, lard, animal rennet). */
    MEAT(Label.VEGAN, Label.VEGETARIAN, Label.PESCATARIAN),
    FISH(Label.VEGAN, Label.VEGETARIAN, Label.FISH_FREE),
    /** Crustaceans and molluscs alike: the EU lists both, and a shellfish allergy often covers both. */
    SHELLFISH(Label.VEGAN, Label.VEGETARIAN, Label.SHELLFISH_FREE),
    DAIRY(Label.VEGAN, Label.DAIRY_FREE),
    EGG(Label.VEGAN, Label.EGG_FREE),
    /** From a living animal, but not meat: honey, beeswax. Only vegans refuse it. */
    ANIMAL(Label.VEGAN),
    GLUTEN(Label.GLUTEN_FREE),
    TREE_NUT(Label.TREE_NUT_FREE),
    PEANUT(Label.PEANUT_FREE),
    SOY(Label.SOY_FREE),
    SESAME(Label.SESAME_FREE);

    private final Set<Label> breaks;

    Trait(Label first, Label... rest) {
        this.breaks = EnumSet.of(first, rest);
    }

    Set<Label> breaks() {
        return breaks;
    }

    static Optional<Trait> fromCode(String code) {
        for (Trait trait : values()) {
            if (trait.name().toLowerCase(Locale.ROOT).equals(code)) {
                return Optional.of(trait);
            }
        }
        return Optional.empty();
    }
}
