package larder.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.sun.net.httpserver.HttpServer;
import dev.larder.client.Credentials;
import dev.larder.client.LarderClient;
import dev.larder.client.WebhookEvent;
import dev.larder.client.WebhookVerificationException;
import dev.larder.client.Webhooks;
import dev.larder.client.model.CreateApp;
import dev.larder.client.model.ListInput;
import dev.larder.client.model.ShoppingList;
import dev.larder.client.model.WebhookEndpointWithSecret;
import dev.larder.client.model.WebhookInput;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import larder.support.IntegrationTest;
import larder.support.Patience;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * {@link Webhooks#verify} on a real delivery, received on a loopback address (allowed here, as in WebhooksIT, whose
 * server this test shares).
 */
@TestPropertySource(properties = "larder.webhook-allow-private=true")
class ClientWebhooksIT extends IntegrationTest {

    record Delivery(Map<String, List<String>> headers, String body) {
    }

    @Test
    void aRealDeliveryVerifiesAndATamperedOrOldOneIsRefused() throws Exception {
        List<Delivery> received = new CopyOnWriteArrayList<>();
        HttpServer receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        receiver.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        receiver.createContext("/hook", exchange -> {
            try (InputStream in = exchange.getRequestBody()) {
                received.add(new Delivery(Map.copyOf(exchange.getRequestHeaders()),
                        new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            }
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        receiver.start();
        try {
            LarderClient larder = LarderClient.builder("http://127.0.0.1:" + port).build();
            LarderClient operator = larder.withCredentials(Credentials.adminKey(ADMIN_KEY));
            String clientId = operator.operator().createApp(new CreateApp("Client webhooks IT", List.of())).clientId();
            LarderClient app = larder.withCredentials(Credentials.managementToken(
                    operator.operator().createManagementToken(clientId, "hooks").token()));
            WebhookEndpointWithSecret endpoint = app.webhooks().create(new WebhookInput(
                    "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook", List.of("list.created")));
            ShoppingList list = app.lists().create(ListInput.of("Delivered", List.of("2 lemons"), null));

            await().atMost(Patience.of(Duration.ofSeconds(30))).until(() -> !received.isEmpty());
            Delivery delivery = received.getFirst();
            String secret = endpoint.secret();

            WebhookEvent event = Webhooks.verify(delivery.body(), delivery.headers(), secret);
            assertThat(event.type()).isEqualTo("list.created");
            assertThat(event.id()).isNotBlank();
            assertThat(event.object(ShoppingList.class).id()).isEqualTo(list.id());
            assertThat(event.object(ShoppingList.class).name()).isEqualTo("Delivered");

            // The Standard Webhooks headers alone verify too.
            Map<String, List<String>> standardOnly = new HashMap<>(delivery.headers());
            standardOnly.keySet().removeIf(k -> k.equalsIgnoreCase("Larder-Signature"));
            assertThat(Webhooks.verify(delivery.body(), standardOnly, secret).id()).isEqualTo(event.id());

            String tampered = delivery.body().replace("Delivered", "Delivexed");
            assertThat(tampered).isNotEqualTo(delivery.body());
            assertThatThrownBy(() -> Webhooks.verify(tampered, delivery.headers(), secret))
                    .isInstanceOf(WebhookVerificationException.class);
            assertThatThrownBy(() -> Webhooks.verify(tampered, standardOnly, secret))
                    .isInstanceOf(WebhookVerificationException.class);

            Instant later = Instant.now().plus(Duration.ofMinutes(6));
            assertThatThrownBy(() -> Webhooks.verify(delivery.body(), delivery.headers(), secret, later))
                    .isInstanceOf(WebhookVerificationException.class).hasMessageContaining("5 minutes");
            assertThatThrownBy(() -> Webhooks.verify(delivery.body(), standardOnly, secret, later))
                    .isInstanceOf(WebhookVerificationException.class).hasMessageContaining("5 minutes");

            String otherSecret = app.webhooks().create(new WebhookInput("http://127.0.0.1:1/other",
                    List.of("list.created"))).secret();
            assertThatThrownBy(() -> Webhooks.verify(delivery.body(), delivery.headers(), otherSecret))
                    .isInstanceOf(WebhookVerificationException.class);
        } finally {
            receiver.stop(0);
        }
    }
}
