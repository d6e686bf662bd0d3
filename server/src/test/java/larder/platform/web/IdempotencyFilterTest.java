package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.AbstractPlatformTransactionManager;
import org.springframework.transaction.support.DefaultTransactionStatus;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Idempotency-Key on POSTs with a credential: claiming, replaying, and storing the answer in the request's own
 * transaction (or alone for a refusal, or not at all for a failure of ours). The keys and the transactions are fakes
 * that write what happens, in order, to one log.
 */
class IdempotencyFilterTest {

    private final List<String> log = new ArrayList<>();
    private final FakeKeys keys = new FakeKeys();
    private final JsonMapper json = JsonMapper.builder().build();
    private final IdempotencyFilter filter = new IdempotencyFilter(keys,
            new TransactionTemplate(new RecordingTransactions()), new Problems(json, List.of()));
    private final MockHttpServletResponse response = new MockHttpServletResponse();

    /** Records the transactions begun, committed and rolled back. */
    private final class RecordingTransactions extends AbstractPlatformTransactionManager {
        @Override
        protected Object doGetTransaction() {
            return new Object();
        }

        @Override
        protected void doBegin(Object transaction, TransactionDefinition definition) {
            log.add("begin");
        }

        @Override
        protected void doCommit(DefaultTransactionStatus status) {
            log.add("commit");
        }

        @Override
        protected void doRollback(DefaultTransactionStatus status) {
            log.add("rollback");
        }
    }

    /** Answers claims with {@link #answer}, and records the rest. */
    private final class FakeKeys extends Idempotency {
        Claim answer = new Claim.Claimed();
        final List<String> fingerprints = new ArrayList<>();
        String stored;

        FakeKeys() {
            super(null, null, null);
        }

        @Override
        public Claim claim(String scope, String key, String fingerprint) {
            log.add("claim " + scope + " " + key);
            fingerprints.add(fingerprint);
            return answer;
        }

        @Override
        public void completeWithChange(String scope, String key, int status, String contentType, String location,
                                       String etag, byte[] body) {
            log.add("completeWithChange " + scope + " " + key + " " + status);
            stored = contentType + " " + location + " " + etag + " " + new String(body, StandardCharsets.UTF_8);
        }

        @Override
        public void completeAlone(String scope, String key, int status, String contentType, String location,
                                  String etag, byte[] body) {
            log.add("completeAlone " + scope + " " + key + " " + status);
            stored = contentType + " " + location + " " + etag + " " + new String(body, StandardCharsets.UTF_8);
        }

        @Override
        public void release(String scope, String key) {
            log.add("release " + scope + " " + key);
        }
    }

    private static MockHttpServletRequest post(String key, String body) {
        MockHttpServletRequest request = unscoped(key, body);
        RequestValues.put(request, IdempotencyScope.class, new IdempotencyScope("user:u1"));
        return request;
    }

    /** A POST as the token endpoint sees it: no credential, so no scope for its keys. */
    private static MockHttpServletRequest unscoped(String key, String body) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists");
        if (key != null) {
            request.addHeader(Idempotency.HEADER, key);
        }
        request.setContentType("application/json");
        request.setContent(body.getBytes(StandardCharsets.UTF_8));
        return request;
    }

    /** A handler that records the body it read and answers with {@code status}. */
    private FilterChain handler(int status) {
        return (request, response) -> {
            HttpServletRequest http = (HttpServletRequest) request;
            log.add("handler read " + new String(http.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            HttpServletResponse answer = (HttpServletResponse) response;
            answer.setStatus(status);
            answer.setContentType("application/json");
            answer.setHeader("Location", "/v1beta/lists/l1");
            answer.setHeader("ETag", "\"1\"");
            answer.getOutputStream().write("{\"id\":\"l1\"}".getBytes(StandardCharsets.UTF_8));
        };
    }

    private String code() {
        return json.readTree(response.getContentAsByteArray()).findValue("code").asString();
    }

    @Test
    void aPostWithoutAKeyIsNotIdempotent() throws Exception {
        filter.doFilter(post(null, "{}"), response, handler(201));
        assertThat(log).containsExactly("handler read {}");
    }

    @Test
    void onlyPostsAreIdempotent() throws Exception {
        MockHttpServletRequest put = post("k1", "{}");
        put.setMethod("PUT");
        filter.doFilter(put, response, handler(200));
        assertThat(log).containsExactly("handler read {}");
    }

    @Test
    void aRequestWithoutACredentialsScopeIsNotIdempotent() throws Exception {
        filter.doFilter(unscoped("k1", "{}"), response, handler(201));
        assertThat(log).containsExactly("handler read {}");
    }

    @Test
    void theFirstRequestRunsInOneTransactionWithItsStoredAnswer() throws Exception {
        filter.doFilter(post("k1", "{\"name\":\"Weekly\"}"), response, handler(201));
        assertThat(log).containsExactly("claim user:u1 k1", "begin", "handler read {\"name\":\"Weekly\"}",
                "completeWithChange user:u1 k1 201", "commit");
        assertThat(keys.stored).isEqualTo("application/json /v1beta/lists/l1 \"1\" {\"id\":\"l1\"}");
        assertThat(response.getStatus()).isEqualTo(201);
        assertThat(response.getContentAsString()).isEqualTo("{\"id\":\"l1\"}");
    }

    @ParameterizedTest
    @ValueSource(ints = {200, 399})
    void anAnswerBelow400IsStoredWithTheChange(int status) throws Exception {
        filter.doFilter(post("k1", "{}"), response, handler(status));
        assertThat(log).containsExactly("claim user:u1 k1", "begin", "handler read {}",
                "completeWithChange user:u1 k1 " + status, "commit");
    }

    @ParameterizedTest
    @ValueSource(ints = {400, 422, 499})
    void aRefusalChangesNothingAndIsStoredAlone(int status) throws Exception {
        filter.doFilter(post("k1", "{}"), response, handler(status));
        assertThat(log).containsExactly("claim user:u1 k1", "begin", "handler read {}", "rollback",
                "completeAlone user:u1 k1 " + status);
        assertThat(keys.stored).isEqualTo("application/json /v1beta/lists/l1 \"1\" {\"id\":\"l1\"}");
        assertThat(response.getStatus()).isEqualTo(status);
        assertThat(response.getContentAsString()).isEqualTo("{\"id\":\"l1\"}");
    }

    @ParameterizedTest
    @ValueSource(ints = {500, 503})
    void aFailureOfOursReleasesTheKeySoThatARetryRunsAgain(int status) throws Exception {
        filter.doFilter(post("k1", "{}"), response, handler(status));
        assertThat(log).containsExactly("claim user:u1 k1", "begin", "handler read {}", "rollback",
                "release user:u1 k1");
        assertThat(response.getStatus()).isEqualTo(status);
        assertThat(response.getContentAsString()).isEqualTo("{\"id\":\"l1\"}");
    }

    @Test
    void aHandlerThatThrowsAnIoExceptionReleasesTheKeyAndPassesItOn() {
        IOException failure = new IOException("connection reset");
        assertThatThrownBy(() -> filter.doFilter(post("k1", "{}"), response, (rq, rs) -> {
            throw failure;
        })).isSameAs(failure);
        assertThat(log).containsExactly("claim user:u1 k1", "begin", "rollback", "release user:u1 k1");
    }

    @Test
    void aHandlerThatThrowsAServletExceptionReleasesTheKeyAndPassesItOn() {
        ServletException failure = new ServletException("broken");
        assertThatThrownBy(() -> filter.doFilter(post("k1", "{}"), response, (rq, rs) -> {
            throw failure;
        })).isSameAs(failure);
        assertThat(log).containsExactly("claim user:u1 k1", "begin", "rollback", "release user:u1 k1");
    }

    @Test
    void aHandlerThatThrowsARuntimeExceptionReleasesTheKeyAndPassesItOn() {
        IllegalStateException failure = new IllegalStateException("bug");
        assertThatThrownBy(() -> filter.doFilter(post("k1", "{}"), response, (rq, rs) -> {
            throw failure;
        })).isSameAs(failure);
        assertThat(log).containsExactly("claim user:u1 k1", "begin", "rollback", "release user:u1 k1");
    }

    @Test
    void theHandlerReadsTheBodyAgainAsItCame() throws Exception {
        List<Object> seen = new ArrayList<>();
        filter.doFilter(post("k1", "{\"name\":\"Épicerie\"}"), response, (request, answer) -> {
            HttpServletRequest http = (HttpServletRequest) request;
            ServletInputStream in = http.getInputStream();
            seen.add(http.getContentLength());
            seen.add(http.getContentLengthLong());
            seen.add(in.isReady());
            seen.add(in.isFinished());
            seen.add(in.read());
            byte[] rest = new byte[100];
            int n = in.read(rest, 0, rest.length);
            seen.add(new String(rest, 0, n, StandardCharsets.UTF_8));
            seen.add(in.isFinished());
            seen.add(in.read());
            assertThatThrownBy(() -> in.setReadListener(new ReadListener() {
                @Override
                public void onDataAvailable() {
                }

                @Override
                public void onAllDataRead() {
                }

                @Override
                public void onError(Throwable t) {
                }
            })).isInstanceOf(UnsupportedOperationException.class);
            ((HttpServletResponse) answer).setStatus(201);
        });
        int length = "{\"name\":\"Épicerie\"}".getBytes(StandardCharsets.UTF_8).length;
        assertThat(seen).containsExactly(length, (long) length, true, false, (int) '{', "\"name\":\"Épicerie\"}",
                true, -1);
    }

    @Test
    void aDuplicateWhileTheFirstRunsGets409() throws Exception {
        keys.answer = new Idempotency.Claim.InProgress();
        filter.doFilter(post("k1", "{}"), response, handler(201));
        assertThat(log).containsExactly("claim user:u1 k1");
        assertThat(response.getStatus()).isEqualTo(409);
        assertThat(code()).isEqualTo(ProblemCode.IDEMPOTENCY_IN_PROGRESS.code());
        assertThat(response.getHeader("Retry-After")).isEqualTo("1");
    }

    @Test
    void aKeyUsedForAnotherRequestGets422() throws Exception {
        keys.answer = new Idempotency.Claim.Mismatch();
        filter.doFilter(post("k1", "{}"), response, handler(201));
        assertThat(log).containsExactly("claim user:u1 k1");
        assertThat(response.getStatus()).isEqualTo(422);
        assertThat(code()).isEqualTo(ProblemCode.IDEMPOTENCY_KEY_REUSED.code());
    }

    @Test
    void anAnsweredRequestIsReplayedWithoutRunningAgain() throws Exception {
        byte[] body = "{\"id\":\"l1\"}".getBytes(StandardCharsets.UTF_8);
        keys.answer = new Idempotency.Claim.Replay(201, "application/json", "/v1beta/lists/l1", "\"3\"", body);
        filter.doFilter(post("k1", "{}"), response, handler(500));
        assertThat(log).containsExactly("claim user:u1 k1");
        assertThat(response.getStatus()).isEqualTo(201);
        assertThat(response.getContentType()).isEqualTo("application/json");
        assertThat(response.getHeader("Location")).isEqualTo("/v1beta/lists/l1");
        assertThat(response.getHeader("ETag")).isEqualTo("\"3\"");
        assertThat(response.getHeader(Idempotency.REPLAYED_HEADER)).isEqualTo("true");
        assertThat(response.getContentLength()).isEqualTo(body.length);
        assertThat(response.getContentAsByteArray()).isEqualTo(body);
    }

    @Test
    void aReplayedAnswerWithoutHeadersOrBodyHasNone() throws Exception {
        keys.answer = new Idempotency.Claim.Replay(204, null, null, null, new byte[0]);
        filter.doFilter(post("k1", "{}"), response, handler(500));
        assertThat(response.getStatus()).isEqualTo(204);
        assertThat(response.getContentType()).isNull();
        assertThat(response.getHeader("Location")).isNull();
        assertThat(response.getHeader("ETag")).isNull();
        assertThat(response.getHeader(Idempotency.REPLAYED_HEADER)).isEqualTo("true");
        assertThat(response.getContentAsByteArray()).isEmpty();
    }

    @Test
    void anEmptyKeyIsRefused() throws Exception {
        filter.doFilter(post("", "{}"), response, handler(201));
        assertThat(log).isEmpty();
        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(code()).isEqualTo(ProblemCode.INVALID.code());
        assertThat(json.readTree(response.getContentAsByteArray()).findValue("errors").get(0).get("pointer")
                .asString()).isEqualTo(Idempotency.HEADER);
    }

    @Test
    void aKeyLongerThan255CharactersIsRefused() throws Exception {
        filter.doFilter(post("k".repeat(256), "{}"), response, handler(201));
        assertThat(log).isEmpty();
        assertThat(response.getStatus()).isEqualTo(400);
    }

    @Test
    void keysOfOneTo255CharactersAreTaken() throws Exception {
        filter.doFilter(post("k".repeat(255), "{}"), response, handler(201));
        filter.doFilter(post("k", "{}"), new MockHttpServletResponse(), handler(201));
        assertThat(log).contains("claim user:u1 " + "k".repeat(255), "claim user:u1 k");
    }

    @Test
    void aBodyTooLargeToReadGets413() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists") {
            @Override
            public ServletInputStream getInputStream() {
                return failing(new BodyTooLarge());
            }
        };
        request.addHeader(Idempotency.HEADER, "k1");
        RequestValues.put(request, IdempotencyScope.class, new IdempotencyScope("user:u1"));
        filter.doFilter(request, response, handler(201));
        assertThat(log).isEmpty();
        assertThat(response.getStatus()).isEqualTo(413);
        assertThat(code()).isEqualTo(ProblemCode.BODY_TOO_LARGE.code());
    }

    @Test
    void anotherFailureToReadTheBodyIsPassedOn() {
        IOException reset = new IOException("connection reset");
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists") {
            @Override
            public ServletInputStream getInputStream() {
                return failing(reset);
            }
        };
        request.addHeader(Idempotency.HEADER, "k1");
        RequestValues.put(request, IdempotencyScope.class, new IdempotencyScope("user:u1"));
        assertThatThrownBy(() -> filter.doFilter(request, response, handler(201))).isSameAs(reset);
        assertThat(log).isEmpty();
    }

    private static ServletInputStream failing(IOException failure) {
        return new ServletInputStream() {
            @Override
            public boolean isFinished() {
                return false;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setReadListener(ReadListener listener) {
            }

            @Override
            public int read() throws IOException {
                throw failure;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                throw failure;
            }
        };
    }

    private String fingerprintOf(MockHttpServletRequest request) throws Exception {
        filter.doFilter(request, new MockHttpServletResponse(), handler(201));
        return keys.fingerprints.getLast();
    }

    @Test
    void theSameRequestHasTheSameFingerprint() throws Exception {
        MockHttpServletRequest first = post("k1", "{\"a\":1}");
        first.setQueryString("x=1");
        MockHttpServletRequest second = post("k1", "{\"a\":1}");
        second.setQueryString("x=1");
        assertThat(fingerprintOf(first)).isEqualTo(fingerprintOf(second)).matches("[0-9a-f]{64}");
    }

    @Test
    void theFingerprintTellsRequestsApartByPathQueryMediaTypeAndBody() throws Exception {
        String plain = fingerprintOf(post("k1", "{\"a\":1}"));

        MockHttpServletRequest otherPath = post("k1", "{\"a\":1}");
        otherPath.setRequestURI("/v1beta/carts");
        MockHttpServletRequest withQuery = post("k1", "{\"a\":1}");
        withQuery.setQueryString("x=1");
        MockHttpServletRequest otherQuery = post("k1", "{\"a\":1}");
        otherQuery.setQueryString("x=2");
        MockHttpServletRequest otherType = post("k1", "{\"a\":1}");
        otherType.setContentType("application/merge-patch+json");
        MockHttpServletRequest noType = post("k1", "{\"a\":1}");
        noType.setContentType(null);
        noType.removeHeader("Content-Type");
        MockHttpServletRequest noTypeAgain = post("k1", "{\"a\":1}");
        noTypeAgain.setContentType(null);
        noTypeAgain.removeHeader("Content-Type");
        MockHttpServletRequest otherBody = post("k1", "{\"a\":2}");

        List<String> prints = List.of(plain, fingerprintOf(otherPath), fingerprintOf(withQuery),
                fingerprintOf(otherQuery), fingerprintOf(otherType), fingerprintOf(noType), fingerprintOf(otherBody));
        assertThat(prints).doesNotHaveDuplicates();
        assertThat(fingerprintOf(noTypeAgain)).isEqualTo(prints.get(5));
    }
}
