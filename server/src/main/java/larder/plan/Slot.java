package larder.plan;

import java.util.Arrays;
import java.util.Optional;

/** The meal of a day a planned recipe is for (docs/api.md §17), in the order of a day. */
public enum Slot {
    BREAKFAST, LUNCH, DINNER, SNACK;

    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Optional<Slot> fromCode(String code) {
        return Arrays.stream(values()).filter(s -> s.code().equals(code)).findFirst();
    }
}
