package larder.ingredient;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The comment of one line: where it opens after the name ("garlic, minced", "salt to taste"), and what the other
 * stages set aside on the way (approximating words, package sizes, preparation before the name). Pieces are kept
 * with the index of the token they were read at and joined in line order, with the text after the name last.
 */
final class CommentStage {

    private static final Set<String> COMMENT_WORDS = LineWords.INSTANCE.set("comment words");
    private static final Set<String> PREPARATION_OPENERS = LineWords.INSTANCE.set("preparation openers");
    private static final Set<String> CONNECTORS = LineWords.INSTANCE.set("connectors");

    private final Tokens t;
    private final List<Piece> pieces = new ArrayList<>(4);

    private record Piece(int at, String text) {
    }

    CommentStage(Tokens t) {
        this.t = t;
    }

    /** Whether a word may open the comment, in some places or all ("for", "optional", "to", "minced"). */
    static boolean isCommentWord(String word) {
        return COMMENT_WORDS.contains(word);
    }

    /** Sets aside text read at token {@code at} for the comment. */
    void add(int at, String text) {
        pieces.add(new Piece(at, text));
    }

    /** Whether the comment opens at word k of the name ("for serving", "or to taste", "onion thinly sliced"). */
    boolean opensAt(int k) {
        String word = t.word(k);
        if (!COMMENT_WORDS.contains(word)) {
            return word.equals("or") && isOrComment(k + 1);
        }
        String next = t.word(k + 1);
        return switch (word) {
            case "to" -> "taste".equals(next) || "serve".equals(next) || "garnish".equals(next)
                    || "finish".equals(next) || "decorate".equals(next) || "top".equals(next);
            case "as" -> "needed".equals(next) || "required".equals(next) || "desired".equals(next)
                    || "necessary".equals(next) || "garnish".equals(next);
            case "if" -> true;
            case "at" -> "room".equals(next);
            case "room" -> "temperature".equals(next);
            case "such" -> "as".equals(next);
            case "like" -> true;
            case "with" -> true;
            case "without" -> true;
            case "from" -> true;
            case "see" -> true;
            case "including" -> true;
            case "plus" -> true;
            case "for" -> true;
            default -> PREPARATION_OPENERS.contains(word) && !continuesAfterPreparation(k + 1)
                    && !Descriptors.namesProduct(t, k) && !Descriptors.namesProduct(t, k - 1);
        };
    }

    /**
     * After a preparation word inside the name: does a noun follow, making the word an adjective ("frozen chopped
     * spinach") rather than the start of the comment ("onion chopped into wedges")?
     */
    private boolean continuesAfterPreparation(int i) {
        String next = t.word(i);
        return next != null && !CONNECTORS.contains(next) && !Words.PREPARATION.contains(next)
                && !Words.ADVERBS.contains(next) && !COMMENT_WORDS.contains(next);
    }

    /** After "or" in the name: does an amount or a manner follow ("or more", "or to taste", "or 2 cups")? */
    private boolean isOrComment(int i) {
        String next = t.word(i);
        return "more".equals(next) || "to".equals(next) && "taste".equals(t.word(i + 1)) || "as".equals(next)
                || "so".equals(next) || "less".equals(next) || t.isNumber(i)
                || next != null && Amount.isNumberWord(next) && !next.equals("half");
    }

    /** The comment: the pieces set aside, in line order, then the text from token {@code from} on; or null. */
    String text(int from) {
        String rest = from < t.size ? t.text.substring(t.start[from]) : "";
        StringBuilder comment = new StringBuilder();
        pieces.sort((a, b) -> Integer.compare(a.at(), b.at()));
        for (Piece piece : pieces) {
            append(comment, piece.text());
        }
        append(comment, rest);
        return comment.isEmpty() ? null : comment.toString();
    }

    private static void append(StringBuilder comment, String piece) {
        String cleaned = clean(piece);
        if (cleaned.isEmpty()) {
            return;
        }
        if (!comment.isEmpty()) {
            comment.append(", ");
        }
        comment.append(cleaned);
    }

    /** A piece without the separators around it, and without the parentheses of an aside that is all of it. */
    static String clean(String piece) {
        String cleaned = Words.strip(piece, " ,;:-+*|/", " ,;:-");
        if (cleaned.length() >= 2 && (cleaned.charAt(0) == '(' || cleaned.charAt(0) == '[')
                && (cleaned.endsWith(")") || cleaned.endsWith("]")) && cleaned.indexOf(')') == cleaned.length() - 1) {
            cleaned = cleaned.substring(1, cleaned.length() - 1).strip();
        }
        return cleaned;
    }
}
