package larder.platform;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

/**
 * A position in a keyset-paged listing: the sort key of the last element served. Clients see it as an opaque
 * string; one that cannot be read is a 400 {@code request.invalid}, never a 500.
 */
public record Cursor(List<String> keys) {

    private static final char SEPARATOR = '\u001f';
    private static final String VERSION = "c1";

    public Cursor {
        keys = List.copyOf(keys);
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("A cursor holds at least one key");
        }
    }

    public static Cursor of(String... keys) {
        return new Cursor(List.of(keys));
    }

    public String key(int index) {
        return keys.get(index);
    }

    public String encode() {
        String plain = VERSION + SEPARATOR + String.join(String.valueOf(SEPARATOR), keys);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.UTF_8));
    }

    /** Reads a cursor a client sent back; {@code arity} is the number of keys this listing's cursors carry. */
    public static Cursor decode(String encoded, int arity) {
        String plain;
        try {
            plain = new String(Base64.getUrlDecoder().decode(encoded), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw unreadable();
        }
        List<String> parts = List.of(plain.split(String.valueOf(SEPARATOR), -1));
        if (parts.size() != arity + 1 || !parts.getFirst().equals(VERSION)
                || parts.stream().anyMatch(String::isEmpty)) {
            throw unreadable();
        }
        return new Cursor(parts.subList(1, parts.size()));
    }

    private static InvalidRequest unreadable() {
        return InvalidRequest.badParameter("after", "The cursor cannot be read; use one from a previous page.");
    }
}
