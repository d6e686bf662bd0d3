package larder.recipe;

import java.util.Arrays;
import java.util.Optional;

/**
 * The order of a recipe search ({@code ?sort=}). Every hit has every word asked for, so {@code relevance} (the
 * default) has no finer signal than age today and ranks newest first, like {@code newest}; a ranking that knows
 * more (the pantry's coverage) slots in here. {@code total_time} and {@code kcal} rank quickest and lightest first,
 * recipes that do not say last, ties newest first.
 */
public enum SearchSort {
    RELEVANCE("relevance"),
    NEWEST("newest"),
    TOTAL_TIME("total_time"),
    KCAL("kcal");

    private final String code;

    SearchSort(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static Optional<SearchSort> fromCode(String code) {
        return Arrays.stream(values()).filter(s -> s.code.equals(code)).findFirst();
    }

    /** Whether the order reads a value of the recipe row, rather than the recipe id alone. */
    boolean byValue() {
        return this == TOTAL_TIME || this == KCAL;
    }
}
