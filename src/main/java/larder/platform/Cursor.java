package larder.platform;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * A position in a keyset-paged listing: the sort key of the last element served. Clients see it as an opaque
 * string; one that cannot be read is a 400 {@code request.invalid}, never a 500. Each key is encoded on its own,
 * so any string can be a key.
 */
public record Cursor(List<String> keys) {

    private static final String VERSION = "c1";
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

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
        StringBuilder out = new StringBuilder(VERSION);
        for (String key : keys) {
            out.append('.').append(ENCODER.encodeToString(key.getBytes(StandardCharsets.UTF_8)));
        }
        return out.toString();
    }

    /** Reads a cursor a client sent back; {@code arity} is the number of keys this listing's cursors carry. */
    public static Cursor decode(String encoded, int arity) {
        String[] parts = encoded.split("\\.", -1);
        if (parts.length != arity + 1 || !parts[0].equals(VERSION)) {
            throw unreadable();
        }
        List<String> keys = new ArrayList<>(arity);
        for (int i = 1; i < parts.length; i++) {
            try {
                keys.add(new String(DECODER.decode(parts[i]), StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                throw unreadable();
            }
        }
        return new Cursor(keys);
    }

    /**
     * Key {@code index} read as a position in a listing, 0 to {@code max}; anything else is an unreadable cursor.
     */
    public int position(int index, int max) {
        try {
            int position = Integer.parseInt(keys.get(index));
            if (position >= 0 && position <= max) {
                return position;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw unreadable();
    }

    private static InvalidRequest unreadable() {
        return InvalidRequest.badParameter("after", "The cursor cannot be read; use one from a previous page.");
    }
}
