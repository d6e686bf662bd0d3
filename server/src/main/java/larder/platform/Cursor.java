package larder.platform;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import larder.platform.problem.InvalidRequest;

/**
 * A position in a keyset-paged listing: the sort key of the last element served. Clients see it as an opaque
 * string; one that cannot be read is a 400 {@code request.invalid}, never a 500. Each key is encoded on its own,
 * so any string can be a key.
 */
public record Cursor(List<String> keys) {

    private static final String VERSION = "c1";
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();
    /** Far longer than any cursor the server writes (ids, times, SKUs): bounds the work a forged one causes. */
    private static final int MAX_ENCODED = 8192;

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

    /**
     * Reads a cursor a client sent back; {@code arity} is the number of keys this listing's cursors carry. This is
     * the one place every cursor is read: a forged one (bad base64, bytes that are not UTF-8, NUL, which PostgreSQL
     * cannot compare, an empty or overlong key) is refused here, so no store ever sees it.
     */
    public static Cursor decode(String encoded, int arity) {
        if (encoded.length() > MAX_ENCODED) {
            throw unreadable();
        }
        String[] parts = encoded.split("\\.", -1);
        if (parts.length != arity + 1 || !parts[0].equals(VERSION)) {
            throw unreadable();
        }
        List<String> keys = new ArrayList<>(arity);
        for (int i = 1; i < parts.length; i++) {
            String key;
            try {
                key = StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(DECODER.decode(parts[i]))).toString();
            } catch (IllegalArgumentException | CharacterCodingException e) {
                throw unreadable();
            }
            if (key.isEmpty() || key.indexOf('\u0000') >= 0) {
                throw unreadable();
            }
            keys.add(key);
        }
        return new Cursor(keys);
    }

    /** Key {@code index} read as the instant it was written from; anything else is an unreadable cursor. */
    public Instant instant(int index) {
        try {
            return Instant.parse(keys.get(index));
        } catch (DateTimeParseException e) {
            throw unreadable();
        }
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
