package larder.diet;

import java.util.Locale;
import java.util.Optional;

/** A diet a user may keep (docs/api.md §15): each is one label that must be true of what they are shown. */
public enum Diet {
    VEGAN(Label.VEGAN), VEGETARIAN(Label.VEGETARIAN), PESCATARIAN(Label.PESCATARIAN),
    GLUTEN_FREE(Label.GLUTEN_FREE), DAIRY_FREE(Label.DAIRY_FREE);

    private final Label label;

    Diet(Label label) {
        this.label = label;
    }

    public Label label() {
        return label;
    }

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Diet> fromCode(String code) {
        for (Diet diet : values()) {
            if (diet.code().equals(code)) {
                return Optional.of(diet);
            }
        }
        return Optional.empty();
    }
}
