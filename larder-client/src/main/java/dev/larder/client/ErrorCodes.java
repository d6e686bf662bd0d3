package dev.larder.client;

/**
 * The stable {@code code} of Larder's problem documents (section 13 of the contract), to compare with
 * {@link LarderException#code()}: {@code if (ErrorCodes.LIST_FULL.equals(e.code())) ...}. A server newer than this
 * client may answer a code not listed here; treat an unknown code by its HTTP status.
 */
public final class ErrorCodes {

    private ErrorCodes() {
    }

    public static final String REQUEST_MALFORMED_JSON = "request.malformed_json";
    public static final String REQUEST_INVALID = "request.invalid";
    public static final String REQUEST_TOO_MANY_ITEMS = "request.too_many_items";
    public static final String REQUEST_TOO_MANY_RECIPES = "request.too_many_recipes";
    public static final String REQUEST_BODY_TOO_LARGE = "request.body_too_large";
    public static final String REQUEST_UNSUPPORTED_MEDIA_TYPE = "request.unsupported_media_type";
    public static final String REQUEST_NOT_ACCEPTABLE = "request.not_acceptable";

    public static final String AUTH_TOKEN_REQUIRED = "auth.token_required";
    public static final String AUTH_TOKEN_INVALID = "auth.token_invalid";
    public static final String AUTH_TOKEN_EXPIRED = "auth.token_expired";
    public static final String AUTH_FORBIDDEN = "auth.forbidden";
    public static final String AUTH_MANAGEMENT_TOKEN_FROM_BROWSER = "auth.management_token_from_browser";
    public static final String AUTH_ORIGIN_NOT_ALLOWED = "auth.origin_not_allowed";

    public static final String NOT_FOUND = "not_found";
    public static final String PRECONDITION_FAILED = "precondition_failed";
    public static final String RATE_LIMITED = "rate_limited";
    public static final String IDEMPOTENCY_KEY_REUSED = "idempotency.key_reused";
    public static final String IDEMPOTENCY_IN_PROGRESS = "idempotency.in_progress";
    public static final String LIST_FULL = "list.full";
    public static final String LIST_TOO_MANY_MEMBERS = "list.too_many_members";
    public static final String LIST_CHANGES_EXPIRED = "list.changes_expired";
    public static final String CART_FULL = "cart.full";
    public static final String CART_CHECKED_OUT = "cart.checked_out";
    public static final String CART_EMPTY = "cart.empty";
    public static final String RETAILER_REQUIRED = "retailer.required";
    public static final String RECIPE_NOT_FOUND_IN_PAGE = "recipe.not_found_in_page";
    public static final String PANTRY_FULL = "pantry.full";
    public static final String MEAL_PLAN_FULL = "meal_plan.full";
    public static final String UNAVAILABLE = "unavailable";
    public static final String INTERNAL = "internal";

    /** The client's own: no HTTP answer came, after the retries ({@link ConnectionException}). */
    public static final String CONNECTION_FAILED = LarderException.CONNECTION_FAILED;

    /** The client's own: an answer that is not the JSON the call expects. */
    public static final String CLIENT_UNREADABLE_RESPONSE = "client.unreadable_response";
}
