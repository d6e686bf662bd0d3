package larder.list.live;

import static larder.list.live.LiveFixture.ALICE;
import static larder.list.live.LiveFixture.BOB;
import static larder.list.live.LiveFixture.NOW;
import static larder.support.Refusals.refusal;
import static larder.support.Refusals.status;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.list.ListChange;
import larder.list.ListEvents.ListChanged;
import larder.list.WatchedShoppingLists.NodeRead;
import larder.list.live.LiveFixture.Connection;
import larder.list.web.ListChangeView;
import larder.platform.web.IfMatch;
import larder.support.Patience;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.springframework.context.SmartLifecycle;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** A node's live feed: who it subscribes, when and how it reads the log for its streams, and its sweep. */
class ListFeedTest {

    private final LiveFixture live = new LiveFixture();
    private final ListFeed feed = live.feed;

    private Runnable scheduled(long delayMillis) {
        ArgumentCaptor<Runnable> task = ArgumentCaptor.forClass(Runnable.class);
        verify(live.sweeper).schedule(task.capture(), eq(delayMillis), eq(TimeUnit.MILLISECONDS));
        return task.getValue();
    }

    private Runnable sweep(long periodMillis) {
        ArgumentCaptor<Runnable> task = ArgumentCaptor.forClass(Runnable.class);
        verify(live.sweeper).scheduleWithFixedDelay(task.capture(), eq(periodMillis), eq(periodMillis),
                eq(TimeUnit.MILLISECONDS));
        return task.getValue();
    }

    // Opening

    @Test
    void opensAfterTheListsVersionWithNothingToSendWhenNoResumePointIsGiven() {
        String id = live.list();
        live.change(id, "milk");

        ListFeed.Opening opening = feed.open(ALICE, id, ResumePoint.of(null, null));

        assertThat(opening.after()).isEqualTo(2);
        assertThat(opening.backlog()).isEmpty();
        assertThat(opening.stream().listId()).isEqualTo(id);
        assertThat(opening.stream().credential()).isEqualTo(ALICE);
        assertThat(feed.openStreams()).isEqualTo(1);
    }

    @Test
    void opensWithTheChangesAfterTheResumePointAsItsBacklog() {
        String id = live.list();
        live.change(id, "milk");
        live.change(id, "eggs");

        ListFeed.Opening opening = feed.open(ALICE, id, ResumePoint.of("1", null));

        assertThat(opening.after()).isEqualTo(1);
        assertThat(opening.backlog()).extracting(Frame::version).containsExactly(2L, 3L);
        assertThat(opening.backlog()).extracting(Frame::type).containsOnly(ListChange.ITEM_ADDED);
    }

    @Test
    void servesTheBacklogAsAnEventStreamThenWaitsAsynchronously() {
        String id = live.list();
        live.change(id, "milk");

        Connection c = live.connect(ALICE, id, "1");

        assertThat(c.response().getStatus()).isEqualTo(200);
        assertThat(c.response().getContentType()).startsWith("text/event-stream");
        assertThat(c.response().getCharacterEncoding()).isEqualTo("UTF-8");
        assertThat(c.response().getHeader("Cache-Control")).isEqualTo("no-store");
        assertThat(c.response().getHeader("X-Accel-Buffering")).isEqualTo("no");
        assertThat(c.body()).isEqualTo(new String(c.opening().backlog().getFirst().bytes()));
        assertThat(c.versions()).containsExactly(2L);
        assertThat(c.request().isAsyncStarted()).isTrue();
        assertThat(c.request().getAsyncContext().getTimeout()).isZero();
        assertThat(c.stream().lastSent()).isEqualTo(2);
    }

    @Test
    void refusesAListTheCallerMayNotReadAndKeepsNoStream() {
        String id = live.list();
        live.change(id, "milk");

        assertThat(status(() -> feed.open(BOB, id, ResumePoint.of(null, null)))).isEqualTo(404);

        assertThat(feed.openStreams()).isZero();
        feed.receive(id + ":2");
        assertThat(live.reads.waiting()).isZero();
    }

    @Test
    void refusesAResumePointPastTheListsVersionWith422AndKeepsNoStream() {
        String id = live.list();

        assertThat(refusal(() -> feed.open(ALICE, id, ResumePoint.of("5", null))).code().code())
                .isEqualTo("request.invalid");
        assertThat(feed.openStreams()).isZero();
    }

    @Test
    void streamsOfTheAppsServerNeverExpire() {
        String id = live.list();
        ManagementCredential server = new ManagementCredential("app_1", "lmt_1");

        Connection c = live.connect(server, id, null);

        assertThat(c.stream().expiredAt(NOW.plus(Duration.ofDays(3650)))).isFalse();
        assertThat(c.ended()).isFalse();
    }

    // Notifications

    @Test
    void announcesAChangeOnTheListChannelAsItsListAndVersion() {
        String id = live.list();
        live.change(id, "milk");

        feed.on(live.lastChange());

        verify(live.notifications).publish("larder_list", id + ":2");
        assertThat(feed.channel()).isEqualTo("larder_list");
    }

    @Test
    void ignoresNotificationsThatNameNoListOrNoVersion() {
        String id = live.list();
        live.change(id, "milk");
        live.connect(ALICE, id, "1");

        for (String payload : List.of(id, ":2", id + ":", id + ":two", "lst_other:2")) {
            feed.receive(payload);
        }

        assertThat(live.reads.waiting()).isZero();
        assertThat(live.lists.nodeReads).isEmpty();
    }

    @Test
    void aNotifiedChangeIsReadOnceForEveryStreamOfItsListAndSentToEach() {
        String id = live.list();
        Connection first = live.connect(ALICE, id, null);
        Connection second = live.connect(ALICE, id, null);
        live.change(id, "milk");

        live.notifyAndRun(id + ":2");

        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1));
        assertThat(first.versions()).containsExactly(2L);
        assertThat(second.versions()).containsExactly(2L);
        assertThat(live.meters.counter("larder.live.events").count()).isEqualTo(2);
        assertThat(live.meters.timer("larder.live.commit.to.event").count()).isEqualTo(2);
    }

    @Test
    void aListIsReadOnceHoweverOftenItWasNotifiedBeforeItsReadBegan() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "milk");
        live.change(id, "eggs");
        int callerReads = live.lists.callerReads;

        feed.receive(id + ":2");
        feed.receive(id + ":3");
        assertThat(live.reads.waiting()).isEqualTo(1);
        live.runAll();

        // The first read starts just below the newest version notified; the stream fills the gap itself.
        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 2));
        assertThat(live.lists.callerReads).isEqualTo(callerReads + 1);
        assertThat(c.versions()).containsExactly(2L, 3L);
    }

    @Test
    void aVersionAlreadyReadIsNotReadAgain() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "milk");
        live.notifyAndRun(id + ":2");

        feed.receive(id + ":2");
        feed.receive(id + ":1");

        assertThat(live.reads.waiting()).isZero();
        live.change(id, "eggs");
        live.notifyAndRun(id + ":3");
        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1), new NodeRead(id, 2));
        assertThat(c.versions()).containsExactly(2L, 3L);
    }

    @Test
    void listsNotifiedTogetherAreEachReadOnTheirOwnAndEachStreamGetsOnlyItsList() {
        String a = live.list();
        String b = live.list();
        Connection onA = live.connect(ALICE, a, null);
        Connection onB = live.connect(ALICE, b, null);
        live.change(a, "apples");
        live.change(b, "bread");

        live.notifyAndRun(a + ":2", b + ":2");

        assertThat(live.reads.ran()).isEqualTo(2);
        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(a, 1), new NodeRead(b, 1));
        assertThat(onA.body()).contains("apples").doesNotContain("bread");
        assertThat(onB.body()).contains("bread").doesNotContain("apples");
    }

    @Test
    void aListWhoseStreamsClosedAndReopenedIsReadByEachTopicFromItsOwnPointAndOnlyTheOpenStreamGetsIt() {
        String id = live.list();
        Connection before = live.connect(ALICE, id, null);
        live.change(id, "milk");
        feed.receive(id + ":2");
        before.stream().close("bye");
        live.writes.runAll();
        Connection after = live.connect(ALICE, id, null);
        live.change(id, "eggs");

        live.notifyAndRun(id + ":3");

        assertThat(before.ended()).isTrue();
        // The closed topic's read was already under way; the new topic reads after its own first notification.
        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1), new NodeRead(id, 2));
        assertThat(before.versions()).isEmpty();
        assertThat(after.versions()).containsExactly(3L);
    }

    @Test
    void aVersionReadBeforeItsNotificationCameIsNotReadAgain() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "apples");
        live.change(id, "bread");

        live.notifyAndRun(id + ":2");
        feed.receive(id + ":3");

        assertThat(live.reads.waiting()).isZero();
        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1));
        assertThat(c.versions()).containsExactly(2L, 3L);
    }

    @Test
    void aChangeNotifiedDuringAReadIsServedByTheNextRead() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "milk");
        live.lists.duringNextNodeRead(() -> {
            live.change(id, "eggs");
            feed.receive(id + ":3");
        });

        live.notifyAndRun(id + ":2");

        assertThat(live.reads.ran()).isEqualTo(1);
        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1), new NodeRead(id, 2));
        assertThat(c.versions()).containsExactly(2L, 3L);
    }

    @Test
    void aListNotifiedWhileBothReadSlotsAreBusyIsReadWhenOneFrees() throws InterruptedException {
        String a = live.list();
        String b = live.list();
        String c = live.list();
        live.connect(ALICE, a, null);
        live.connect(ALICE, b, null);
        Connection onC = live.connect(ALICE, c, null);
        live.change(a, "milk");
        live.change(b, "milk");
        live.change(c, "milk");
        Thread[] third = new Thread[1];
        Thread.State[] thirdWhileBusy = new Thread.State[1];
        int[] readsWhileBusy = new int[1];
        live.lists.duringNextNodeRead(() -> {
            feed.receive(b + ":2");
            live.reads.runNext();
            // b's read is over and its slot free: the third read goes on, and ends before this test goes on.
            join(third[0]);
        });
        live.lists.duringNextNodeRead(() -> {
            feed.receive(c + ":2");
            // Both slots are taken (a's read, and b's): the third read, on its own thread, waits for one.
            third[0] = Thread.ofPlatform().daemon().start(live.reads::runNext);
            thirdWhileBusy[0] = waitUntilParked(third[0]);
            readsWhileBusy[0] = live.lists.nodeReads.size();
        });

        live.notifyAndRun(a + ":2");

        assertThat(thirdWhileBusy[0]).isEqualTo(Thread.State.WAITING);
        assertThat(readsWhileBusy[0]).isEqualTo(2);
        assertThat(third[0].isAlive()).isFalse();
        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(a, 1), new NodeRead(b, 1), new NodeRead(c, 1));
        live.runAll();
        assertThat(onC.versions()).containsExactly(2L);
    }

    /** The thread's state once it parks, or once patience runs out (so a test can never hang here). */
    private static Thread.State waitUntilParked(Thread thread) {
        long giveUp = System.nanoTime() + Patience.of(Duration.ofSeconds(10)).toNanos();
        while (thread.getState() != Thread.State.WAITING && thread.isAlive() && System.nanoTime() < giveUp) {
            Thread.onSpinWait();
        }
        return thread.getState();
    }

    private static void join(Thread thread) {
        try {
            thread.join(Patience.of(Duration.ofSeconds(10)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @Test
    void aFailedReadIsRetriedASecondLaterFromWhereItStarted() {
        feed.start();
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "milk");
        live.lists.failNextNodeRead(new IllegalStateException("connection refused"));

        live.notifyAndRun(id + ":2");
        assertThat(c.versions()).isEmpty();
        scheduled(1000).run();
        live.runAll();

        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1), new NodeRead(id, 1));
        assertThat(c.versions()).containsExactly(2L);
    }

    @Test
    void aFailedReadWithoutTheSweepWaitsForANewerVersionAndThenReadsFromWhereItStarted() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "milk");
        live.lists.failNextNodeRead(new IllegalStateException("connection refused"));

        live.notifyAndRun(id + ":2");
        feed.receive(id + ":2");
        assertThat(live.reads.waiting()).isZero();
        live.change(id, "eggs");
        live.notifyAndRun(id + ":3");

        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1), new NodeRead(id, 1));
        assertThat(c.versions()).containsExactly(2L, 3L);
    }

    @Test
    void aFailedReadAfterTheSweepStoppedGivesUp() {
        feed.start();
        when(live.sweeper.isShutdown()).thenReturn(true);
        String id = live.list();
        live.connect(ALICE, id, null);
        live.change(id, "milk");
        live.lists.failNextNodeRead(new IllegalStateException("connection refused"));

        live.notifyAndRun(id + ":2");

        verify(live.sweeper, never()).schedule(any(Runnable.class), anyLong(), any());
        feed.receive(id + ":2");
        assertThat(live.reads.waiting()).isZero();
    }

    @Test
    void aReconnectedListenerReadsEachListFromItsFurthestBehindStream() {
        String id = live.list();
        Connection behind = live.connect(ALICE, id, null);
        live.change(id, "milk");
        Connection ahead = live.connect(ALICE, id, null);
        live.change(id, "eggs");

        feed.resumed();
        live.runAll();

        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1));
        assertThat(behind.versions()).containsExactly(2L, 3L);
        assertThat(ahead.versions()).containsExactly(3L);
    }

    @Test
    void aReconnectionDuringAReadIsCaughtUpByTheNextRead() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);
        live.change(id, "milk");
        live.lists.duringNextNodeRead(feed::resumed);

        live.notifyAndRun(id + ":2");

        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 1), new NodeRead(id, 1));
        assertThat(c.versions()).containsExactly(2L);
    }

    @Test
    void aReconnectedListenerReadsFromTheStartForAStreamStillOpening() {
        String id = live.list();
        feed.open(ALICE, id, ResumePoint.of(null, null));

        feed.resumed();
        live.reads.runAll();

        assertThat(live.lists.nodeReads).containsExactly(new NodeRead(id, 0));
    }

    @Test
    void aReconnectedListenerReadsNothingForANodeWithoutStreams() {
        String id = live.list();
        live.connect(ALICE, id, null).stream().close("bye");
        live.writes.runAll();

        feed.resumed();

        assertThat(live.reads.waiting()).isZero();
    }

    // Reading as a stream's caller

    @Test
    void readsTheLogAsTheStreamsCaller() {
        String id = live.list();
        ListStream stream = live.connect(ALICE, id, null).stream();
        live.change(id, "milk");

        assertThat(feed.readAs(stream, 1)).hasValueSatisfying(
                frames -> assertThat(frames).extracting(Frame::version).containsExactly(2L));
    }

    @Test
    void aListDeletedMeanwhileStillYieldsItsDeletionAlone() {
        String id = live.list();
        ListStream stream = live.connect(ALICE, id, null).stream();
        live.change(id, "milk");
        live.lists.delete(ALICE, id, IfMatch.ANY);

        assertThat(feed.readAs(stream, 1)).hasValueSatisfying(
                frames -> assertThat(frames).extracting(Frame::type).containsExactly(ListChange.LIST_DELETED));
    }

    @Test
    void aListDeletedAndForgottenYieldsNothing() {
        String id = live.list();
        ListStream stream = live.connect(ALICE, id, null).stream();
        live.lists.delete(ALICE, id, IfMatch.ANY);
        live.lists.forgetDeleted(id);

        assertThat(feed.readAs(stream, 1)).isEmpty();
    }

    @Test
    void aGapPastTheKeptHistoryOrAFailedReadYieldsNothing() {
        String id = live.list();
        ListStream stream = live.connect(ALICE, id, null).stream();

        assertThat(feed.readAs(stream, 7)).isEmpty();
        live.lists.failNextCallerRead(new IllegalStateException("connection refused"));
        assertThat(feed.readAs(stream, 1)).isEmpty();
    }

    @Test
    void aStreamStaysReadableUntilItsCallerIsRevokedOrLosesTheListOrTheCheckFails() {
        String id = live.list();
        ListStream stream = live.connect(ALICE, id, null).stream();
        ListStream bobs = new ListStream(feed, BOB, id, live.writes);

        assertThat(feed.stillReadable(stream)).isTrue();
        assertThat(feed.stillReadable(bobs)).isFalse();
        live.lists.failNextAccessCheck(new IllegalStateException("connection refused"));
        assertThat(feed.stillReadable(stream)).isFalse();
        when(live.revocations.revoked(ALICE)).thenReturn(true);
        assertThat(feed.stillReadable(stream)).isFalse();
    }

    // Deletions

    @Test
    void forgetsADeletionTenMinutesAfterItCommits() {
        feed.start();
        String id = live.list();
        live.lists.delete(ALICE, id, IfMatch.ANY);
        ListChanged deletion = live.lastChange();

        feed.deleted(deletion);
        assertThat(live.lists.changesAfter(id, 0)).hasSize(1);
        scheduled(600_000).run();
        live.reads.runAll();

        assertThat(live.lists.changesAfter(id, 0)).isEmpty();
    }

    @Test
    void aFailureToForgetADeletionIsLeftForTheNextNode() {
        feed.start();
        String id = live.list();
        live.lists.delete(ALICE, id, IfMatch.ANY);
        feed.deleted(live.lastChange());
        live.lists.failNextForget(new IllegalStateException("connection refused"));

        scheduled(600_000).run();
        assertThatCode(live.reads::runAll).doesNotThrowAnyException();

        assertThat(live.lists.changesAfter(id, 0)).hasSize(1);
    }

    @Test
    void forgetsNothingButDeletionsAndNothingOnceTheSweepStopped() {
        String id = live.list();
        live.change(id, "milk");
        feed.deleted(live.lastChange());
        verifyNoInteractions(live.sweeper);

        feed.start();
        feed.deleted(live.lastChange());
        live.lists.delete(ALICE, id, IfMatch.ANY);
        when(live.sweeper.isShutdown()).thenReturn(true);
        feed.deleted(live.lastChange());

        verify(live.sweeper, never()).schedule(any(Runnable.class), anyLong(), any());
    }

    @Test
    void forgetsNoDeletionBeforeTheSweepStarts() {
        String id = live.list();
        live.lists.delete(ALICE, id, IfMatch.ANY);

        feed.deleted(live.lastChange());

        verifyNoInteractions(live.sweeper);
        assertThat(live.reads.waiting()).isZero();
    }

    // The sweep and the lifecycle

    @Test
    void theSweepClosesStreamsWhoseTokenExpiredOrWasRevokedAndKeepsTheRest() {
        feed.start();
        String id = live.list();
        UserCredential expired = new UserCredential("usr_alice", "app_1", "fam_9", NOW);
        UserCredential revoked = new UserCredential("usr_alice", "app_1", "fam_8", NOW.plusSeconds(1));
        Connection expiring = live.connect(expired, id, null);
        Connection revoking = live.connect(revoked, id, null);
        Connection kept = live.connect(ALICE, id, null);
        when(live.revocations.revoked(revoked)).thenReturn(true);

        sweep(1000).run();
        live.writes.runAll();

        assertThat(expiring.body()).isEqualTo(": closed: the access token expired; reconnect with a fresh one\n\n");
        assertThat(revoking.body()).isEqualTo(": closed: the access token was revoked\n\n");
        assertThat(expiring.ended()).isTrue();
        assertThat(revoking.ended()).isTrue();
        assertThat(kept.body()).isEmpty();
        assertThat(kept.ended()).isFalse();
        assertThat(feed.openStreams()).isEqualTo(1);
        assertThat(live.meters.get("larder.live.streams").gauge().value()).isEqualTo(1);
    }

    @Test
    void theSweepSendsAHeartbeatToAStreamQuietForTheHeartbeatLessOneSweep() throws InterruptedException {
        LiveFixture quick = new LiveFixture(new LiveSettings(Duration.ofMillis(10), 1000));
        quick.feed.start();
        String id = quick.list();
        Connection c = quick.connect(ALICE, id, null);
        ArgumentCaptor<Runnable> task = ArgumentCaptor.forClass(Runnable.class);
        verify(quick.sweeper).scheduleWithFixedDelay(task.capture(), eq(5L), eq(5L), eq(TimeUnit.MILLISECONDS));

        Thread.sleep(10);
        task.getValue().run();
        quick.writes.runAll();

        assertThat(c.body()).isEqualTo(": heartbeat\n\n");
    }

    @Test
    void theSweepSendsNoHeartbeatToAStreamThatWroteLately() {
        feed.start();
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);

        sweep(1000).run();
        live.writes.runAll();

        assertThat(c.body()).isEmpty();
    }

    @Test
    void aFailedSweepIsLoggedAndTheNextOneRuns() {
        feed.start();
        String id = live.list();
        live.connect(ALICE, id, null);
        when(live.revocations.revoked(ALICE)).thenThrow(new IllegalStateException("registry down"));

        assertThatCode(() -> sweep(1000).run()).doesNotThrowAnyException();
    }

    @Test
    void stoppingClosesEveryStreamAndTheSweepAndRefusesNewStreamsWith503() {
        String id = live.list();
        feed.start();
        Connection c = live.connect(ALICE, id, null);

        feed.stop();
        live.writes.runAll();

        assertThat(c.body()).isEqualTo(": closed: the server is shutting down; reconnect\n\n");
        assertThat(c.ended()).isTrue();
        verify(live.sweeper).shutdownNow();
        assertThat(feed.isRunning()).isFalse();
        assertThat(status(() -> feed.open(ALICE, id, ResumePoint.of(null, null)))).isEqualTo(503);
        assertThat(feed.openStreams()).isZero();
    }

    @Test
    void stoppingANodeThatNeverStartedClosesItsStreams() {
        String id = live.list();
        Connection c = live.connect(ALICE, id, null);

        feed.stop();
        live.writes.runAll();

        assertThat(c.ended()).isTrue();
        verifyNoInteractions(live.sweeper);
    }

    @Test
    void servesAgainWhenStartedAfterAStop() {
        String id = live.list();
        assertThat(feed.isRunning()).isFalse();
        feed.start();
        assertThat(feed.isRunning()).isTrue();
        feed.stop();

        feed.start();

        assertThat(feed.isRunning()).isTrue();
        assertThat(live.connect(ALICE, id, null).ended()).isFalse();
    }

    @Test
    void theNodesOwnThreadsReadANotifiedChangeAndWriteIt() throws Exception {
        ListFeed node = new ListFeed(live.lists, live.notifications, live.revocations, ListChangeView::of, live.json,
                live.clock, new LiveSettings(Duration.ofSeconds(20), 1000), new SimpleMeterRegistry());
        node.start();
        try {
            String id = live.list();
            ListFeed.Opening opening = node.open(ALICE, id, ResumePoint.of(null, null));
            MockHttpServletRequest request = new MockHttpServletRequest();
            request.setAsyncSupported(true);
            MockHttpServletResponse response = new MockHttpServletResponse();
            node.serve(opening, request, response);
            live.change(id, "apples");

            node.receive(id + ":2");

            long giveUp = System.nanoTime() + Patience.of(Duration.ofSeconds(10)).toNanos();
            while (!response.getContentAsString().contains("\n\n") && System.nanoTime() < giveUp) {
                Thread.sleep(10);
            }
            assertThat(response.getContentAsString()).startsWith("id: 2\nevent: item.added\n");
            assertThat(node.isRunning()).isTrue();
        } finally {
            node.stop();
        }
        assertThat(node.isRunning()).isFalse();
    }

    @Test
    void stopsBeforeTheWebServersGracefulShutdownWaits() {
        assertThat(feed.getPhase()).isEqualTo(SmartLifecycle.DEFAULT_PHASE - 512);
    }
}
