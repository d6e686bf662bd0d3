package larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.larder.client.Exchange;
import dev.larder.client.LarderClient;
import dev.larder.client.UserSession;
import dev.larder.client.model.ListContent;
import dev.larder.client.model.ListInput;
import dev.larder.client.model.ShoppingList;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * User sessions through their access tokens' expiry, with tokens of 5 seconds (the same settings as
 * ShopperShortTokensIT, so that the two share one server). The demo app ({@code demo}) is the app.
 */
@TestPropertySource(properties = {"larder.demo=true", "larder.access-token-ttl=5"})
class ClientSessionIT extends IntegrationTest {

    private static final String TOKEN_ENDPOINT = "/v1beta/auth/access_token";

    private final List<Exchange> exchanges = new CopyOnWriteArrayList<>();

    private LarderClient client(Clock clock) {
        return LarderClient.builder("http://127.0.0.1:" + port).clock(clock).observer(exchanges::add).build();
    }

    private long tokenCalls() {
        return exchanges.stream().filter(e -> e.pathTemplate().equals(TOKEN_ENDPOINT) && e.status() == 200).count();
    }

    @Test
    void aSessionRefreshesMidSequenceHandsEachRefreshTokenToTheListenerAndCanBeRestored() throws Exception {
        LarderClient larder = client(Clock.systemUTC());
        List<String> stored = new CopyOnWriteArrayList<>();
        UserSession session = larder.anonymousSession("demo", stored::add);
        LarderClient user = larder.withCredentials(session);

        String userId = user.users().me().id();
        ShoppingList list = user.lists().create(ListInput.of("Short tokens", List.of("1 lemon"), null));
        assertThat(stored).hasSize(1);
        for (int step = 0; step < 3; step++) {
            Thread.sleep(Duration.ofMillis(2500)); // 7.5 s in all: past the first token's life, and the next's
            list = user.lists().addItems(list.id(), ListContent.rawItems(step + 2 + " lemons"));
        }
        assertThat(user.users().me().id()).isEqualTo(userId);
        assertThat(stored).as("refresh tokens handed to the listener").hasSizeGreaterThanOrEqualTo(2)
                .doesNotHaveDuplicates();
        assertThat(stored.getLast()).isEqualTo(session.refreshToken());
        assertThat(tokenCalls()).isEqualTo(stored.size());
        assertThat(exchanges).as("no call failed").allMatch(e -> e.status() / 100 == 2);

        // The app stored the last refresh token: a session restored from it is the same user, and rotates it.
        List<String> restoredTokens = new CopyOnWriteArrayList<>();
        LarderClient restored = larder.withCredentials(larder.restoreSession("demo", stored.getLast(),
                restoredTokens::add));
        assertThat(restored.users().me().id()).isEqualTo(userId);
        assertThat(restored.lists().get(list.id()).items()).hasSize(4);
        assertThat(restoredTokens).hasSize(1).doesNotContain(stored.getLast());
    }

    @Test
    void aTokenTheServerRefusesAsExpiredIsRefreshedAndTheCallRepeatedOnce() throws Exception {
        // This client's clock stands still: it believes its token valid after the server has let it expire.
        LarderClient larder = client(Clock.fixed(Instant.now(), ZoneOffset.UTC));
        List<String> stored = new CopyOnWriteArrayList<>();
        LarderClient user = larder.withCredentials(larder.anonymousSession("demo", stored::add));
        String userId = user.users().me().id();
        Thread.sleep(Duration.ofMillis(5500));

        assertThat(user.users().me().id()).isEqualTo(userId);
        List<Integer> meStatuses = exchanges.stream().filter(e -> e.pathTemplate().equals("/v1beta/users/me"))
                .map(Exchange::status).toList();
        assertThat(meStatuses).containsExactly(200, 401, 200);
        assertThat(stored).hasSize(2);
    }

    @Test
    void sixteenThreadsShareOneSessionThroughAnExpiry() throws Exception {
        LarderClient larder = client(Clock.systemUTC());
        List<String> stored = new CopyOnWriteArrayList<>();
        UserSession session = larder.anonymousSession("demo", stored::add);
        LarderClient user = larder.withCredentials(session);
        String listId = user.lists().create(ListInput.of("Shared by threads", null, null)).id();
        Set<String> users = ConcurrentHashMap.newKeySet();
        AtomicInteger calls = new AtomicInteger();
        long until = System.nanoTime() + Duration.ofSeconds(7).toNanos();
        List<Future<?>> threads = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(16)) {
            for (int t = 0; t < 16; t++) {
                int thread = t;
                threads.add(pool.submit(() -> {
                    int i = 0;
                    while (System.nanoTime() < until) {
                        users.add(user.users().me().id());
                        user.lists().addItems(listId, ListContent.rawItems("item " + thread + "-" + i++));
                        calls.addAndGet(2);
                        Thread.sleep(200);
                    }
                    return null;
                }));
            }
            for (Future<?> f : threads) {
                f.get(); // rethrows any thread's failure
            }
        }
        assertThat(users).as("one user throughout").hasSize(1);
        assertThat(calls.get()).isGreaterThan(16 * 4);
        assertThat(exchanges).as("no call failed").allMatch(e -> e.status() / 100 == 2);
        // 7 s of 5 s tokens refreshed a fifth early: the first grant and one or two refreshes, never one per thread.
        assertThat(tokenCalls()).isBetween(2L, 3L).isEqualTo(stored.size());
        assertThat(stored).doesNotHaveDuplicates();
        assertThat(user.lists().get(listId).items()).hasSize(calls.get() / 2);
    }
}
