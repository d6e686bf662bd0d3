package dev.larder.client;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * The HTTP side of an answer, for what the typed result leaves out: the ETag, the rate-limit headers, the request id.
 * Given to {@link RequestOption#onResponse} for a call's final answer (a 2xx), and kept by a {@link LarderException}
 * for an error ({@link LarderException#response()}).
 *
 * @param status the HTTP status
 * @param headers the headers, by name in any case
 */
public record RawResponse(int status, Map<String, List<String>> headers) {

    public RawResponse {
        TreeMap<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
        headers = java.util.Collections.unmodifiableMap(copy);
    }

    /** A header's first value. */
    public Optional<String> header(String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.getFirst());
    }

    /** {@code X-Request-Id}, for the server's logs. */
    public Optional<String> requestId() {
        return header("X-Request-Id");
    }

    /** The {@code ETag} as sent ({@code "7"}), for {@code If-None-Match} or {@code If-Match}. */
    public Optional<String> etag() {
        return header("ETag");
    }

    /** The resource's version from its ETag ({@code "7"} is 7), for {@link RequestOption#ifMatch(long)}. */
    public OptionalLong version() {
        return etag().map(e -> e.startsWith("W/") ? e.substring(2) : e).map(e -> e.replace("\"", ""))
                .filter(e -> !e.isEmpty() && e.chars().allMatch(Character::isDigit))
                .map(e -> OptionalLong.of(Long.parseLong(e))).orElse(OptionalLong.empty());
    }

    /** {@code RateLimit-Policy} as sent ({@code "user";q=600;w=60}). */
    public Optional<String> rateLimitPolicy() {
        return header("RateLimit-Policy");
    }

    /** The requests left in the window, from {@code RateLimit: "user";r=42;t=1}. */
    public OptionalLong rateLimitRemaining() {
        return rateLimitParameter("r");
    }

    /** The seconds until the window resets, from {@code RateLimit: "user";r=42;t=1}. */
    public OptionalLong rateLimitReset() {
        return rateLimitParameter("t");
    }

    private OptionalLong rateLimitParameter(String name) {
        Optional<String> header = header("RateLimit");
        if (header.isEmpty()) {
            return OptionalLong.empty();
        }
        for (String part : header.get().split(";")) {
            String p = part.strip();
            if (p.startsWith(name + "=")) {
                try {
                    return OptionalLong.of(Long.parseLong(p.substring(name.length() + 1)));
                } catch (NumberFormatException e) {
                    return OptionalLong.empty();
                }
            }
        }
        return OptionalLong.empty();
    }
}
