package example.consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.larder.client.Credentials;
import dev.larder.client.ErrorCodes;
import dev.larder.client.LarderClient;
import dev.larder.client.NotFoundException;
import dev.larder.client.RetryPolicy;
import dev.larder.client.model.ListInput;
import dev.larder.client.model.ListItemPatch;
import dev.larder.client.model.ShoppingList;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The client where a Spring Boot 3 application would use it: Spring Boot 3's dependency management, Jackson 2 on the
 * class path beside the client's Jackson 3 (Jackson 2 at 2.21, see the POM). Both must read and write JSON.
 */
class JacksonTwoConsumerTest {

    private static final String LIST = "{\"id\":\"lst_1\",\"name\":\"Weekend\",\"version\":3,\"primary\":true,"
            + "\"items\":[],\"recipes\":[],\"combined_items\":[],\"created_at\":\"2026-11-25T10:00:00Z\","
            + "\"updated_at\":\"2026-11-25T10:00:00Z\"}";

    private HttpServer server;
    private final List<String> bodies = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 10);
        server.createContext("/", exchange -> {
            try (InputStream in = exchange.getRequestBody()) {
                bodies.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
            boolean missing = exchange.getRequestURI().getPath().endsWith("/lst_missing");
            byte[] body = (missing ? "{\"type\":\"about:blank\",\"title\":\"Not found\",\"status\":404,"
                    + "\"code\":\"not_found\"}" : LIST).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", missing ? "application/problem+json" : "application/json");
            exchange.sendResponseHeaders(missing ? 404 : 200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void theClientWorksBesideJacksonTwo() throws Exception {
        assertThat(ObjectMapper.class.getPackage().getImplementationVersion()).as("Jackson 2 on the class path")
                .startsWith("2.");
        assertThat(JsonInclude.class.getProtectionDomain().getCodeSource().getLocation().toString())
                .as("one jackson-annotations, shared by Jackson 2 and 3").contains("/2.21");

        try (LarderClient larder = LarderClient.builder("http://127.0.0.1:" + server.getAddress().getPort())
                .credentials(Credentials.managementToken("lmt_test")).retryPolicy(RetryPolicy.NONE).build()) {
            ShoppingList list = larder.lists().create(ListInput.builder().name("Weekend")
                    .rawItems(List.of("2 lemons")).build());
            larder.lists().updateItem(list.id(), "itm_1", ListItemPatch.builder().clearUnit().build());
            assertThatThrownBy(() -> larder.lists().get("lst_missing"))
                    .isInstanceOfSatisfying(NotFoundException.class,
                            e -> assertThat(e.code()).isEqualTo(ErrorCodes.NOT_FOUND));

            assertThat(list.name()).isEqualTo("Weekend");
            assertThat(list.version()).isEqualTo(3L);
            assertThat(bodies.get(0)).isEqualTo("{\"name\":\"Weekend\",\"raw_items\":[\"2 lemons\"]}");
            assertThat(bodies.get(1)).isEqualTo("{\"unit\":null}");
            // The application's own Jackson 2 reads the client's records too.
            assertThat(new ObjectMapper().writeValueAsString(Map.of("list", list.name()))).isEqualTo(
                    "{\"list\":\"Weekend\"}");
        }
    }
}
