package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

/**
 * Measures the analyser against the labelled lines of {@code ingredients-dev.csv} in the test resources (the
 * "simple" and "dual" rows; MIT-licensed, see {@code NOTICE.md} beside it) and prints quantity, unit and name
 * accuracy. Labels carry noise, so the figures are reported, not
 * tuned to; the floors asserted here are the project's targets (97%, 95%, 85%), well under the measured figures.
 * The lines it gets wrong are written to {@code target/ingredient-accuracy-misses.txt} for study. It measures the
 * British and European set written by this project ({@code ingredients-uk-eu.csv}) the same way, on each half.
 */
class AnalyserAccuracyTest {

    /** Size and manner words that labellers put into the unit ("lg clove", "heaping cup"); not part of the unit. */
    private static final Set<String> UNIT_QUALIFIERS = Set.of(
            "lg", "sm", "md", "large", "small", "medium", "thick", "thin", "good", "generous", "heaping", "heaped",
            "scant", "full", "big", "thumb-size", "very", "level", "rounded");

    @Test
    void measuresQuantityUnitAndNameAccuracyOnLabelledLines() throws IOException {
        List<LabelledLines.Row> rows = new ArrayList<>();
        for (LabelledLines.Row row : LabelledLines.read()) {
            String kind = row.get("kind");
            if (kind.equals("simple") || kind.equals("dual")) {
                rows.add(row);
            }
        }
        // All of them: a truncated or wrongly read file must not measure a few easy lines.
        assertThat(rows).as("simple and dual rows").hasSize(5_954);
        Score score = score("American", rows, row -> canonicalUnit(row.get("unit")), "ingredient-accuracy-misses.txt");

        assertThat(score.quantity()).as("quantity accuracy").isGreaterThanOrEqualTo(97);
        assertThat(score.unit()).as("unit accuracy").isGreaterThanOrEqualTo(95);
        assertThat(score.name()).as("name accuracy").isGreaterThanOrEqualTo(85);
    }

    /**
     * The British and European set written by this project (issue 38), whose unit column holds the contract's codes.
     * It was split into a development and a held-out half at random before the analyser was first run on it; the
     * analyser is improved against the development half only, and both are asserted. A third, fresh half was written
     * later, after a habit had been chosen from the held-out misses, and committed before the analyser was run on it.
     */
    @Test
    void measuresBritishAndEuropeanLinesOnEachHalf() throws IOException {
        List<LabelledLines.Row> dev = new ArrayList<>();
        List<LabelledLines.Row> heldOut = new ArrayList<>();
        List<LabelledLines.Row> fresh = new ArrayList<>();
        for (LabelledLines.Row row : LabelledLines.read(LabelledLines.BRITISH)) {
            switch (row.get("half")) {
                case "dev" -> dev.add(row);
                case "held-out" -> heldOut.add(row);
                case "fresh" -> fresh.add(row);
                default -> throw new IllegalStateException("row " + row.get("index") + " has no known half");
            }
        }
        // 285 development rows from the random split, and 40 written later to show vague amounts ("a little milk",
        // "a few rosemary sprigs"); the held-out half is never added to, and neither is the fresh half.
        assertThat(dev).as("development rows").hasSize(325);
        assertThat(heldOut).as("held-out rows").hasSize(286);
        assertThat(fresh).as("fresh held-out rows").hasSize(250);
        Score devScore = score("British dev", dev, row -> row.get("unit"), "ingredient-accuracy-misses-uk-dev.txt");
        score("British dev, of it the vague amounts written later",
                dev.stream().filter(row -> row.get("source").endsWith("-vague")).toList(), row -> row.get("unit"),
                "ingredient-accuracy-misses-uk-dev-vague.txt");
        Score heldOutScore = score("British held-out", heldOut, row -> row.get("unit"),
                "ingredient-accuracy-misses-uk-held-out.txt");
        Score freshScore = score("British fresh held-out", fresh, row -> row.get("unit"),
                "ingredient-accuracy-misses-uk-fresh.txt");

        // Issue 38's targets are unit 98%, name 95% and all three 95% on held-out lines: the floors. The held-out half
        // measured 96.2% for all three once vague amounts were read (docs/ingredient-analysis.md); one line is 0.35%.
        for (Score score : List.of(devScore, heldOutScore, freshScore)) {
            assertThat(score.quantity()).as(score.set() + " quantity accuracy").isGreaterThanOrEqualTo(97);
            assertThat(score.unit()).as(score.set() + " unit accuracy").isGreaterThanOrEqualTo(98);
            assertThat(score.name()).as(score.set() + " name accuracy").isGreaterThanOrEqualTo(95);
            assertThat(score.all()).as(score.set() + ", all three right").isGreaterThanOrEqualTo(95);
        }
    }

    /** Percentages of rows with the quantity, the unit, the name, and all three right. */
    record Score(String set, double quantity, double unit, double name, double all) {
    }

    private static Score score(String set, List<LabelledLines.Row> rows, Function<LabelledLines.Row, String> unitOf,
            String missesFile) throws IOException {
        int quantityRight = 0;
        int unitRight = 0;
        int nameRight = 0;
        int allRight = 0;
        List<String> misses = new ArrayList<>();
        for (LabelledLines.Row row : rows) {
            AnalysedIngredient got = IngredientAnalyser.analyse(row.get("input"));

            boolean quantityOk = sameAmount(row.get("qty"), got.quantity())
                    && sameAmount(row.get("range_end"), got.quantityMax());
            String expectedUnit = unitOf.apply(row);
            String gotUnit = got.unit() == null ? "" : got.unit().code();
            boolean unitOk = expectedUnit.equals(gotUnit);
            // Labels sometimes hold soft hyphens (U+00AD), invisible in the recipe; the analyser drops them.
            boolean nameOk = wordSet(row.get("name").replace("\u00ad", "")).equals(wordSet(got.name()));

            quantityRight += quantityOk ? 1 : 0;
            unitRight += unitOk ? 1 : 0;
            nameRight += nameOk ? 1 : 0;
            allRight += quantityOk && unitOk && nameOk ? 1 : 0;
            if (!quantityOk) {
                misses.add("QTY  | " + row.get("input") + " | want " + row.get("qty") + "~" + row.get("range_end")
                        + " | got " + got.quantity() + "~" + got.quantityMax());
            }
            if (!unitOk) {
                misses.add("UNIT | " + row.get("input") + " | want " + expectedUnit + " (" + row.get("unit")
                        + ") | got " + gotUnit);
            }
            if (!nameOk) {
                misses.add("NAME | " + row.get("input") + " | want " + row.get("name") + " | got " + got.name());
            }
        }
        int n = rows.size();
        Score score = new Score(set, 100.0 * quantityRight / n, 100.0 * unitRight / n, 100.0 * nameRight / n,
                100.0 * allRight / n);
        System.out.printf(Locale.ROOT, "ingredient accuracy, %s, %d lines: quantity %.1f%% (%d), unit %.1f%% (%d), "
                + "name %.1f%% (%d), all three %.1f%% (%d)%n", set, n, score.quantity(), quantityRight, score.unit(),
                unitRight, score.name(), nameRight, score.all(), allRight);
        Path report = Path.of("target", missesFile);
        Files.createDirectories(report.getParent());
        Files.write(report, misses);
        return score;
    }

    private static boolean sameAmount(String label, Double got) {
        String trimmed = label.strip();
        if (trimmed.isEmpty()) {
            return got == null;
        }
        if (got == null) {
            return false;
        }
        double want = Double.parseDouble(trimmed);
        return Math.abs(want - got) <= 0.005 * Math.max(1, Math.abs(want));
    }

    /** The label's unit spelling mapped to a unit code of docs/api.md §5, through the same spelling table users get. */
    static String canonicalUnit(String label) {
        List<String> words = new ArrayList<>();
        for (String word : label.strip().split("\\s+")) {
            if (!word.isEmpty() && !UNIT_QUALIFIERS.contains(word.toLowerCase(Locale.ROOT))) {
                words.add(word);
            }
        }
        if (words.isEmpty()) {
            return "";
        }
        return Unit.parse(String.join(" ", words)).map(Unit::code).orElse("");
    }

    /** Names compared as sets of lower-cased singular words. */
    static Set<String> wordSet(String name) {
        Set<String> words = new HashSet<>();
        for (String word : Words.split(name)) {
            words.add(Words.singular(word));
        }
        return words;
    }
}
