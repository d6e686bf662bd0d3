package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import larder.support.Browser;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * The protocol's edges: request lines of other HTTP versions, clients that stop sending, and the headers that keep a
 * browser from misreading or framing an answer. The read timeout is 1 s here, so that waiting for it is short.
 */
@TestPropertySource(properties = "larder.http.read-timeout=1s")
class HttpEdgesIT extends IntegrationTest {

    /** What came back on a connection, until the server closed it, and how long that took. */
    private record Exchange(String text, long millis, boolean closed) {

        String header(String name) {
            String head = text.substring(0, Math.max(0, text.indexOf("\r\n\r\n")));
            for (String line : head.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).strip();
                }
            }
            return null;
        }
    }

    private Exchange send(String request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            // The first answer of the OpenAPI document takes seconds on a busy machine; the timeout tests measure.
            socket.setSoTimeout(90_000);
            long start = System.nanoTime();
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            boolean closed = true;
            try {
                byte[] buffer = new byte[8192];
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    out.write(buffer, 0, n);
                }
            } catch (SocketTimeoutException e) {
                closed = false;
            }
            return new Exchange(out.toString(StandardCharsets.UTF_8), (System.nanoTime() - start) / 1_000_000,
                    closed);
        }
    }

    @Test
    void requestLinesOfOtherHttpVersionsAre505WithTheirOwnCode() throws IOException {
        for (String version : List.of("HTTP/1.2", "HTTP/2.0", "HTTP/3.0")) {
            Exchange exchange = send("GET /health/live " + version + "\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            assertThat(exchange.text()).as(version).startsWith("HTTP/1.1 505");
            assertThat(exchange.header("Content-Type")).startsWith("application/problem+json");
            assertThat(exchange.text()).contains("\"code\":\"request.http_version_not_supported\"")
                    .doesNotContain("\"internal\"");
        }
    }

    @Test
    void aClientThatStopsSendingTheHeadIsClosedAfterTheReadTimeout() throws IOException {
        Exchange exchange = send("GET /health/live HTTP/1.1\r\nHost: localhost\r\n");
        assertThat(exchange.closed()).as("closed by the server").isTrue();
        assertThat(exchange.millis()).isLessThan(10_000);
    }

    @Test
    void aClientThatStopsSendingTheBodyIsAnswered408AfterTheReadTimeout() throws IOException {
        Exchange exchange = send("POST /admin/v1/apps HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer "
                + ADMIN_KEY + "\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{\"name\":");
        assertThat(exchange.closed()).as("closed by the server").isTrue();
        assertThat(exchange.millis()).isLessThan(10_000);
        assertThat(exchange.text()).startsWith("HTTP/1.1 408");
    }

    @Test
    void everyAnswerCarriesNosniffAndAFramePolicy() throws IOException {
        String bearer = "Authorization: Bearer " + fixtures.anonymous(fixtures.app()).accessToken() + "\r\n";
        List<String> requests = List.of(
                "GET / HTTP/1.1\r\n", "GET /docs HTTP/1.1\r\n", "GET /health/live HTTP/1.1\r\n",
                "GET /v1beta/openapi.json HTTP/1.1\r\n", "GET /v1beta/lists HTTP/1.1\r\n" + bearer,
                "GET /v1beta/lists HTTP/1.1\r\n", "GET /no-such-page HTTP/1.1\r\n", "GET /sdk/larder.js HTTP/1.1\r\n",
                // answered by Tomcat before any servlet runs
                "GET /v1beta/%zz HTTP/1.1\r\n", "GET / HTTP/1.2\r\n", "GET /health/live?=x HTTP/1.1\r\n");
        for (String request : requests) {
            Exchange exchange = send(request + "Host: localhost\r\nConnection: close\r\n\r\n");
            String what = request.lines().findFirst().orElseThrow();
            assertThat(exchange.header("X-Content-Type-Options")).as(what).isEqualTo("nosniff");
            assertThat(exchange.header("X-Frame-Options")).as(what).isEqualTo("DENY");
            assertThat(exchange.header("Content-Security-Policy")).as(what).contains("frame-ancestors 'none'");
        }
    }

    @Test
    void thePagesHavePoliciesThatAllowOnlyWhatTheyLoad() throws IOException {
        String api = send("GET /v1beta/openapi.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                .header("Content-Security-Policy");
        assertThat(api).isEqualTo("default-src 'none'; frame-ancestors 'none'");
        String docs = send("GET /docs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                .header("Content-Security-Policy");
        assertThat(docs).contains("script-src 'self' 'sha256-").doesNotContain("'unsafe-eval'")
                .doesNotContain("script-src 'self' 'unsafe-inline'");
        String shopper = send("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                .header("Content-Security-Policy");
        assertThat(shopper.toLowerCase(Locale.ROOT)).contains("script-src 'self';").doesNotContain("unsafe");
    }

    @Test
    void theReferenceAndTheHomePageWorkUnderTheirPolicies() {
        try (Browser browser = Browser.open()) {
            browser.go("http://127.0.0.1:" + port + "/docs");
            browser.find(".swagger-ui .info .title");
            browser.find(".swagger-ui .opblock");
            browser.assertNoConsoleErrors();
            browser.go("http://127.0.0.1:" + port + "/");
            browser.find("main");
            // The home page names no icon, so the browser asks for /favicon.ico, which is not served.
            browser.assertNoConsoleErrors("favicon.ico");
        }
    }
}
