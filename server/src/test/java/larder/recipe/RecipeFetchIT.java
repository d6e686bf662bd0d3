package larder.recipe;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.sun.net.httpserver.HttpServer;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * Import by URL from a real HTTP server on loopback, which the operator has allowed here
 * ({@code LARDER_WEBHOOK_ALLOW_PRIVATE=true}): redirects, size and status limits.
 */
@TestPropertySource(properties = {"larder.webhook-allow-private=true", "larder.demo=true"})
class RecipeFetchIT extends IntegrationTest {

    private static HttpServer pages;

    @BeforeAll
    static void startPages() throws IOException {
        pages = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        pages.createContext("/recipe", exchange -> send(exchange, 200, RecipeImportIT.JSON_LD_PAGE));
        pages.createContext("/redirect/", exchange -> {
            int left = Integer.parseInt(exchange.getRequestURI().getPath().substring("/redirect/".length()));
            exchange.getResponseHeaders().set("Location", left == 0 ? "/recipe" : "/redirect/" + (left - 1));
            exchange.sendResponseHeaders(302, -1);
            exchange.close();
        });
        pages.createContext("/big", exchange -> send(exchange, 200, "x".repeat(3 * 1024 * 1024)));
        pages.createContext("/missing", exchange -> send(exchange, 404, "no"));
        pages.start();
    }

    @AfterAll
    static void stopPages() {
        pages.stop(0);
    }

    private static void send(com.sun.net.httpserver.HttpExchange exchange, int status, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private io.restassured.response.ValidatableResponse importUrl(String path) {
        var tokens = fixtures.anonymous(fixtures.app());
        return api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("url", "http://127.0.0.1:" + pages.getAddress().getPort() + path))
                .post("/v1beta/recipes/import").then();
    }

    @Test
    void importsARecipeFromAUrlAndRecordsItsSource() {
        importUrl("/recipe").statusCode(201).body("name", equalTo("Imported Chili"))
                .body("source.url", containsString("/recipe"));
    }

    @Test
    void followsThreeRedirectsButNotFour() {
        importUrl("/redirect/2").statusCode(201);
        importUrl("/redirect/3").statusCode(422).body("errors[0].pointer", equalTo("/url"))
                .body("errors[0].message", containsString("redirects"));
    }

    @Test
    void refusesPagesOverTheSizeCapAndErrorStatuses() {
        importUrl("/big").statusCode(422).body("errors[0].message", containsString("larger than"));
        importUrl("/missing").statusCode(422).body("errors[0].message", containsString("404"));
    }
}
