package dev.larder.client.model;

import java.util.List;

/**
 * One diet or allergen label: {@code value} true when every line is known and none breaks it, false when some line
 * breaks it, null when none breaks it but some line is not known; {@code because} lists those lines.
 */
public record Label(
        Boolean value,
        List<String> because) {
}
