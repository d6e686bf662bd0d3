package larder.support.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 written byte for byte on a loopback socket. Every client library refuses to send what a fuzzer must:
 * bad percent-escapes in the request target, odd methods, duplicated or garbled headers. One request per
 * connection ({@code Connection: close}), so the answer is everything up to the end of the stream.
 */
public final class RawHttp {

    /** An answer as it came: status, headers (names lower-cased, in order) and the body, de-chunked. */
    public record Response(int status, Map<String, List<String>> headers, byte[] body) {

        public String header(String name) {
            List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
            return values == null || values.isEmpty() ? null : values.getFirst();
        }

        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    /** One header line as sent, including ones no library would send (empty names, duplicates). */
    public record Header(String name, String value) {
    }

    private final int port;

    public RawHttp(int port) {
        this.port = port;
    }

    public Response send(String method, String target, List<Header> headers, byte[] body) throws IOException {
        ByteArrayOutputStream request = new ByteArrayOutputStream();
        // ISO-8859-1 passes every char below 256 through as one byte, so a target can hold raw non-ASCII bytes.
        request.writeBytes((method + " " + target + " HTTP/1.1\r\n").getBytes(StandardCharsets.ISO_8859_1));
        request.writeBytes(("Host: 127.0.0.1:" + port + "\r\nConnection: close\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        for (Header header : headers) {
            request.writeBytes((header.name() + ": " + header.value() + "\r\n").getBytes(StandardCharsets.UTF_8));
        }
        if (body != null) {
            request.writeBytes(("Content-Length: " + body.length + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        }
        request.writeBytes("\r\n".getBytes(StandardCharsets.ISO_8859_1));
        if (body != null) {
            request.writeBytes(body);
        }
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            // Longer than the server's own wait for a request's missing bytes (Tomcat's connectionTimeout, 60 s),
            // after which it answers 408: on a busy machine an equal timeout here could fire first.
            socket.setSoTimeout(120_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.toByteArray());
            out.flush();
            return read(socket.getInputStream(), method.equals("HEAD"));
        }
    }

    private static Response read(InputStream in, boolean head) throws IOException {
        byte[] all = readHead(in);
        if (!new String(all, StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT)
                .contains("\r\ncontent-type: text/event-stream")) { // an answer that ends: read all of it
            ByteArrayOutputStream rest = new ByteArrayOutputStream();
            rest.writeBytes(all);
            rest.writeBytes(in.readAllBytes());
            all = rest.toByteArray();
        }
        int end = indexOf(all, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), 0);
        // Interim answers (100 Continue to an Expect header) come before the real one.
        while (end > 0 && new String(all, 0, Math.min(12, all.length), StandardCharsets.ISO_8859_1)
                .matches("HTTP/1\\.1 1\\d\\d.*")) {
            all = java.util.Arrays.copyOfRange(all, end + 4, all.length);
            end = indexOf(all, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), 0);
        }
        if (end < 0) {
            throw new IOException("No complete response head in " + all.length + " bytes: "
                    + new String(all, StandardCharsets.ISO_8859_1));
        }
        String[] lines = new String(all, 0, end, StandardCharsets.ISO_8859_1).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ", 3)[1]);
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.computeIfAbsent(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    k -> new ArrayList<>()).add(lines[i].substring(colon + 1).trim());
        }
        byte[] rest = java.util.Arrays.copyOfRange(all, end + 4, all.length);
        List<String> type = headers.get("content-type");
        if (type != null && type.getFirst().toLowerCase(Locale.ROOT).startsWith("text/event-stream")) {
            rest = new byte[0]; // what came of the stream so far, which goes on: the fuzzer checks the answer's head
        }
        List<String> encoding = headers.get("transfer-encoding");
        if (!head && rest.length > 0 && encoding != null && encoding.getFirst().equalsIgnoreCase("chunked")) {
            rest = dechunk(rest);
        }
        return new Response(status, headers, head ? new byte[0] : rest);
    }

    /**
     * Everything up to the end of the last response head (interim answers included), or of the stream. An event stream
     * does not end on its own, so for one only its head (and what came with it) is read, and the socket is closed.
     */
    private static byte[] readHead(InputStream in) throws IOException {
        ByteArrayOutputStream read = new ByteArrayOutputStream();
        byte[] end = "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] buffer = new byte[8192];
        int from = 0;
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            read.write(buffer, 0, n);
            byte[] sofar = read.toByteArray();
            int at = indexOf(sofar, end, from);
            while (at >= 0 && new String(sofar, from, Math.min(12, sofar.length - from), StandardCharsets.ISO_8859_1)
                    .matches("HTTP/1\\.1 1\\d\\d.*")) {
                from = at + 4;
                at = indexOf(sofar, end, from);
            }
            if (at >= 0) {
                return sofar;
            }
        }
        return read.toByteArray();
    }

    private static byte[] dechunk(byte[] chunked) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (true) {
            int lineEnd = indexOf(chunked, "\r\n".getBytes(StandardCharsets.ISO_8859_1), at);
            if (lineEnd < 0) {
                throw new IOException("Truncated chunked body");
            }
            String sizeLine = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1);
            int size = Integer.parseInt(sizeLine.split(";")[0].trim(), 16);
            if (size == 0) {
                return out.toByteArray();
            }
            out.write(chunked, lineEnd + 2, size);
            at = lineEnd + 2 + size + 2;
        }
    }

    private static int indexOf(byte[] data, byte[] pattern, int from) {
        outer:
        for (int i = from; i <= data.length - pattern.length; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if (data[i + j] != pattern[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
