package larder.auth.web;

/** Which paths take a bearer credential: all of the public API, except the token endpoint and its own description. */
final class Routes {

    static final String API_PREFIX = "/v1beta/";
    static final String OPENAPI = "/v1beta/openapi.json";
    static final String TOKEN_ENDPOINT = "/v1beta/auth/access_token";

    private Routes() {
    }

    static boolean isApi(String path) {
        return path.startsWith(API_PREFIX) || path.equals("/v1beta");
    }

    static boolean requiresBearer(String path) {
        return isApi(path) && !path.equals(TOKEN_ENDPOINT) && !path.equals(OPENAPI);
    }
}
