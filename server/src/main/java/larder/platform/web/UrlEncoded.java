package larder.platform.web;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.platform.problem.InvalidRequest;

/**
 * Reads {@code application/x-www-form-urlencoded} text (a query string, or a form body) strictly: every {@code %}
 * starts a two-digit hex escape, the escaped bytes are UTF-8, nothing decodes to NUL, and every pair has a name
 * ({@code =x} has none). The servlet container fails on such input deep inside its own parameter parsing, as a 500;
 * checked here first, it is the client's 400 naming the parameter.
 */
public final class UrlEncoded {

    /** More pairs than any route takes; the container refuses more than this too, as an error of its own. */
    public static final int MAX_PAIRS = 1000;

    private UrlEncoded() {
    }

    /** Decoded name and value pairs, in order; throws {@link InvalidRequest} (400) naming what cannot be read. */
    public static List<Map.Entry<String, String>> parse(String encoded) {
        List<Map.Entry<String, String>> pairs = new ArrayList<>();
        if (encoded == null || encoded.isEmpty()) {
            return pairs;
        }
        for (String pair : encoded.split("&", -1)) {
            if (pair.isEmpty()) {
                continue;
            }
            if (pairs.size() == MAX_PAIRS) {
                throw InvalidRequest.badParameter("query", "At most " + MAX_PAIRS + " parameters are read.");
            }
            int equals = pair.indexOf('=');
            String rawName = equals < 0 ? pair : pair.substring(0, equals);
            String name = decode(rawName, null);
            if (name.isEmpty()) {
                // Tomcat's parser throws on a nameless pair; a name the client left out is its mistake, not ignorable.
                throw InvalidRequest.badParameter("query", "A parameter has no name ('" + abbreviated(pair) + "').");
            }
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1), name);
            pairs.add(Map.entry(name, value));
        }
        return pairs;
    }

    /** One component; {@code name} is the parameter it belongs to, or null while decoding a name. */
    private static String decode(String text, String name) {
        // Raw bytes above 0x7f are UTF-8 to decode too (below), whether or not the text has escapes.
        if (text.indexOf('%') < 0 && text.indexOf('+') < 0 && text.chars().allMatch(c -> c <= 0x7f)) {
            return checked(text, name);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '+') {
                bytes.write(' ');
            } else if (c == '%') {
                int high = i + 2 < text.length() ? Character.digit(text.charAt(i + 1), 16) : -1;
                int low = high < 0 ? -1 : Character.digit(text.charAt(i + 2), 16);
                if (low < 0) {
                    throw unreadable(name, "has a '%' that does not start a two-digit hex escape");
                }
                bytes.write(high << 4 | low);
                i += 2;
            } else if (c > 0x7f) {
                // The container hands over raw bytes of the request line one char each.
                bytes.write(c & 0xff);
            } else {
                bytes.write(c);
            }
        }
        try {
            String decoded = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray())).toString();
            return checked(decoded, name);
        } catch (CharacterCodingException e) {
            throw unreadable(name, "is not UTF-8 once its escapes are decoded");
        }
    }

    private static String abbreviated(String pair) {
        return pair.length() > 20 ? pair.substring(0, 20) + "…" : pair;
    }

    private static String checked(String decoded, String name) {
        if (decoded.indexOf('\u0000') >= 0) {
            // PostgreSQL cannot store or compare NUL in text; no legitimate parameter carries one.
            throw unreadable(name, "must not contain NUL characters");
        }
        return decoded;
    }

    private static InvalidRequest unreadable(String name, String problem) {
        return name == null
                ? InvalidRequest.badParameter("query", "A parameter name " + problem + ".")
                : InvalidRequest.badParameter(name, name + " " + problem + ".");
    }
}
