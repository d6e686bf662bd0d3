package larder.diet;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The twelve labels of one line or of a whole recipe, each a {@link Verdict}. A recipe's label is false when some
 * line breaks it, else null when some line is not known well enough, else true: false wins, then null, then true.
 */
public record Labels(Map<Label, Verdict> verdicts) {

    public Labels {
        Objects.requireNonNull(verdicts, "verdicts");
        if (verdicts.size() != Label.values().length) {
            throw new IllegalArgumentException("every label needs a verdict, not " + verdicts.keySet());
        }
        verdicts = Collections.unmodifiableMap(new EnumMap<>(verdicts));
    }

    public Verdict get(Label label) {
        return verdicts.get(label);
    }

    /** The labels of one line: each label true, false or null, with the line's text as {@code because} unless true. */
    public static Labels ofLine(DietLine line) {
        Map<Label, Boolean> values = DietLabels.values(line);
        Map<Label, Verdict> verdicts = new EnumMap<>(Label.class);
        for (Label label : Label.values()) {
            Boolean value = values.get(label);
            verdicts.put(label, new Verdict(value, Boolean.TRUE.equals(value) ? List.of() : List.of(line.text())));
        }
        return new Labels(verdicts);
    }

    /** The labels of a recipe of these lines; a recipe of no lines breaks nothing and is true throughout. */
    public static Labels ofRecipe(List<DietLine> lines) {
        return combine(lines.stream().map(Labels::ofLine).toList());
    }

    /** Combines the labels of lines: false wins, then null, then true; {@code because} keeps the lines' order. */
    public static Labels combine(List<Labels> lines) {
        Map<Label, Verdict> verdicts = new EnumMap<>(Label.class);
        for (Label label : Label.values()) {
            List<String> broken = new ArrayList<>();
            List<String> unknown = new ArrayList<>();
            for (Labels line : lines) {
                Verdict v = line.get(label);
                if (Boolean.FALSE.equals(v.value())) {
                    broken.addAll(v.because());
                } else if (v.value() == null) {
                    unknown.addAll(v.because());
                }
            }
            verdicts.put(label, !broken.isEmpty() ? new Verdict(false, broken)
                    : !unknown.isEmpty() ? new Verdict(null, unknown) : new Verdict(true, List.of()));
        }
        return new Labels(verdicts);
    }
}
