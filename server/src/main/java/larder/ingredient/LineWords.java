package larder.ingredient;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The word lists of the line parser, read once from {@code ingredient/line-words.txt}: a {@code [section]} line names
 * a list, and the lines after it hold its words, separated by commas. The lists are immutable sets and maps, which
 * refuse to look up a null word, as the parser's lists always have.
 */
final class LineWords {

    static final LineWords INSTANCE = load("/ingredient/line-words.txt");

    private final String source;
    private final Map<String, List<String>> sections;

    private LineWords(String source, Map<String, List<String>> sections) {
        this.source = source;
        this.sections = sections;
    }

    /** The words of a section. */
    Set<String> set(String section) {
        return Set.copyOf(words(section));
    }

    /** The words of a section of {@code word = value} entries, with their values ("one-third = 1/3"). */
    Map<String, Double> numbers(String section) {
        Map<String, Double> numbers = new HashMap<>();
        for (String entry : words(section)) {
            int equals = entry.indexOf('=');
            if (equals < 0) {
                throw new IllegalStateException(source + ": [" + section + "] needs word = value, not " + entry);
            }
            String word = entry.substring(0, equals).strip();
            if (numbers.put(word, value(section, entry.substring(equals + 1).strip())) != null) {
                throw new IllegalStateException(source + ": [" + section + "] lists " + word + " twice");
            }
        }
        return Map.copyOf(numbers);
    }

    private List<String> words(String section) {
        List<String> words = sections.get(section);
        if (words == null) {
            throw new IllegalStateException(source + ": no section [" + section + "]");
        }
        return words;
    }

    private double value(String section, String written) {
        try {
            int slash = written.indexOf('/');
            if (slash < 0) {
                return Double.parseDouble(written);
            }
            return Double.parseDouble(written.substring(0, slash)) / Double.parseDouble(written.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new IllegalStateException(source + ": [" + section + "] has no number in " + written, e);
        }
    }

    static LineWords load(String resource) {
        return of(resource, DataLine.load(resource));
    }

    /** The lists in {@code lines}; {@code source} names them in errors. */
    static LineWords of(String source, List<DataLine> lines) {
        Map<String, LinkedHashSet<String>> sections = new HashMap<>();
        LinkedHashSet<String> current = null;
        for (DataLine line : lines) {
            if (line.isSection()) {
                current = new LinkedHashSet<>();
                if (sections.putIfAbsent(line.section(), current) != null) {
                    throw new IllegalStateException(source + ":" + line.number() + ": [" + line.section() + "] again");
                }
                continue;
            }
            if (current == null) {
                throw new IllegalStateException(source + ":" + line.number() + ": words before any [section]");
            }
            for (String entry : line.text().split(",")) {
                String word = entry.strip();
                if (!word.isEmpty()) {
                    add(current, word, source + ":" + line.number());
                }
            }
        }
        Map<String, List<String>> lists = new HashMap<>();
        sections.forEach((name, words) -> lists.put(name, List.copyOf(words)));
        return new LineWords(source, Map.copyOf(lists));
    }

    private static void add(Set<String> section, String word, String where) {
        if (!word.equals(word.toLowerCase(Locale.ROOT))) {
            throw new IllegalStateException(where + ": \"" + word + "\" is not lower case, so no word would match it");
        }
        if (!section.add(word)) {
            throw new IllegalStateException(where + ": \"" + word + "\" is listed twice in its section");
        }
    }
}
