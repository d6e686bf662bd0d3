package larder.list.live;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;

/**
 * One open stream. It holds no thread while idle: the request goes asynchronous once the backlog is written, and
 * whatever comes later (changes its list's topic read, heartbeats and the closing from the node's sweep) goes on the
 * stream's queue and is written by a virtual thread started for that, one at a time per stream, which ends when the
 * queue is empty. Being the only writer, it sends events in order, and a client that reads slowly holds up nobody
 * else.
 *
 * <p>Not one byte after the end: the container hands a completed request's response objects to the next request
 * on that processor, so a write that ran on into the completion would land in (or leave its error in) another
 * client's answer. Every write holds the response lock, and whoever ends the request (the writer, or the container
 * reporting an error or a timeout) takes it first and marks the response released, so the end waits for a write in
 * progress and no write starts after it.
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
    private final Executor writers;
    /** When the access token expires; none for a management token, which does not. */
    private final Optional<Instant> expiresAt;
    private final Queue<Signal> signals = new ConcurrentLinkedQueue<>();
    private final AtomicInteger queued = new AtomicInteger();
    /** Held by whoever writes: the request's thread until the stream goes asynchronous, then a writer thread. */
    private final AtomicBoolean writing = new AtomicBoolean(true);
    private final AtomicBoolean heartbeatQueued = new AtomicBoolean();
    private final AtomicBoolean closing = new AtomicBoolean();
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile long lastSent;
    private volatile long lastWrite = System.nanoTime();
    private AsyncContext async;
    /** Held by each write into the response and by {@link #release()}; guards {@link #released}. */
    private final ReentrantLock responseLock = new ReentrantLock();
    private boolean released;
    private OutputStream out;

    ListStream(ListFeed feed, Credential credential, String listId, Executor writers) {
        this.feed = feed;
        this.writers = writers;
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
        if (queued.get() >= maxBehind) {
            close("closed: the client reads too slowly; resume with Last-Event-ID");
            return;
        }
        signal(new Changes(frames));
    }

    /** From the node's sweep: a heartbeat when the stream has written nothing for {@code idleNanos}. */
    void heartbeatIfIdle(long nowNanos, long idleNanos) {
        if (nowNanos - lastWrite >= idleNanos && !closing.get() && heartbeatQueued.compareAndSet(false, true)) {
            signal(new Heartbeat());
        }
    }

    boolean expiredAt(Instant now) {
        return expiresAt.map(expiry -> !now.isBefore(expiry)).orElse(false);
    }

    /** Ends the stream as soon as its writer gets to it; what it has not sent yet is dropped. */
    void close(String reason) {
        if (closing.compareAndSet(false, true)) {
            signals.clear();
            queued.set(0);
            signal(new Close(reason));
        }
    }

    private void signal(Signal signal) {
        signals.add(signal);
        queued.incrementAndGet();
        write();
    }

    /** Starts a writer unless one is at work (it will find the new signal); none before the stream is started. */
    private void write() {
        if (!signals.isEmpty() && writing.compareAndSet(false, true)) {
            writers.execute(this::drain);
        }
    }

    /**
     * Answers 200 with the event stream and sends {@code backlog} (the log after {@code after}, read once this stream
     * was subscribed) on the request's thread; then the request goes asynchronous, and what comes is written as it
     * comes, until the stream is closed or the client goes away.
     */
    void start(HttpServletRequest request, HttpServletResponse response, long after, List<Frame> backlog)
            throws IOException {
        lastSent = after;
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType("text/event-stream");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        // Reverse proxies such as nginx would otherwise hold events back to fill their buffers.
        response.setHeader("X-Accel-Buffering", "no");
        boolean open;
        try {
            out = response.getOutputStream();
            open = send(backlog, false);
            flush();
        } catch (IOException clientGone) {
            open = false;
        }
        if (!open) {
            end();
            return;
        }
        async = request.startAsync(request, response);
        async.setTimeout(0);
        async.addListener(new AsyncListener() {
            @Override
            public void onComplete(AsyncEvent event) {
                end();
            }

            // Completed here and now: otherwise the container would dispatch the error to the error page, whose
            // problem document cannot be written into an event stream that has begun.
            @Override
            public void onTimeout(AsyncEvent event) {
                complete();
            }

            @Override
            public void onError(AsyncEvent event) {
                complete();
            }

            @Override
            public void onStartAsync(AsyncEvent event) {
                // not restarted
            }
        });
        writing.set(false);
        write();
    }

    /** The writer: sends what is queued, then lets go, and looks again in case a signal came as it let go. */
    private void drain() {
        do {
            try {
                for (Signal signal = signals.poll(); signal != null; signal = signals.poll()) {
                    queued.decrementAndGet();
                    if (ended.get()) {
                        continue;
                    }
                    boolean open = switch (signal) {
                        case Changes changes -> deliver(changes.frames());
                        case Heartbeat heartbeat -> {
                            heartbeatQueued.set(false);
                            write(Frame.comment("heartbeat"));
                            yield true;
                        }
                        case Close close -> {
                            write(Frame.comment(close.reason()));
                            yield false;
                        }
                    };
                    flush();
                    if (!open) {
                        complete();
                    }
                }
            } catch (IOException | RuntimeException clientGone) {
                // The client closed the connection (or the server is closing it); it resumes with Last-Event-ID.
                complete();
            } finally {
                writing.set(false);
            }
        } while (!signals.isEmpty() && writing.compareAndSet(false, true));
    }

    private void complete() {
        closing.set(true);
        release();
        if (!ended.get()) {
            try {
                async.complete();
            } catch (IllegalStateException alreadyDone) {
                // the container completed it first
            }
            end();
        }
    }

    private void end() {
        closing.set(true);
        release();
        if (ended.compareAndSet(false, true)) {
            signals.clear();
            feed.closed(this);
        }
    }

    /** Sends the changes this stream has not sent, filling a gap from the log first; false when it must close. */
    private boolean deliver(List<Frame> frames) throws IOException {
        boolean accessMayHaveChanged = false;
        for (Frame frame : frames) {
            if (frame.version() <= lastSent) {
                continue;
            }
            if (frame.version() > lastSent + 1) {
                Optional<List<Frame>> missing = feed.readAs(this, lastSent);
                if (missing.isEmpty() || !send(missing.get(), false)) {
                    return false;
                }
                if (frame.version() <= lastSent) {
                    continue;
                }
            }
            if (!send(List.of(frame), true)) {
                return false;
            }
            accessMayHaveChanged |= frame.mayChangeAccess();
        }
        if (accessMayHaveChanged && !feed.stillReadable(this)) {
            write(Frame.comment("closed: access to the list was lost"));
            return false;
        }
        return true;
    }

    /** Writes the frames past the last one sent; false after the list's deletion, which ends the stream. */
    private boolean send(List<Frame> frames, boolean live) throws IOException {
        for (Frame frame : frames) {
            if (frame.version() <= lastSent) {
                continue;
            }
            write(frame.bytes());
            lastSent = frame.version();
            feed.sent(frame, live);
            if (frame.deletesList()) {
                return false;
            }
        }
        return true;
    }

    private void write(byte[] bytes) throws IOException {
        responseLock.lock();
        try {
            usable();
            out.write(bytes);
        } finally {
            responseLock.unlock();
        }
        lastWrite = System.nanoTime();
    }

    private void flush() throws IOException {
        responseLock.lock();
        try {
            usable();
            out.flush();
        } finally {
            responseLock.unlock();
        }
    }

    private void usable() throws IOException {
        if (released) {
            throw new IOException("The stream's request has ended; its response is no longer this stream's");
        }
    }

    /** From now on nothing is written into the response; waits for a write in progress to finish. */
    private void release() {
        responseLock.lock();
        try {
            released = true;
        } finally {
            responseLock.unlock();
        }
    }
}
