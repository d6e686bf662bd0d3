package larder.platform.web;

import org.springframework.core.Ordered;

/**
 * The order of the platform's servlet filters, in one place: the request id first (so every answer and log line
 * has it), then the checks that need nothing but the request itself, before authentication reads anything.
 */
final class FilterOrder {

    static final int REQUEST_ID = Ordered.HIGHEST_PRECEDENCE;
    static final int QUERY_STRING = Ordered.HIGHEST_PRECEDENCE + 5;
    static final int MEDIA_TYPE = Ordered.HIGHEST_PRECEDENCE + 7;
    static final int BODY_LIMIT = Ordered.HIGHEST_PRECEDENCE + 10;

    private FilterOrder() {
    }
}
