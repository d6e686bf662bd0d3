package dev.larder.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.larder.client.model.TokenResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** The HTTP side of a client: requests, JSON, retries, idempotency keys and the session's refreshes. Thread-safe. */
final class Transport {

    static final ObjectMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
            .build();

    interface Sleeper {
        void sleep(Duration d) throws InterruptedException;
    }

    final URI base;
    final HttpClient http;
    final Duration requestTimeout;
    final RetryPolicy retry;
    final Consumer<Exchange> observer;
    final Clock clock;
    final Sleeper sleeper;
    final String userAgent;
    volatile boolean ownsHttpClient;

    Transport(URI base, HttpClient http, Duration requestTimeout, RetryPolicy retry, Consumer<Exchange> observer,
            Clock clock, Sleeper sleeper) {
        String b = base.toString();
        this.base = URI.create(b.endsWith("/") ? b.substring(0, b.length() - 1) : b);
        this.http = http;
        this.requestTimeout = requestTimeout;
        this.retry = retry;
        this.observer = observer;
        this.clock = clock;
        this.sleeper = sleeper;
        this.userAgent = "larder-client-java/" + version();
    }

    /** Closes the HTTP client when it is this transport's own (see {@link LarderClient#close()}). */
    void close() {
        if (ownsHttpClient) {
            http.close();
        }
    }

    private static String version() {
        String v = Transport.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /** One logical call; {@link #path} is the template, {@link #args} fill its {@code {...}} in order. */
    static final class Call {
        final String method;
        final String path;
        final Object[] args;
        final Map<String, Object> query = new LinkedHashMap<>();
        final Map<String, String> headers = new LinkedHashMap<>();
        Object body;
        String accept = "application/json";
        RequestOption[] options = new RequestOption[0];

        Call(String method, String path, Object... args) {
            this.method = method;
            this.path = path;
            this.args = args;
        }

        /** A parameter; null is left out, and a collection repeats the name for each element (diet=a&diet=b). */
        Call query(String name, Object value) {
            if (value instanceof java.util.Collection<?> values && values.isEmpty()) {
                return this;
            }
            if (value != null) {
                query.put(name, value);
            }
            return this;
        }

        Call body(Object body) {
            this.body = body;
            return this;
        }

        Call accept(String accept) {
            this.accept = accept;
            return this;
        }

        Call options(RequestOption... options) {
            this.options = options == null ? new RequestOption[0] : options;
            return this;
        }

        Call header(String name, String value) {
            if (value != null) {
                headers.put(name, value);
            }
            return this;
        }

        String expandedPath() {
            StringBuilder out = new StringBuilder();
            int arg = 0;
            int i = 0;
            while (i < path.length()) {
                char c = path.charAt(i);
                if (c == '{') {
                    int end = path.indexOf('}', i);
                    Object value = args[arg++];
                    if (value == null || value.toString().isEmpty()) {
                        throw new IllegalArgumentException(path.substring(i, end + 1) + " is required");
                    }
                    out.append(URLEncoder.encode(value.toString(), StandardCharsets.UTF_8).replace("+", "%20"));
                    i = end + 1;
                } else {
                    out.append(c);
                    i++;
                }
            }
            if (!query.isEmpty()) {
                StringBuilder q = new StringBuilder();
                query.forEach((k, v) -> {
                    for (Object one : v instanceof java.util.Collection<?> values ? values : List.of(v)) {
                        q.append(q.isEmpty() ? '?' : '&').append(k).append('=')
                                .append(URLEncoder.encode(one.toString(), StandardCharsets.UTF_8));
                    }
                });
                out.append(q);
            }
            return out.toString();
        }
    }

    <T> T json(Call call, Credentials credentials, Class<T> type) {
        return json(call, credentials, JSON.constructType(type));
    }

    <T> T json(Call call, Credentials credentials, JavaType type) {
        HttpResponse<byte[]> response = send(call, credentials, HttpResponse.BodyHandlers.ofByteArray());
        byte[] body = response.body();
        if (type.getRawClass() == Void.class) {
            return null;
        }
        if (type.getRawClass() == byte[].class) {
            @SuppressWarnings("unchecked")
            T bytes = (T) body;
            return bytes;
        }
        if (type.getRawClass() == String.class) {
            @SuppressWarnings("unchecked")
            T text = (T) new String(body, StandardCharsets.UTF_8);
            return text;
        }
        try {
            return JSON.readValue(body, type);
        } catch (JacksonException e) {
            throw new LarderException(response.statusCode(), ErrorCodes.CLIENT_UNREADABLE_RESPONSE,
                    "the answer is not the expected JSON: " + e.getOriginalMessage(), null,
                    response.headers().firstValue("X-Request-Id").orElse(null), e);
        }
    }

    /**
     * Sends a call with retries, and answers the first 2xx response; anything else becomes a
     * {@link LarderException}. A POST gets one {@code Idempotency-Key} for all its attempts.
     */
    <B> HttpResponse<B> send(Call call, Credentials credentials, HttpResponse.BodyHandler<B> handler) {
        String idempotencyKey = null;
        Long ifMatch = null;
        Duration timeout = requestTimeout;
        List<Consumer<RawResponse>> listeners = new ArrayList<>();
        for (RequestOption o : call.options) {
            switch (o) {
                case RequestOption.IdempotencyKey k -> idempotencyKey = k.key();
                case RequestOption.IfMatch m -> ifMatch = m.version();
                case RequestOption.Timeout t -> timeout = t.timeout();
                case RequestOption.OnResponse r -> listeners.add(r.listener());
            }
        }
        boolean tokenEndpoint = call.path.equals("/v1beta/auth/access_token");
        if (idempotencyKey == null && call.method.equals("POST") && !tokenEndpoint) {
            idempotencyKey = UUID.randomUUID().toString();
        }
        byte[] body = call.body == null ? null : JSON.writeValueAsBytes(call.body);
        URI uri = URI.create(base + call.expandedPath());
        boolean refreshedOnce = false;
        String token = null;
        for (int attempt = 1;; attempt++) {
            if (credentials instanceof UserSession session && token == null) {
                token = session.accessToken();
            }
            HttpRequest.Builder request = HttpRequest.newBuilder(uri)
                    .header("Accept", call.accept)
                    .header("User-Agent", userAgent);
            if (timeout != null) {
                request.timeout(timeout);
            }
            switch (credentials) {
                case UserSession s -> request.header("Authorization", "Bearer " + token);
                case Credentials.Bearer b -> request.header("Authorization", "Bearer " + b.token());
                case Credentials.None n -> { }
            }
            if (idempotencyKey != null) {
                request.header("Idempotency-Key", idempotencyKey);
            }
            if (ifMatch != null) {
                request.header("If-Match", "\"" + ifMatch + "\"");
            }
            call.headers.forEach(request::header);
            if (body != null) {
                request.header("Content-Type", "application/json");
                request.method(call.method, HttpRequest.BodyPublishers.ofByteArray(body));
            } else {
                request.method(call.method, HttpRequest.BodyPublishers.noBody());
            }
            HttpResponse<B> response;
            try {
                response = http.send(request.build(), handler);
            } catch (IOException e) {
                observer.accept(new Exchange(call.method, call.path, 0, attempt));
                Optional<Duration> wait = retry.delay(attempt - 1, Optional.empty(), ThreadLocalRandom.current());
                if (wait.isEmpty()) {
                    throw new ConnectionException(0, LarderException.CONNECTION_FAILED,
                            call.method + " " + uri + ": " + e, null, null, e);
                }
                pause(wait.get());
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ConnectionException(0, LarderException.CONNECTION_FAILED, "interrupted", null, null, e);
            }
            int status = response.statusCode();
            observer.accept(new Exchange(call.method, call.path, status, attempt));
            if (status >= 200 && status < 300) {
                if (!listeners.isEmpty()) {
                    RawResponse raw = new RawResponse(status, response.headers().map());
                    listeners.forEach(l -> l.accept(raw));
                }
                return response;
            }
            LarderException problem = problem(response);
            if (credentials instanceof UserSession session && !refreshedOnce
                    && RetryPolicy.refreshes(status, problem.code())) {
                refreshedOnce = true; // the token ran out on the way: one fresh token, not counted as a retry
                token = session.rejected(token);
                attempt--;
                continue;
            }
            if (RetryPolicy.retryable(status, problem.code())) {
                Optional<Duration> wait = retry.delay(attempt - 1, RetryPolicy.parseRetryAfter(
                        response.headers().firstValue("Retry-After").orElse(null), clock.instant()),
                        ThreadLocalRandom.current());
                if (wait.isPresent()) {
                    pause(wait.get());
                    continue;
                }
            }
            throw problem;
        }
    }

    private void pause(Duration d) {
        try {
            sleeper.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConnectionException(0, LarderException.CONNECTION_FAILED, "interrupted while waiting to retry",
                    null, null, e);
        }
    }

    /** The exception for a non-2xx answer: its problem document, or OAuth error, read as far as it goes. */
    static LarderException problem(HttpResponse<?> response) {
        int status = response.statusCode();
        String requestId = response.headers().firstValue("X-Request-Id").orElse(null);
        Duration retryAfter = RetryPolicy.parseRetryAfter(response.headers().firstValue("Retry-After").orElse(null),
                java.time.Instant.now()).orElse(null);
        RawResponse raw = new RawResponse(status, response.headers().map());
        JsonNode doc = null;
        try {
            Object body = response.body();
            byte[] bytes;
            if (body instanceof InputStream in) {
                try (in) { // a refused stream: read its problem, and give the connection back
                    bytes = in.readNBytes(1 << 20);
                }
            } else {
                bytes = body instanceof byte[] b ? b
                        : body instanceof String s ? s.getBytes(StandardCharsets.UTF_8) : null;
            }
            if (bytes != null && bytes.length > 0) {
                doc = JSON.readTree(bytes);
            }
        } catch (IOException | JacksonException e) {
            doc = null;
        }
        if (doc == null || !doc.isObject()) {
            return LarderException.of(status, null, null, null, requestId, retryAfter, null).withResponse(raw);
        }
        String code = text(doc, "code");
        String detail = text(doc, "detail");
        if (code == null && doc.has("error")) {
            code = text(doc, "error");
            detail = text(doc, "error_description");
        }
        if (detail == null) {
            detail = text(doc, "title");
        }
        List<LarderException.FieldError> errors = new ArrayList<>();
        JsonNode list = doc.get("errors");
        if (list != null && list.isArray()) {
            for (JsonNode e : list) {
                errors.add(new LarderException.FieldError(text(e, "pointer"), text(e, "code"), text(e, "message")));
            }
        }
        return LarderException.of(status, code, detail, errors, requestId, retryAfter, null).withResponse(raw);
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() ? null : v.asString();
    }

    TokenResponse token(String clientId, String grantType, String refreshToken) {
        Map<String, String> body = new LinkedHashMap<>();
        body.put("client_id", clientId);
        body.put("grant_type", grantType);
        if (refreshToken != null) {
            body.put("refresh_token", refreshToken);
        }
        return json(new Call("POST", "/v1beta/auth/access_token").body(body), Credentials.none(),
                TokenResponse.class);
    }
}
