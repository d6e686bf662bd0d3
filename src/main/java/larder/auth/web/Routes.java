package larder.auth.web;

import larder.platform.Problems;

/** Which paths take a bearer credential: all of the public API, except the token endpoint and its own description. */
final class Routes {

    static final String API_PREFIX = "/v1beta/";
    static final String OPENAPI = "/v1beta/openapi.json";

    private Routes() {
    }

    static boolean isApi(String path) {
        return path.startsWith(API_PREFIX) || path.equals("/v1beta");
    }

    static boolean requiresBearer(String path) {
        return isApi(path) && !path.equals(Problems.TOKEN_ENDPOINT) && !path.equals(OPENAPI);
    }
}
