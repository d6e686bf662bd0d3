package larder.list.live;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.time.Instant;
import larder.list.ListChange;
import tools.jackson.databind.json.JsonMapper;

/**
 * One change as a Server-Sent Event, written out once per node however many streams send it: {@code id} its
 * version, {@code event} its type, {@code data} the change as the API shows it, in JSON (one line: JSON strings escape
 * line breaks).
 */
record Frame(long version, String type, Instant at, byte[] bytes) {

    static Frame of(ListChange change, ChangeRenderer renderer, JsonMapper json) {
        String head = "id: " + change.version() + "\nevent: " + change.type() + "\ndata: ";
        byte[] data = json.writeValueAsBytes(renderer.view(change));
        byte[] headBytes = head.getBytes(UTF_8);
        byte[] bytes = new byte[headBytes.length + data.length + 2];
        System.arraycopy(headBytes, 0, bytes, 0, headBytes.length);
        System.arraycopy(data, 0, bytes, headBytes.length, data.length);
        bytes[bytes.length - 2] = '\n';
        bytes[bytes.length - 1] = '\n';
        return new Frame(change.version(), change.type(), change.at(), bytes);
    }

    /** A comment line, which clients ignore: heartbeats, and the reason a stream closes. */
    static byte[] comment(String text) {
        return (": " + text + "\n\n").getBytes(UTF_8);
    }

    boolean deletesList() {
        return ListChange.LIST_DELETED.equals(type);
    }

    /** Renames and membership changes: who may read the list may have changed. */
    boolean mayChangeAccess() {
        return ListChange.LIST_UPDATED.equals(type);
    }
}
