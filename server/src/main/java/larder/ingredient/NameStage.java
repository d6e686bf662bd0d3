package larder.ingredient;

import java.util.List;
import java.util.Set;

/**
 * The name of one line, read from where the {@link AmountStage} stopped to where the comment opens. Preparation words
 * before it and after it, and asides that are not part of it, go to the comment; comma lists ("boneless, skinless
 * chicken thighs") and short asides ("plain (all-purpose) flour") stay in it.
 */
final class NameStage {

    private static final Set<String> LIST_ADJECTIVES = LineWords.INSTANCE.set("list adjectives");
    private static final Set<String> NOT_LIST_ITEMS = LineWords.INSTANCE.set("not list items");
    private static final Set<String> ASIDE_WORDS = LineWords.INSTANCE.set("aside words");
    private static final Set<String> POSTFIX_UNITS = LineWords.INSTANCE.set("postfix units");
    private static final List<String> JOINERS = List.of("and", "or", "&");

    private final Tokens t;
    private final CommentStage comment;
    private final UnitStage units;

    /**
     * What the name stage read.
     *
     * @param name         the name, trimmed; empty when the line has nothing left to call the ingredient
     * @param commentStart the index of the token where the comment's text opens, or the token count
     * @param reading      the reading it was given, with a unit found after the name ("2 garlic cloves"); its
     *                     {@code next} is where the name ends
     */
    record Named(String name, int commentStart, Reading reading) {
    }

    NameStage(Tokens t, CommentStage comment, UnitStage units) {
        this.t = t;
        this.comment = comment;
        this.units = units;
    }

    Named read(Reading r) {
        int start = r.next();
        if (r.quantity() != null && t.isPunct(start, ',') && t.isWord(start + 1)) {
            start++; // "1 lb 1 oz, rainbow chard": the amount's comma is not the comment's
        }
        Reading reading = r;
        // What is bought in a tin, jar or pack was prepared by its maker: "2 tins chopped tomatoes", "400g tin chopped
        // tomatoes" name the product, where "2 chopped tomatoes" names tomatoes to chop.
        int i = packaged(r) ? start : Descriptors.leadingEnd(t, start);
        if (i > start) {
            comment.add(start, t.span(start, i));
        }
        StringBuilder name = new StringBuilder();
        int segmentStart = i;
        int k = i;
        int commentStart = t.size;
        int listEnd = -1;
        while (k < t.size) {
            if (t.isPunct(k)) {
                char c = t.punct(k);
                if (c == '(' || c == '[') {
                    int close = t.closing(k);
                    Reading allowed = close > 0 ? units.asideAmount(reading, k, close) : reading;
                    if (allowed != reading) {
                        // "basmati rice (allow 75g/2½oz per person)": the line's only amount, written after its name.
                        appendSegment(name, segmentStart, k);
                        reading = allowed;
                        segmentStart = close + 1;
                        k = close + 1;
                        continue;
                    }
                    if (close > 0 && units.pureMeasures(k + 1, close)) {
                        appendSegment(name, segmentStart, k);
                        segmentStart = close + 1;
                        k = close + 1;
                        continue;
                    }
                    boolean named = name.length() + (k - segmentStart) > 0;
                    boolean endsName = close + 1 >= t.size || t.isPunct(close + 1, ',') || t.isPunct(close + 1, ';');
                    if (close > 0 && named && shortAside(k + 1, close) && (endsName || continuesName(close + 1))) {
                        // "plain (all-purpose) flour", "besan (chickpea flour)", "heavy cream (or yogurt)":
                        // a short aside is part of what the writer calls the ingredient.
                        k = close + 1;
                        continue;
                    }
                    if (close > 0 && named && continuesName(close + 1)) {
                        appendSegment(name, segmentStart, k);
                        comment.add(k, t.span(k + 1, close));
                        segmentStart = close + 1;
                        k = close + 1;
                        continue;
                    }
                    commentStart = k;
                    break;
                }
                if (c == ',' && k > listEnd && k > segmentStart) {
                    int end = listInName(k);
                    if (end > k) {
                        listEnd = end;
                        k++;
                        continue;
                    }
                }
                if (c == ',' && k < listEnd) {
                    k++;
                    continue;
                }
                if (c == ',' || c == ';' || c == ':' || c == '+' || c == '*' || c == '|') {
                    commentStart = k;
                    break;
                }
                if (c == '/' && !t.attached(k) && !t.attached(k + 1) && k > segmentStart && startsNamePart(k + 1)) {
                    k++; // "salt / pepper", "butter / margarine": alternatives, both the name
                    continue;
                }
                if ((c == '-' || c == '/') && !t.attached(k) && !t.attached(k + 1) && k > segmentStart) {
                    commentStart = k; // "salt - to taste", "flour / sifted"
                    break;
                }
                k++;
                continue;
            }
            if (t.isWord(k) && k > segmentStart && comment.opensAt(k)) {
                commentStart = k;
                break;
            }
            if (t.isWord(k) && k > segmentStart && Words.ADVERBS.contains(t.word(k)) && t.isWord(k + 1)
                    && Descriptors.isDescriptor(t, k + 1) && t.isWord(k + 2) && !Descriptors.namesProduct(t, k + 1)) {
                // "sea salt and freshly ground black pepper": the preparation goes to the comment.
                appendSegment(name, segmentStart, k);
                comment.add(k, t.span(k, k + 2));
                segmentStart = k + 2;
                k += 2;
                continue;
            }
            k++;
        }
        commentStart = trailingPreparation(segmentStart, commentStart);
        Reading named = (reading.quantity() != null || reading.vague()) && reading.unit() == null
                ? postfixUnit(reading, segmentStart, commentStart)
                : reading.to(commentStart);
        appendSegment(name, segmentStart, named.next());
        return new Named(trimName(name.toString()), commentStart, named);
    }

    private static boolean packaged(Reading r) {
        return r.unit() == Unit.CAN || r.unit() == Unit.JAR || r.unit() == Unit.PACKAGE || r.size() != null;
    }

    /**
     * "2 garlic cloves", "a few garlic cloves": when a count word ends the name and there is no unit yet, it is the
     * unit, and the words before it the name. Answers the reading with that unit and the new end of the name as {@code next}.
     */
    private Reading postfixUnit(Reading r, int from, int end) {
        int last = end - 1;
        while (last > from && t.isPunct(last)) {
            last--;
        }
        if (last <= from || !t.isWord(last) || !POSTFIX_UNITS.contains(t.word(last)) || !t.isWord(last - 1)) {
            return r.to(end);
        }
        UnitLexicon.Meaning meaning = UnitLexicon.lookup(t.word(last), t.original(last));
        if (meaning == null || meaning.unit() == null || t.isWord(last - 1, "whole")) {
            return r.to(end);
        }
        return r.withUnit(meaning.unit(), meaning.factor(), last);
    }

    /** Moves preparation words that end the name ("unsalted butter packed", "egg yolk mixed") to the comment. */
    private int trailingPreparation(int from, int end) {
        int last = end;
        while (last - 1 > from && t.isWord(last - 1)
                && (Words.PREPARATION.contains(t.word(last - 1)) || t.isWord(last - 1, "mixed"))
                && !Descriptors.namesProduct(t, last - 2)) {
            last--;
        }
        return last;
    }

    /**
     * At a comma inside the name: is it a list that is the name ("Gruyère, Comté, or Swiss cheese", "boneless,
     * skinless chicken thighs")? Answers the index where the list ends, or {@code comma} when the comma opens the
     * comment.
     */
    private int listInName(int comma) {
        String before = t.word(comma - 1);
        if (before != null && LIST_ADJECTIVES.contains(before) && startsNamePart(comma + 1)) {
            return segmentEnd(comma + 1);
        }
        int k = comma;
        for (int segments = 0; segments < 5 && t.isPunct(k, ','); segments++) {
            int start = k + 1;
            int joiner = joiner(start);
            int first = start + joiner;
            if (!startsNamePart(first)) {
                return comma;
            }
            int end = segmentEnd(first);
            if (joiner > 0) {
                return end;
            }
            // "apples, pears and/or plums": the last item joined by "and/or" without a comma before it. A plain
            // "and" or "or" there is as often a comment's ("scallions, green and white parts"), so it is not read.
            for (int j = first + 1; j < end; j++) {
                if (joiner(j) == 3 && startsNamePart(j + 3)) {
                    return segmentEnd(j + 3);
                }
            }
            k = end;
        }
        return comma;
    }

    /** The tokens of a joining word at i: 1 for "and" or "or", 3 for "and/or" (which the tokeniser splits), else 0. */
    private int joiner(int i) {
        if (t.isWord(i, "and") && t.isPunct(i + 1, '/') && t.isWord(i + 2, "or")) {
            return 3;
        }
        return t.isWord(i, "or") || t.isWord(i, "and") ? 1 : 0;
    }

    /** Whether a list item starts at i: a word that is neither a comment opener nor preparation. */
    private boolean startsNamePart(int i) {
        String word = t.word(i);
        return word != null && !CommentStage.isCommentWord(word) && !Words.PREPARATION.contains(word)
                && !Words.ADVERBS.contains(word) && !NOT_LIST_ITEMS.contains(word) && !Amount.isNumberWord(word);
    }

    /** The end of a list item: the next comma, parenthesis or comment opener. */
    private int segmentEnd(int i) {
        int k = i;
        while (k < t.size) {
            if (t.isPunct(k) && t.punct(k) != '-' && t.punct(k) != '\'' && t.punct(k) != '.') {
                return k;
            }
            if (t.isNumber(k) || (k > i && t.isWord(k) && comment.opensAt(k))) {
                return k;
            }
            k++;
        }
        return k;
    }

    /** A short aside with nothing of a comment in it: up to three words, no numbers, no commas. */
    private boolean shortAside(int from, int to) {
        if (to - from > 3 || to <= from || !t.isWord(from)) {
            return false;
        }
        for (int k = from; k < to; k++) {
            if (!t.isWord(k) || CommentStage.isCommentWord(t.word(k)) || ASIDE_WORDS.contains(t.word(k))
                    || Words.PREPARATION.contains(t.word(k))) {
                return false;
            }
        }
        return true;
    }

    /** After an aside in parentheses: does the name carry on ("plain (all-purpose) flour")? */
    private boolean continuesName(int i) {
        return t.isWord(i) && !comment.opensAt(i) && !t.isWord(i, "or") && !t.isWord(i, "and");
    }

    private void appendSegment(StringBuilder name, int from, int to) {
        if (from >= to) {
            return;
        }
        if (name.length() > 0) {
            name.append(' ');
        }
        name.append(t.span(from, to));
    }

    private static String trimName(String name) {
        String trimmed = Words.strip(name, " ,.;:-*/", " ,.;:-*/");
        if (trimmed.regionMatches(true, 0, "of ", 0, 3)) {
            trimmed = trimmed.substring(3);
        }
        // A joining word left at either end by what the other stages took ("cooked and cooled rice" without its
        // preparation) joins nothing in the name.
        for (String joiner : JOINERS) {
            if (trimmed.length() > joiner.length() + 1 && trimmed.regionMatches(true, 0, joiner + " ", 0,
                    joiner.length() + 1)) {
                trimmed = trimmed.substring(joiner.length() + 1).strip();
            }
            if (trimmed.length() > joiner.length() + 1 && trimmed.regionMatches(true,
                    trimmed.length() - joiner.length() - 1, " " + joiner, 0, joiner.length() + 1)) {
                trimmed = trimmed.substring(0, trimmed.length() - joiner.length() - 1).strip();
            }
        }
        return trimmed;
    }
}
