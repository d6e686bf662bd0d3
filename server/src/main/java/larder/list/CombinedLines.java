package larder.list;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import larder.ingredient.Combiner;
import larder.ingredient.CombinedLine;

/**
 * A list's items with the same name combined (docs/api.md §5), checked and unchecked apart, each line named by an id.
 * The id is made from what decides which items combine (their canonical name, checked state and kind of quantity),
 * never from positions or content: it stays while the line's items, quantity or name change, so a change can name the
 * lines it touched and removed (docs/api.md §7.1).
 */
public final class CombinedLines {

    private CombinedLines() {
    }

    /** One combined line and its id. */
    public record Line(String id, CombinedLine line) {
    }

    public static List<Line> of(List<ListItem> items, Combiner combiner) {
        List<Combiner.Item> combining = new ArrayList<>(items.size());
        for (ListItem item : items) {
            combining.add(item.forCombining());
        }
        List<Combiner.KeyedLine> keyed = combiner.combineKeyed(combining);
        List<Line> lines = new ArrayList<>(keyed.size());
        for (Combiner.KeyedLine k : keyed) {
            lines.add(new Line(id(k.key()), k.line()));
        }
        return lines;
    }

    /**
     * A line is named by its key: a 64-bit FNV-1a hash of it, short, cheap (a list's answer names hundreds of lines)
     * and telling nothing of the names; within one list's lines two keys sharing a hash are vanishingly unlikely.
     */
    private static String id(String key) {
        long hash = 0xcbf29ce484222325L;
        for (int i = 0; i < key.length(); i++) {
            hash ^= key.charAt(i);
            hash *= 0x100000001b3L;
        }
        return "cmb_" + HexFormat.of().toHexDigits(hash);
    }
}
