package larder.plan;

import java.util.Map;
import java.util.Optional;

/** The meal of a day a planned recipe is for (docs/api.md §17), in the order of a day. */
public enum Slot {
    BREAKFAST, LUNCH, DINNER, SNACK;

    /** Every recipe tag of every candidate of a generation is looked up here: codes are made once. */
    private static final Map<String, Slot> BY_CODE = Map.of("breakfast", BREAKFAST, "lunch", LUNCH, "dinner", DINNER,
            "snack", SNACK);

    private final String code = name().toLowerCase(java.util.Locale.ROOT);

    public String code() {
        return code;
    }

    public static Optional<Slot> fromCode(String code) {
        return code == null ? Optional.empty() : Optional.ofNullable(BY_CODE.get(code));
    }
}
