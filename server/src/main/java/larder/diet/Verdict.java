package larder.diet;

import java.util.List;
import java.util.Objects;

/**
 * One label's value: {@code true}, {@code false}, or {@code null} when it cannot be known. {@code because} lists
 * the lines that break the label (when false) or that are not known well enough to say (when null); empty when
 * true.
 */
public record Verdict(Boolean value, List<String> because) {

    public Verdict {
        because = List.copyOf(Objects.requireNonNull(because, "because"));
    }
}
