package larder.ingredient;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads one normalised line, left to right, in stages: the {@link AmountStage} reads the amount, its range and a
 * package size, the {@link UnitStage} the unit and equivalent amounts, the {@link NameStage} the name, and the
 * {@link CommentStage} joins what the others set aside with the text after the name. A {@link Reading} carries what
 * has been read from one stage to the next. Each step looks at a bounded number of tokens and never backtracks over
 * the line, so parsing is linear in its length.
 */
final class LineParser {

    private LineParser() {
    }

    static AnalysedIngredient parse(String line) {
        if (line == null || line.isBlank()) {
            return new AnalysedIngredient(line == null ? "" : line, "", null, null, null, null, Category.OTHER,
                    List.of(), null);
        }
        Tokens t = Tokens.of(TextNormaliser.normalise(line));
        CommentStage comments = new CommentStage(t);
        UnitStage units = new UnitStage(t, comments);
        Reading lead = new AmountStage(t, comments, units).read();
        NameStage.Named named = new NameStage(t, comments, units).read(lead);
        String comment = comments.text(named.commentStart());
        // Nothing left to call the ingredient ("15 grams", "sprigs, chopped"): keep the whole line as the name.
        String name = named.name().isEmpty() ? line.strip() : named.name();
        return analysed(line, name, comment, named.reading(), units.equivalents());
    }

    private static AnalysedIngredient analysed(String line, String name, String comment, Reading r,
            List<Measurement> equivalents) {
        Double q = r.quantity();
        Double max = r.quantityMax();
        if (q != null && r.unitFactor() != 1) {
            q = q * r.unitFactor();
            max = max == null ? null : max * r.unitFactor();
        }
        if (q != null && !(q > 0 && !q.isInfinite())) {
            q = null;
            max = null;
        }
        if (max != null && !(max > q && !max.isInfinite())) {
            max = null;
        }
        Unit unit = r.unit();
        List<Measurement> measurements = measurements(equivalents, unit, q, name);
        Category category = Category.forIngredient(name);
        if (category == Category.PRODUCE && (unit == Unit.CAN || unit == Unit.JAR)) {
            category = Category.PANTRY; // canned tomatoes and jarred peppers are shelved with the tins
        }
        return new AnalysedIngredient(line, name, q, max, unit, comment, category, measurements, r.size());
    }

    /** The equivalents written in another system than the unit's, or else those computed from the amount. */
    private static List<Measurement> measurements(List<Measurement> equivalents, Unit unit, Double q, String name) {
        List<Measurement> result = new ArrayList<>(2);
        for (Measurement measurement : equivalents) {
            if (unit == null || measurement.unit().system() != unit.system()
                    || measurement.unit().family() != unit.family()) {
                result.add(measurement);
            }
        }
        if (result.isEmpty() && q != null && unit != null) {
            result.addAll(Equivalents.of(q, unit, name));
        }
        return result;
    }
}
