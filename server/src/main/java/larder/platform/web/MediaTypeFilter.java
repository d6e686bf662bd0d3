package larder.platform.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import larder.platform.FilterOrder;
import larder.platform.ProblemCode;
import larder.platform.ProblemException;
import larder.platform.Problems;
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
        MediaType type = concrete(contentType);
        if (type != null) {
            if (hasBody(request) && otherJson(type, request.getMethod())) {
                problems.write(request, response, new ProblemException(ProblemCode.UNSUPPORTED_MEDIA_TYPE,
                        HttpStatus.UNSUPPORTED_MEDIA_TYPE, "The body must be application/json"
                        + ("PATCH".equals(request.getMethod()) ? " or application/merge-patch+json." : "."),
                        List.of()));
                return;
            }
            chain.doFilter(request, response);
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
