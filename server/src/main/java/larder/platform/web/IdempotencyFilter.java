package larder.platform.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.platform.Secrets;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import larder.platform.problem.Problems;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * Honours {@code Idempotency-Key} on every POST made with a credential, in the {@link IdempotencyScope} that
 * authentication left on the request (the token endpoint takes no credential, so it has none). The request and the
 * storing of its answer run in one transaction, which the handlers' own transactions join: either both commit or
 * neither, so a key can never stand for a change that did not happen, nor a change happen twice.
 */
@Component
@Order(FilterOrder.IDEMPOTENCY)
class IdempotencyFilter extends OncePerRequestFilter {

    static final int MAX_KEY_LENGTH = 255;

    private final Idempotency keys;
    private final TransactionTemplate transaction;
    private final Problems problems;

    IdempotencyFilter(Idempotency keys, TransactionTemplate transaction, Problems problems) {
        this.keys = keys;
        this.transaction = transaction;
        this.problems = problems;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !"POST".equals(request.getMethod()) || request.getHeader(Idempotency.HEADER) == null;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String key = request.getHeader(Idempotency.HEADER);
        Optional<IdempotencyScope> authenticated = RequestValues.get(request, IdempotencyScope.class);
        if (authenticated.isEmpty()) {
            chain.doFilter(request, response);
            return;
        }
        String scope = authenticated.get().name();
        if (key.isEmpty() || key.length() > MAX_KEY_LENGTH) {
            problems.write(request, response, new ProblemException(ProblemCode.INVALID, HttpStatus.BAD_REQUEST,
                    "Idempotency-Key must be 1 to " + MAX_KEY_LENGTH + " characters.",
                    List.of(FieldProblem.invalid(Idempotency.HEADER, "must be 1 to 255 characters"))));
            return;
        }
        byte[] body;
        try {
            body = request.getInputStream().readAllBytes();
        } catch (IOException e) {
            if (BodyTooLarge.causedBy(e)) {
                problems.write(request, response, BodyTooLarge.problem());
                return;
            }
            if (BodyNotUtf8.causedBy(e)) {
                problems.write(request, response, BodyNotUtf8.problem());
                return;
            }
            throw e;
        }
        Idempotency.Claim claim = keys.claim(scope, key, fingerprint(request, body));
        switch (claim) {
            case Idempotency.Claim.Mismatch mismatch -> problems.write(request, response,
                    new ProblemException(ProblemCode.IDEMPOTENCY_KEY_REUSED,
                            "This Idempotency-Key was used for a different request."));
            case Idempotency.Claim.InProgress inProgress -> problems.write(request, response,
                    new ProblemException(ProblemCode.IDEMPOTENCY_IN_PROGRESS, HttpStatus.CONFLICT,
                            "A request with this Idempotency-Key is still being processed; retry after "
                                    + Idempotency.RETRY_AFTER_SECONDS + " s.", List.of(),
                            Map.of(HttpHeaders.RETRY_AFTER, Integer.toString(Idempotency.RETRY_AFTER_SECONDS))));
            case Idempotency.Claim.Replay replay -> replay(response, replay);
            case Idempotency.Claim.Claimed claimed -> run(new CachedBody(request, body), response, chain, scope, key);
        }
    }

    private void run(HttpServletRequest request, HttpServletResponse response, FilterChain chain, String scope,
                     String key) throws IOException, ServletException {
        ContentCachingResponseWrapper captured = new ContentCachingResponseWrapper(response);
        try {
            transaction.executeWithoutResult(status -> {
                try {
                    chain.doFilter(request, captured);
                } catch (IOException | ServletException e) {
                    throw new FilterFailure(e);
                }
                if (captured.getStatus() >= 400) {
                    status.setRollbackOnly();
                } else {
                    keys.completeWithChange(scope, key, captured.getStatus(), captured.getContentType(),
                            captured.getHeader(HttpHeaders.LOCATION), captured.getHeader(HttpHeaders.ETAG),
                            captured.getContentAsByteArray());
                }
            });
        } catch (RuntimeException e) {
            keys.release(scope, key);
            if (e instanceof FilterFailure failure) {
                if (failure.getCause() instanceof IOException io) {
                    throw io;
                }
                throw (ServletException) failure.getCause();
            }
            throw e;
        }
        int status = captured.getStatus();
        if (status >= 500) {
            keys.release(scope, key);
        } else if (status >= 400) {
            keys.completeAlone(scope, key, status, captured.getContentType(),
                    captured.getHeader(HttpHeaders.LOCATION), captured.getHeader(HttpHeaders.ETAG),
                    captured.getContentAsByteArray());
        }
        captured.copyBodyToResponse();
    }

    private static void replay(HttpServletResponse response, Idempotency.Claim.Replay replay) throws IOException {
        response.setStatus(replay.status());
        if (replay.contentType() != null) {
            response.setContentType(replay.contentType());
        }
        if (replay.location() != null) {
            response.setHeader(HttpHeaders.LOCATION, replay.location());
        }
        if (replay.etag() != null) {
            response.setHeader(HttpHeaders.ETAG, replay.etag());
        }
        response.setHeader(Idempotency.REPLAYED_HEADER, "true");
        response.setContentLength(replay.body().length);
        response.getOutputStream().write(replay.body());
    }

    /** Method, path, query, media type and body: the same key with anything else is a different request. */
    private static String fingerprint(HttpServletRequest request, byte[] body) {
        MessageDigest digest = Secrets.sha256();
        String head = request.getMethod() + " " + request.getRequestURI() + "?"
                + (request.getQueryString() == null ? "" : request.getQueryString()) + "\n"
                + (request.getContentType() == null ? "" : request.getContentType()) + "\n";
        digest.update(head.getBytes(StandardCharsets.UTF_8));
        digest.update(body);
        return HexFormat.of().formatHex(digest.digest());
    }

    private static final class FilterFailure extends RuntimeException {
        FilterFailure(Exception cause) {
            super(cause);
        }
    }

    /** The body, read once for the fingerprint, served again to the handler. */
    private static final class CachedBody extends HttpServletRequestWrapper {
        private final byte[] body;

        CachedBody(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("The body was already read");
                }

                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) {
                    return in.read(b, off, len);
                }
            };
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }
    }
}
