package larder.list.live;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.mockito.Mockito.mock;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import larder.auth.Credential;
import larder.auth.Revocations;
import larder.auth.UserCredential;
import larder.list.ListEvents.ListChanged;
import larder.list.ListCommand;
import larder.list.WatchedShoppingLists;
import larder.list.web.ListChangeView;
import larder.platform.cluster.Notifications;
import larder.platform.db.MemoryDatabase;
import larder.recipe.Recipes;
import larder.recipe.RecipesOver;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

/**
 * A node's live feed over an in-memory database, with every thread it would start run by the test instead: the
 * reads of the log ({@link #reads}), each stream's writer ({@link #writes}) and the sweep's scheduler (a mock whose
 * scheduled tasks the test captures and runs).
 */
public final class LiveFixture {

    static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    public static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_1", NOW.plusSeconds(3600));
    static final UserCredential BOB = new UserCredential("usr_bob", "app_1", "fam_2", NOW.plusSeconds(3600));
    private static final Pattern ID = Pattern.compile("^id: (\\d+)$", Pattern.MULTILINE);

    final MemoryDatabase database = MemoryDatabase.empty();
    final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    final List<Object> events = new ArrayList<>();
    final Recipes recipes = RecipesOver.database(database, events::add, clock);
    final WatchedShoppingLists lists = new WatchedShoppingLists(database, recipes, events::add, clock);
    final Notifications notifications = mock(Notifications.class);
    final Revocations revocations = mock(Revocations.class);
    final JsonMapper json = JsonMapper.builder().build();
    final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    final Steps reads = new Steps();
    final Steps writes = new Steps();
    final ScheduledExecutorService sweeper = mock(ScheduledExecutorService.class);
    public final ListFeed feed;

    public LiveFixture() {
        this(new LiveSettings(Duration.ofSeconds(20), 1000));
    }

    LiveFixture(LiveSettings settings) {
        feed = new ListFeed(lists, notifications, revocations, ListChangeView::of, json, clock, settings, meters, reads,
                writes, () -> sweeper);
    }

    /** A new list of Alice's, at version 1. */
    public String list() {
        return lists.create(ALICE, new ListCommand("Week", null, List.of("flour"), null)).id();
    }

    /** Adds an item: the list's next version. */
    public long change(String listId, String item) {
        return lists.add(ALICE, listId, new ListCommand(null, null, List.of(item), null)).version();
    }

    /** The last change the list service announced. */
    ListChanged lastChange() {
        return events.stream().filter(ListChanged.class::isInstance).map(ListChanged.class::cast)
                .reduce((first, second) -> second).orElseThrow();
    }

    /** Opens a stream as {@code who}, after {@code after} (null: the list's version), serves it, runs its writer. */
    Connection connect(Credential who, String listId, String after) {
        ListFeed.Opening opening = feed.open(who, listId, ResumePoint.of(null, after));
        Connection connection = new Connection(opening, new MockHttpServletRequest(), new MockHttpServletResponse());
        connection.request.setAsyncSupported(true);
        try {
            feed.serve(opening, connection.request, connection.response);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        writes.runAll();
        return connection;
    }

    /** Notifications reach the node; then every read and every writer runs. */
    void notifyAndRun(String... payloads) {
        for (String payload : payloads) {
            feed.receive(payload);
        }
        runAll();
    }

    void runAll() {
        do {
            reads.runAll();
            writes.runAll();
        } while (reads.waiting() > 0);
    }

    record Connection(ListFeed.Opening opening, MockHttpServletRequest request, MockHttpServletResponse response) {

        ListStream stream() {
            return opening.stream();
        }

        String body() {
            return new String(response.getContentAsByteArray(), UTF_8);
        }

        /** The versions of the events sent, in order. */
        List<Long> versions() {
            List<Long> versions = new ArrayList<>();
            Matcher m = ID.matcher(body());
            while (m.find()) {
                versions.add(Long.parseLong(m.group(1)));
            }
            return versions;
        }

        /** Whether the stream is over: the request is no longer asynchronous, or never went so. */
        boolean ended() {
            return !request.isAsyncStarted();
        }
    }
}
