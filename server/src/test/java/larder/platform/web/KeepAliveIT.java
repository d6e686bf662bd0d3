package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

/**
 * A client that keeps its connection open is served on it for 1,000 requests, not Tomcat's default of 100, and a
 * request already waiting on its connection takes its turn behind other connections' requests.
 */
class KeepAliveIT extends IntegrationTest {

    private static final int REQUESTS = 150;

    @Test
    void aKeepAliveConnectionServesMoreThanAHundredRequests() throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            for (int i = 1; i <= REQUESTS; i++) {
                out.write(("GET /health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                String head = readHead(in);
                assertThat(head).as("response %d", i).startsWith("HTTP/1.1 200");
                assertThat(head.toLowerCase(Locale.ROOT)).as("response %d", i).doesNotContain("connection: close");
                skipBody(in, head);
            }
        }
    }

    /**
     * Two requests written at once: the second is in Tomcat's buffer when the first has been answered, so the same
     * virtual thread serves it, and it takes its turn first ({@link KeepAliveTurns}), as the metric shows.
     */
    @Test
    void aRequestAlreadyWaitingOnItsConnectionTakesItsTurn() throws IOException {
        double before = turns();
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            String request = "GET /health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
            out.write((request + request).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            for (int i = 1; i <= 2; i++) {
                String head = readHead(in);
                assertThat(head).as("response %d", i).startsWith("HTTP/1.1 200");
                skipBody(in, head);
            }
        }
        assertThat(turns()).isGreaterThanOrEqualTo(before + 1);
    }

    private double turns() {
        String metrics = raw().get("/metrics").then().statusCode(200).extract().asString();
        return metrics.lines().filter(line -> line.startsWith("larder_http_keepalive_turns_total"))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .findFirst().orElseThrow();
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            assertThat(b).as("the connection is still open").isNotNegative();
            head.write(b);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    /** Reads the body as the head frames it: by its length, or chunk by chunk. */
    private static void skipBody(InputStream in, String head) throws IOException {
        String lower = head.toLowerCase(Locale.ROOT);
        int length = lower.indexOf("content-length:");
        if (length >= 0) {
            int end = lower.indexOf("\r\n", length);
            in.readNBytes(Integer.parseInt(lower.substring(length + "content-length:".length(), end).strip()));
            return;
        }
        assertThat(lower).contains("transfer-encoding: chunked");
        while (true) {
            int size = Integer.parseInt(readLine(in).strip(), 16);
            in.readNBytes(size);
            readLine(in);
            if (size == 0) {
                return;
            }
        }
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != '\n') {
            assertThat(b).isNotNegative();
            line.write(b);
        }
        return line.toString(StandardCharsets.US_ASCII);
    }
}
