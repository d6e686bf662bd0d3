package larder.list.live;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;

/**
 * One open stream: the request's own virtual thread waits on this stream's queue and is its only writer, so events
 * go out in order and a client that reads slowly holds up nobody else. The list's topic puts changes on the queue as
 * its node reads them; the node's sweep puts heartbeats and the closing of an expired or revoked credential.
 *
 * <p>No gap, no repeat: the stream remembers the last version it sent, skips what it already sent, and when a
 * change comes whose predecessor it has not sent, reads the log from its last version itself (as its caller, which
 * also checks access again) before sending it.
 */
final class ListStream {

    private sealed interface Signal permits Changes, Heartbeat, Close {
    }

    private record Changes(List<Frame> frames) implements Signal {
    }

    private record Heartbeat() implements Signal {
    }

    private record Close(String reason) implements Signal {
    }

    private final ListFeed feed;
    private final Credential credential;
    private final String listId;
    /** When the access token expires; none for a management token, which does not. */
    private final Optional<Instant> expiresAt;
    private final BlockingQueue<Signal> signals = new LinkedBlockingQueue<>();
    private final AtomicBoolean heartbeatQueued = new AtomicBoolean();
    private final AtomicBoolean closing = new AtomicBoolean();
    private volatile long lastSent;
    private volatile long lastWrite = System.nanoTime();

    ListStream(ListFeed feed, Credential credential, String listId) {
        this.feed = feed;
        this.credential = credential;
        this.listId = listId;
        this.expiresAt = switch (credential) {
            case UserCredential user -> Optional.of(user.expiresAt());
            case ManagementCredential app -> Optional.empty();
        };
    }

    Credential credential() {
        return credential;
    }

    String listId() {
        return listId;
    }

    long lastSent() {
        return lastSent;
    }

    /** Changes the node read from the log, for this stream to send what it has not sent yet. */
    void offer(List<Frame> frames, int maxBehind) {
        if (closing.get()) {
            return;
        }
        if (signals.size() >= maxBehind) {
            close("closed: the client reads too slowly; resume with Last-Event-ID");
            return;
        }
        signals.add(new Changes(frames));
    }

    /** From the node's sweep: a heartbeat when the stream has written nothing for {@code idleNanos}. */
    void heartbeatIfIdle(long nowNanos, long idleNanos) {
        if (nowNanos - lastWrite >= idleNanos && !closing.get() && heartbeatQueued.compareAndSet(false, true)) {
            signals.add(new Heartbeat());
        }
    }

    boolean expiredAt(Instant now) {
        return expiresAt.map(expiry -> !now.isBefore(expiry)).orElse(false);
    }

    /** Ends the stream as soon as its writer gets to it; what it has not sent yet is dropped. */
    void close(String reason) {
        if (closing.compareAndSet(false, true)) {
            signals.clear();
            signals.add(new Close(reason));
        }
    }

    /**
     * Answers 200 with the event stream, sends {@code backlog} (the log after {@code after}, read once this stream
     * was subscribed), then whatever comes, until the stream is closed or the client goes away.
     */
    void serve(HttpServletResponse response, long after, List<Frame> backlog) throws IOException {
        lastSent = after;
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType("text/event-stream");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        // Reverse proxies such as nginx would otherwise hold events back to fill their buffers.
        response.setHeader("X-Accel-Buffering", "no");
        try {
            OutputStream out = response.getOutputStream();
            boolean open = send(out, backlog, false);
            out.flush();
            while (open) {
                Signal signal = signals.take();
                open = switch (signal) {
                    case Changes changes -> deliver(out, changes.frames());
                    case Heartbeat heartbeat -> {
                        heartbeatQueued.set(false);
                        write(out, Frame.comment("heartbeat"));
                        yield true;
                    }
                    case Close close -> {
                        write(out, Frame.comment(close.reason()));
                        yield false;
                    }
                };
                out.flush();
            }
        } catch (IOException clientGone) {
            // The client closed the connection; it resumes with Last-Event-ID when it comes back.
        } catch (InterruptedException shuttingDown) {
            Thread.currentThread().interrupt();
        } finally {
            closing.set(true);
            feed.closed(this);
        }
    }

    /** Sends the changes this stream has not sent, filling a gap from the log first; false when it must close. */
    private boolean deliver(OutputStream out, List<Frame> frames) throws IOException {
        boolean accessMayHaveChanged = false;
        for (Frame frame : frames) {
            if (frame.version() <= lastSent) {
                continue;
            }
            if (frame.version() > lastSent + 1) {
                Optional<List<Frame>> missing = feed.readAs(this, lastSent);
                if (missing.isEmpty() || !send(out, missing.get(), false)) {
                    return false;
                }
                if (frame.version() <= lastSent) {
                    continue;
                }
            }
            if (!send(out, List.of(frame), true)) {
                return false;
            }
            accessMayHaveChanged |= frame.mayChangeAccess();
        }
        if (accessMayHaveChanged && !feed.stillReadable(this)) {
            write(out, Frame.comment("closed: access to the list was lost"));
            return false;
        }
        return true;
    }

    /** Writes the frames past the last one sent; false after the list's deletion, which ends the stream. */
    private boolean send(OutputStream out, List<Frame> frames, boolean live) throws IOException {
        for (Frame frame : frames) {
            if (frame.version() <= lastSent) {
                continue;
            }
            write(out, frame.bytes());
            lastSent = frame.version();
            feed.sent(frame, live);
            if (frame.deletesList()) {
                return false;
            }
        }
        return true;
    }

    private void write(OutputStream out, byte[] bytes) throws IOException {
        out.write(bytes);
        lastWrite = System.nanoTime();
    }
}
