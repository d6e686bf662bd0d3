package larder.platform;

import org.springframework.http.HttpStatus;

/** The stable, machine-readable {@code code} member of every problem document (contract section 13). */
public enum ProblemCode {
    MALFORMED_JSON("request.malformed_json", HttpStatus.BAD_REQUEST),
    INVALID("request.invalid", HttpStatus.UNPROCESSABLE_CONTENT),
    TOO_MANY_ITEMS("request.too_many_items", HttpStatus.UNPROCESSABLE_CONTENT),
    TOO_MANY_RECIPES("request.too_many_recipes", HttpStatus.UNPROCESSABLE_CONTENT),
    BODY_TOO_LARGE("request.body_too_large", HttpStatus.CONTENT_TOO_LARGE),
    UNSUPPORTED_MEDIA_TYPE("request.unsupported_media_type", HttpStatus.UNSUPPORTED_MEDIA_TYPE),
    NOT_ACCEPTABLE("request.not_acceptable", HttpStatus.NOT_ACCEPTABLE),
    TOKEN_REQUIRED("auth.token_required", HttpStatus.UNAUTHORIZED),
    TOKEN_INVALID("auth.token_invalid", HttpStatus.UNAUTHORIZED),
    TOKEN_EXPIRED("auth.token_expired", HttpStatus.UNAUTHORIZED),
    FORBIDDEN("auth.forbidden", HttpStatus.FORBIDDEN),
    MANAGEMENT_TOKEN_FROM_BROWSER("auth.management_token_from_browser", HttpStatus.FORBIDDEN),
    ORIGIN_NOT_ALLOWED("auth.origin_not_allowed", HttpStatus.FORBIDDEN),
    NOT_FOUND("not_found", HttpStatus.NOT_FOUND),
    PRECONDITION_FAILED("precondition_failed", HttpStatus.PRECONDITION_FAILED),
    RATE_LIMITED("rate_limited", HttpStatus.TOO_MANY_REQUESTS),
    IDEMPOTENCY_KEY_REUSED("idempotency.key_reused", HttpStatus.UNPROCESSABLE_CONTENT),
    IDEMPOTENCY_IN_PROGRESS("idempotency.in_progress", HttpStatus.CONFLICT),
    LIST_FULL("list.full", HttpStatus.UNPROCESSABLE_CONTENT),
    CART_CHECKED_OUT("cart.checked_out", HttpStatus.CONFLICT),
    CART_EMPTY("cart.empty", HttpStatus.UNPROCESSABLE_CONTENT),
    RETAILER_REQUIRED("retailer.required", HttpStatus.UNPROCESSABLE_CONTENT),
    RECIPE_NOT_FOUND_IN_PAGE("recipe.not_found_in_page", HttpStatus.UNPROCESSABLE_CONTENT),
    INTERNAL("internal", HttpStatus.INTERNAL_SERVER_ERROR);

    private final String code;
    private final HttpStatus status;

    ProblemCode(String code, HttpStatus status) {
        this.code = code;
        this.status = status;
    }

    public String code() {
        return code;
    }

    public HttpStatus status() {
        return status;
    }
}
