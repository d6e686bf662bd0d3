package larder.list.live;

import static larder.list.live.LiveFixture.ALICE;
import static larder.list.live.LiveFixture.BOB;
import static larder.list.live.LiveFixture.NOW;
import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.list.live.LiveFixture.Connection;
import larder.list.web.ListChangeView;
import larder.platform.web.IfMatch;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockAsyncContext;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** One stream: what it sends, in which order, what it skips, fills and drops, and when it ends. */
class ListStreamTest {

    private final LiveFixture live = new LiveFixture();

    /** The log's changes after {@code after}, as the node would offer them. */
    private List<Frame> frames(String listId, long after) {
        return live.lists.changesAfter(listId, after).stream().map(c -> Frame.of(c, ListChangeView::of, live.json))
                .toList();
    }

    private Frame frame(String listId, long version) {
        return frames(listId, version - 1).getFirst();
    }

    private static AsyncListener listener(Connection c) {
        return ((MockAsyncContext) c.request().getAsyncContext()).getListeners().getFirst();
    }

    @Test
    void sendsEachOfferedVersionOnceAndInOrder() {
        String id = live.list();
        live.change(id, "apples");
        live.change(id, "bread");
        Connection c = live.connect(ALICE, id, "1");

        c.stream().offer(frames(id, 1), 1000);
        live.change(id, "cheese");
        c.stream().offer(frames(id, 2), 1000);
        live.writes.runAll();

        assertThat(c.versions()).containsExactly(2L, 3L, 4L);
        assertThat(c.stream().lastSent()).isEqualTo(4);
        assertThat(c.ended()).isFalse();
    }

    @Test
    void readsTheLogItselfOnlyForAGap() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "apples");
        live.change(id, "bread");
        int before = live.lists.callerReads;

        c.stream().offer(List.of(frame(id, 2)), 1000);
        c.stream().offer(List.of(frame(id, 3)), 1000);
        live.writes.runAll();

        assertThat(c.versions()).containsExactly(2L, 3L);
        assertThat(live.lists.callerReads).isEqualTo(before);
    }

    @Test
    void changesOfferedWhileTheBacklogIsWrittenFollowIt() throws IOException {
        String id = live.list();
        live.change(id, "apples");
        ListFeed.Opening opening = live.feed.open(ALICE, id, ResumePoint.of("1", null));
        live.change(id, "bread");
        opening.stream().offer(frames(id, 1), 1000);
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setAsyncSupported(true);
        MockHttpServletResponse response = new MockHttpServletResponse();

        live.feed.serve(opening, request, response);
        assertThat(response.isCommitted()).isTrue();
        live.writes.runAll();

        assertThat(new Connection(opening, request, response).versions()).containsExactly(2L, 3L);
    }

    @Test
    void fillsAGapFromTheLogAsItsCallerBeforeSendingWhatCameAfter() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "apples");
        live.change(id, "bread");

        c.stream().offer(List.of(frame(id, 3)), 1000);
        live.writes.runAll();

        assertThat(c.versions()).containsExactly(2L, 3L);
        assertThat(live.meters.counter("larder.live.events").count()).isEqualTo(2);
        // What the stream read itself is sent as a backlog is: counted, not timed from its commit.
        assertThat(live.meters.timer("larder.live.commit.to.event").count()).isZero();
    }

    @Test
    void aGapThatCannotBeFilledEndsTheStream() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "apples");
        live.change(id, "bread");
        live.lists.failNextCallerRead(new IllegalStateException("connection refused"));

        c.stream().offer(List.of(frame(id, 3)), 1000);
        live.writes.runAll();

        assertThat(c.versions()).isEmpty();
        assertThat(c.ended()).isTrue();
        assertThat(live.feed.openStreams()).isZero();
    }

    @Test
    void aGapThatEndsInTheListsDeletionSendsItAndEndsTheStream() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "apples");
        live.lists.delete(ALICE, id, IfMatch.ANY);
        List<Frame> deletion = frames(id, 0);

        c.stream().offer(deletion, 1000);
        live.writes.runAll();

        assertThat(deletion).extracting(Frame::version).containsExactly(3L);
        assertThat(c.versions()).containsExactly(3L);
        assertThat(c.body()).contains("event: list.deleted");
        assertThat(c.ended()).isTrue();
    }

    @Test
    void theListsDeletionIsTheLastEventSent() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.lists.delete(ALICE, id, IfMatch.ANY);
        Frame deletion = frames(id, 0).getFirst();

        c.stream().offer(List.of(deletion), 1000);
        c.stream().offer(List.of(deletion), 1000);
        live.writes.runAll();

        assertThat(c.body()).isEqualTo(new String(deletion.bytes()));
        assertThat(c.ended()).isTrue();
        assertThat(live.feed.openStreams()).isZero();
    }

    @Test
    void aRenameThatLeavesTheCallerReadingKeepsTheStream() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.lists.update(ALICE, id, "Weekend", null, IfMatch.ANY);

        c.stream().offer(frames(id, 1), 1000);
        live.writes.runAll();

        assertThat(c.body()).contains("event: list.updated").doesNotContain("closed");
        assertThat(c.ended()).isFalse();
    }

    @Test
    void aMemberRemovedFromTheListLosesItsStreamAfterTheChange() {
        String id = live.list();
        live.lists.join(BOB, live.lists.invite(ALICE, id).code());
        Connection bobs = live.connect(BOB, id, null);
        live.lists.removeMember(ALICE, id, BOB.userId(), IfMatch.ANY);

        bobs.stream().offer(frames(id, 2), 1000);
        live.writes.runAll();

        assertThat(bobs.versions()).containsExactly(3L);
        assertThat(bobs.body()).endsWith("\n\n: closed: access to the list was lost\n\n");
        assertThat(bobs.ended()).isTrue();
    }

    @Test
    void aClientTooFarBehindIsToldToResumeAndWhatWaitedIsDropped() {
        String id = live.list();
        live.change(id, "apples");
        live.change(id, "bread");
        live.change(id, "cheese");
        Connection c = live.connect(ALICE, id, null);

        for (long version = 2; version <= 4; version++) {
            c.stream().offer(List.of(frame(id, version)), 2);
        }
        live.writes.runAll();

        assertThat(c.body()).isEqualTo(": closed: the client reads too slowly; resume with Last-Event-ID\n\n");
        assertThat(c.ended()).isTrue();
    }

    @Test
    void aClientAsFarBehindAsAllowedKeepsItsStream() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, "1");
        live.change(id, "apples");
        live.change(id, "bread");
        live.change(id, "cheese");

        for (long version = 2; version <= 4; version++) {
            c.stream().offer(List.of(frame(id, version)), 3);
        }
        live.writes.runAll();

        assertThat(c.versions()).containsExactly(2L, 3L, 4L);
        assertThat(c.ended()).isFalse();
    }

    @Test
    void closingDropsWhatWasNotSentAndSendsTheFirstReasonOnly() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "apples");

        c.stream().offer(frames(id, 1), 1000);
        c.stream().close("closed: first");
        c.stream().close("closed: second");
        c.stream().offer(frames(id, 1), 1000);
        c.stream().heartbeatIfIdle(System.nanoTime() + Duration.ofHours(1).toNanos(), 1);
        live.writes.runAll();

        assertThat(c.body()).isEqualTo(": closed: first\n\n");
        assertThat(c.ended()).isTrue();
        assertThat(live.feed.openStreams()).isZero();
    }

    @Test
    void aQuietStreamGetsOneHeartbeatAtATime() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        long idle = Duration.ofSeconds(1).toNanos();

        c.stream().heartbeatIfIdle(System.nanoTime() + idle, idle);
        c.stream().heartbeatIfIdle(System.nanoTime() + idle, idle);
        live.writes.runAll();
        assertThat(c.body()).isEqualTo(": heartbeat\n\n");

        c.stream().heartbeatIfIdle(System.nanoTime() + idle, idle);
        live.writes.runAll();
        assertThat(c.body()).isEqualTo(": heartbeat\n\n: heartbeat\n\n");
    }

    @Test
    void aHeartbeatIsDueOnlyLongAfterTheLastWrite() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        long beforeTheWrite = System.nanoTime();
        long idle = Duration.ofHours(1).toNanos();
        live.change(id, "apples");
        c.stream().offer(frames(id, 1), 1000);
        live.writes.runAll();

        c.stream().heartbeatIfIdle(beforeTheWrite + idle, idle);
        live.writes.runAll();

        assertThat(c.body()).doesNotContain("heartbeat");
    }

    @Test
    void aStreamThatWroteLatelyGetsNoHeartbeat() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);

        c.stream().heartbeatIfIdle(System.nanoTime(), Duration.ofHours(1).toNanos());
        live.writes.runAll();

        assertThat(c.body()).isEmpty();
    }

    @Test
    void aUsersStreamExpiresWithItsAccessTokenAndTheAppsServersNever() {
        Instant expiry = NOW.plusSeconds(60);
        ListStream users = new ListStream(live.feed, new UserCredential("usr_alice", "app_1", "fam_1", expiry),
                "lst_1", live.writes);
        ListStream servers = new ListStream(live.feed, new ManagementCredential("app_1", "lmt_1"), "lst_1",
                live.writes);

        assertThat(users.expiredAt(expiry.minusNanos(1))).isFalse();
        assertThat(users.expiredAt(expiry)).isTrue();
        assertThat(users.expiredAt(expiry.plusSeconds(1))).isTrue();
        assertThat(servers.expiredAt(Instant.MAX)).isFalse();
    }

    @Test
    void aBacklogEndingInTheListsDeletionEndsTheStreamWithoutGoingAsynchronous() throws IOException {
        String id = live.list();
        ListFeed.Opening opening = live.feed.open(ALICE, id, ResumePoint.of(null, null));
        live.lists.delete(ALICE, id, IfMatch.ANY);
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setAsyncSupported(true);
        MockHttpServletResponse response = new MockHttpServletResponse();

        opening.stream().start(request, response, 1, frames(id, 1));

        assertThat(response.getContentAsString()).contains("event: list.deleted");
        assertThat(request.isAsyncStarted()).isFalse();
        assertThat(live.feed.openStreams()).isZero();
    }

    @Test
    void aClientGoneBeforeTheBacklogEndsTheStream() throws IOException {
        String id = live.list();
        ListFeed.Opening opening = live.feed.open(ALICE, id, ResumePoint.of(null, null));
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setAsyncSupported(true);
        HttpServletResponse gone = new HttpServletResponseWrapper(new MockHttpServletResponse()) {
            @Override
            public ServletOutputStream getOutputStream() throws IOException {
                throw new IOException("connection reset");
            }
        };

        opening.stream().start(request, gone, 1, List.of());

        assertThat(gone.getStatus()).isEqualTo(200);
        assertThat(request.isAsyncStarted()).isFalse();
        assertThat(live.feed.openStreams()).isZero();
    }

    /** A stream started with nothing to send, writing into {@code out}; answers its (now asynchronous) request. */
    private static MockHttpServletRequest started(ListFeed.Opening opening, ServletOutputStream out)
            throws IOException {
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setAsyncSupported(true);
        HttpServletResponse response = new HttpServletResponseWrapper(new MockHttpServletResponse()) {
            @Override
            public ServletOutputStream getOutputStream() {
                return out;
            }
        };
        opening.stream().start(request, response, 1, List.of());
        return request;
    }

    @Test
    void aClientGoneWhileWritingEndsTheStream() throws IOException {
        String id = live.list();
        ListFeed.Opening opening = live.feed.open(ALICE, id, ResumePoint.of(null, null));
        Breaking out = new Breaking();
        MockHttpServletRequest request = started(opening, out);
        live.change(id, "apples");
        out.broken = true;

        opening.stream().offer(frames(id, 1), 1000);
        live.writes.runAll();

        assertThat(request.isAsyncStarted()).isFalse();
        assertThat(live.feed.openStreams()).isZero();
    }

    @Test
    void aTimeoutOrAnErrorOfTheRequestCompletesTheStream() throws IOException {
        String id = live.list();
        Connection timedOut = live.connect(ALICE, id, null);
        Connection failed = live.connect(ALICE, id, null);

        listener(timedOut).onTimeout(new AsyncEvent(timedOut.request().getAsyncContext()));
        listener(failed).onError(new AsyncEvent(failed.request().getAsyncContext()));

        assertThat(timedOut.ended()).isTrue();
        assertThat(failed.ended()).isTrue();
        assertThat(live.feed.openStreams()).isZero();
    }

    @Test
    void aStreamTheContainerCompletedSendsNothingMore() throws IOException {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "apples");

        listener(c).onStartAsync(new AsyncEvent(c.request().getAsyncContext()));
        assertThat(live.feed.openStreams()).isEqualTo(1);
        listener(c).onComplete(new AsyncEvent(c.request().getAsyncContext()));
        c.stream().offer(frames(id, 1), 1000);
        live.writes.runAll();

        assertThat(c.body()).isEmpty();
        assertThat(live.feed.openStreams()).isZero();
    }

    /**
     * The container reuses a completed request's response for the next request on its processor: a write that ran on
     * into the end would land in another client's answer (seen as a first flush failing with the previous client's
     * broken pipe). So the end of the request waits for a write in progress, and nothing is written after it.
     */
    @Test
    void theRequestsEndWaitsForAWriteInProgressAndNothingIsWrittenAfterIt() throws Exception {
        String id = live.list();
        ListFeed.Opening opening = live.feed.open(ALICE, id, ResumePoint.of(null, null));
        Held out = new Held();
        MockHttpServletRequest request = started(opening, out);
        live.change(id, "apples");
        live.change(id, "bread");
        AsyncListener container = ((MockAsyncContext) request.getAsyncContext()).getListeners().getFirst();
        out.holdNextWrite();
        opening.stream().offer(frames(id, 1), 1000);

        Thread writer = Thread.ofPlatform().start(live.writes::runAll);
        assertThat(out.held.await(10, TimeUnit.SECONDS)).as("the writer began to write").isTrue();
        Thread error = Thread.ofPlatform().start(() -> {
            try {
                container.onError(new AsyncEvent(request.getAsyncContext(), new IOException("broken pipe")));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.ended = true;
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (error.isAlive() && error.getState() != Thread.State.WAITING && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        boolean endedDuringTheWrite = !error.isAlive();
        out.letGo.countDown();
        writer.join(10_000);
        error.join(10_000);

        assertThat(endedDuringTheWrite).as("the request ended while a write was in progress").isFalse();
        assertThat(out.writtenAfterTheEnd).as("bytes written after the request ended").isZero();
        assertThat(request.isAsyncStarted()).isFalse();
        assertThat(live.feed.openStreams()).isZero();
    }

    /** An output stream whose next write waits, when the test says so, until the test lets it go. */
    private static final class Held extends ServletOutputStream {

        final CountDownLatch held = new CountDownLatch(1);
        final CountDownLatch letGo = new CountDownLatch(1);
        volatile boolean hold;
        volatile boolean ended;
        volatile int writtenAfterTheEnd;

        void holdNextWrite() {
            hold = true;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (ended) {
                writtenAfterTheEnd += len;
            }
            if (hold) {
                hold = false;
                held.countDown();
                try {
                    letGo.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException(e);
                }
            }
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public void setWriteListener(WriteListener listener) {
            // blocking
        }
    }

    /** An output stream whose client goes away when the test says so. */
    private static final class Breaking extends ServletOutputStream {

        volatile boolean broken;

        @Override
        public void write(int b) throws IOException {
            if (broken) {
                throw new IOException("broken pipe");
            }
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public void setWriteListener(WriteListener listener) {
            // blocking
        }
    }
}
