package larder.platform.web;

import org.springframework.core.Ordered;

/**
 * The order of every module's servlet filters, in one place: the request id first (so every answer and log line has
 * it), then the checks that need nothing but the request itself, before authentication reads anything; CORS before
 * authentication, so that a preflight, which carries no credential, is answered; idempotency last, as it needs the
 * scope that authentication leaves.
 */
public final class FilterOrder {

    public static final int REQUEST_ID = Ordered.HIGHEST_PRECEDENCE;
    public static final int QUERY_STRING = Ordered.HIGHEST_PRECEDENCE + 5;
    public static final int MEDIA_TYPE = Ordered.HIGHEST_PRECEDENCE + 7;
    public static final int BODY_LIMIT = Ordered.HIGHEST_PRECEDENCE + 10;
    public static final int CORS = Ordered.HIGHEST_PRECEDENCE + 20;
    /** The bearer credential on the API, the operator key on the operator API: their paths do not meet. */
    public static final int AUTHENTICATION = Ordered.HIGHEST_PRECEDENCE + 30;
    public static final int IDEMPOTENCY = Ordered.HIGHEST_PRECEDENCE + 40;

    private FilterOrder() {
    }
}
