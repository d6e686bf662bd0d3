package larder.platform.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import larder.platform.problem.Problems;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.util.InvalidMimeTypeException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A request's {@code Content-Type} is read once, before anything else reads it. A body labelled with a type that
 * cannot be parsed, or with a wildcard ({@code *}{@code /*}, {@code application/*}), which names no concrete
 * type, gets 415 {@code request.unsupported_media_type} (docs/api.md §1); Spring would otherwise fail on it
 * with an assertion, as a 500, wherever it first reads the header. On a request without a body, such a label
 * describes nothing and is ignored. Other JSON types ({@code application/json-patch+json},
 * {@code application/vnd.x+json}) get 415 too: Spring would read them as JSON, but they mean something else.
 *
 * <p>A parameter without a value ({@code application/json; charset}) breaks RFC 9110's grammar ({@code parameter =
 * name "=" value}), which Spring's parser lets through by dropping it: 415 too. JSON is UTF-8 (RFC 8259 §8.1): a
 * JSON body labelled with another charset, or whose bytes turn out not to be UTF-8 as they are read (Jackson reads
 * an overlong {@code C0 AF} as {@code /}), gets 400 {@code request.malformed_json}.
 */
@Component
@org.springframework.core.annotation.Order(FilterOrder.MEDIA_TYPE)
class MediaTypeFilter extends OncePerRequestFilter {

    private final Problems problems;

    MediaTypeFilter(Problems problems) {
        this.problems = problems;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String contentType = request.getHeader(HttpHeaders.CONTENT_TYPE);
        if (contentType == null) {
            chain.doFilter(request, response);
            return;
        }
        MediaType type = wellFormedParameters(contentType) ? concrete(contentType) : null;
        if (type != null) {
            if (hasBody(request) && otherJson(type, request.getMethod())) {
                problems.write(request, response, new ProblemException(ProblemCode.UNSUPPORTED_MEDIA_TYPE,
                        HttpStatus.UNSUPPORTED_MEDIA_TYPE, "The body must be application/json"
                        + ("PATCH".equals(request.getMethod()) ? " or application/merge-patch+json." : "."),
                        List.of()));
                return;
            }
            if (hasBody(request) && json(type)) {
                if (type.getParameter("charset") != null && !utf8(type.getParameter("charset"))) {
                    problems.write(request, response, new ProblemException(ProblemCode.MALFORMED_JSON,
                            HttpStatus.BAD_REQUEST, "JSON is UTF-8 (RFC 8259 §8.1); the body is labelled charset="
                            + type.getParameter("charset") + ".", List.of()));
                    return;
                }
                chain.doFilter(new Utf8Body(request), response);
                return;
            }
            // A type on an empty body says nothing: an optional body left out reads as absent, whatever it names
            // (a POST with no body, which some HTTP libraries label text/plain, stays a POST with no body).
            chain.doFilter(hasBody(request) ? request : new WithoutContentType(request), response);
            return;
        }
        if (hasBody(request)) {
            problems.write(request, response, new ProblemException(ProblemCode.UNSUPPORTED_MEDIA_TYPE,
                    HttpStatus.UNSUPPORTED_MEDIA_TYPE, "The body's Content-Type must name one concrete media type, "
                    + "application/json.", List.of()));
            return;
        }
        chain.doFilter(new WithoutContentType(request), response);
    }

    /** The type the header names, or null when it names none: unparseable, or a wildcard. */
    private static MediaType concrete(String contentType) {
        try {
            MediaType type = MediaType.parseMediaType(contentType);
            return type.isWildcardType() || type.isWildcardSubtype() ? null : type;
        } catch (InvalidMimeTypeException | InvalidMediaTypeException e) {
            return null;
        }
    }

    /**
     * RFC 9110 §8.3.1: {@code parameters = *( OWS ";" OWS [ parameter ] )}, {@code parameter = name "=" value}, the
     * value a token or a quoted string. An empty parameter ({@code application/json;}) is allowed; a name without
     * {@code =} or without a value is not.
     */
    static boolean wellFormedParameters(String contentType) {
        boolean quoted = false;
        int start = contentType.indexOf(';');
        if (start < 0) {
            return true;
        }
        List<String> parameters = new java.util.ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = start + 1; i < contentType.length(); i++) {
            char c = contentType.charAt(i);
            if (quoted && c == '\\' && i + 1 < contentType.length()) {
                current.append(c).append(contentType.charAt(++i));
                continue;
            }
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ';' && !quoted) {
                parameters.add(current.toString());
                current.setLength(0);
                continue;
            }
            current.append(c);
        }
        if (quoted) {
            return false;
        }
        parameters.add(current.toString());
        for (String parameter : parameters) {
            String trimmed = parameter.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            int equals = trimmed.indexOf('=');
            if (equals <= 0 || equals == trimmed.length() - 1) {
                return false;
            }
        }
        return true;
    }

    private static boolean json(MediaType type) {
        return type.getType().equals("application")
                && (type.getSubtype().equals("json") || type.getSubtype().endsWith("+json"));
    }

    private static boolean utf8(String charset) {
        String name = charset.strip();
        if (name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"")) {
            name = name.substring(1, name.length() - 1);
        }
        return name.equalsIgnoreCase("utf-8");
    }

    /**
     * Spring's JSON converter reads any {@code application/*+json}; docs/api.md takes application/json only, and
     * a merge patch ({@code application/merge-patch+json}, RFC 7396) on PATCH.
     */
    private static boolean otherJson(MediaType type, String method) {
        if (!type.getSubtype().endsWith("+json")) {
            return false;
        }
        return !("PATCH".equals(method) && type.getSubtype().equals("merge-patch+json"));
    }

    private static boolean hasBody(HttpServletRequest request) {
        return request.getContentLengthLong() > 0 || request.getHeader(HttpHeaders.TRANSFER_ENCODING) != null;
    }

    /** The request with a body that is checked to be UTF-8 as it is read. */
    private static final class Utf8Body extends HttpServletRequestWrapper {

        private ServletInputStream stream;

        Utf8Body(HttpServletRequest request) {
            super(request);
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (stream == null) {
                stream = new Utf8Stream(super.getInputStream());
            }
            return stream;
        }
    }

    /**
     * Checks each byte against RFC 3629's table of well-formed UTF-8: no overlong forms ({@code C0}, {@code C1},
     * {@code E0 80}–{@code 9F}, {@code F0 80}–{@code 8F}), no surrogates ({@code ED A0}–{@code BF}), nothing past
     * U+10FFFF, and no sequence cut short at the end.
     */
    static final class Utf8Stream extends ServletInputStream {

        private final ServletInputStream in;
        /** Continuation bytes still due, and the range the next one must fall in. */
        private int due;
        private int lower = 0x80;
        private int upper = 0xbf;

        Utf8Stream(ServletInputStream in) {
            this.in = in;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b < 0) {
                end();
            } else {
                check(b);
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = in.read(buffer, offset, length);
            if (n < 0) {
                end();
            }
            for (int i = 0; i < n; i++) {
                check(buffer[offset + i] & 0xff);
            }
            return n;
        }

        private void end() throws BodyNotUtf8 {
            if (due > 0) {
                throw new BodyNotUtf8();
            }
        }

        private void check(int b) throws BodyNotUtf8 {
            if (due > 0) {
                if (b < lower || b > upper) {
                    throw new BodyNotUtf8();
                }
                lower = 0x80;
                upper = 0xbf;
                due--;
                return;
            }
            if (b < 0x80) {
                return;
            }
            if (b >= 0xc2 && b <= 0xdf) {
                due = 1;
            } else if (b == 0xe0) {
                due = 2;
                lower = 0xa0;
            } else if (b == 0xed) {
                due = 2;
                upper = 0x9f;
            } else if (b >= 0xe1 && b <= 0xef) {
                due = 2;
            } else if (b == 0xf0) {
                due = 3;
                lower = 0x90;
            } else if (b == 0xf4) {
                due = 3;
                upper = 0x8f;
            } else if (b >= 0xf1 && b <= 0xf3) {
                due = 3;
            } else {
                throw new BodyNotUtf8();
            }
        }

        @Override
        public boolean isFinished() {
            return in.isFinished();
        }

        @Override
        public boolean isReady() {
            return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }
    }

    /** The request as if it had come without its meaningless Content-Type. */
    private static final class WithoutContentType extends HttpServletRequestWrapper {

        WithoutContentType(HttpServletRequest request) {
            super(request);
        }

        @Override
        public String getContentType() {
            return null;
        }

        @Override
        public String getHeader(String name) {
            return HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name) ? null : super.getHeader(name);
        }

        @Override
        public Enumeration<String> getHeaders(String name) {
            return HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name) ? Collections.emptyEnumeration()
                    : super.getHeaders(name);
        }

        @Override
        public Enumeration<String> getHeaderNames() {
            return Collections.enumeration(Collections.list(super.getHeaderNames()).stream()
                    .filter(name -> !HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name)).toList());
        }
    }
}
