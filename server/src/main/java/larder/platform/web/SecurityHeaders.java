package larder.platform.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;

/**
 * The headers that keep a browser from misreading or framing any answer, set on every one (an engine valve, so that
 * Tomcat's own error answers, the problem documents of {@link ProblemErrorReportValve}, carry them too):
 * {@code X-Content-Type-Options: nosniff}, so that a JSON answer is never run as a script or a page; a frame policy
 * ({@code X-Frame-Options: DENY} for older browsers, CSP {@code frame-ancestors 'none'} for the rest), so that
 * neither the shopper app nor the reference can be framed to trick a click; and a Content-Security-Policy. The API's
 * answers load nothing ({@code default-src 'none'}); the two pages get policies that allow what they need and no more.
 */
final class SecurityHeaders extends ValveBase {

    static final String NOSNIFF = "nosniff";
    static final String DENY = "DENY";
    /** JSON, problem documents, the client library: nothing to load, nothing may frame them. */
    static final String API_POLICY = "default-src 'none'; frame-ancestors 'none'";
    /**
     * The shopper app at {@code /}: its module script, style sheet and pictures from this server, recipe pictures
     * from anywhere (a recipe's image is any URL, http too: the demo's pictures are stored with the origin that first
     * served them, which need not be the origin a shopper uses, such as 127.0.0.1 for localhost), and the API and its
     * live streams on this origin. No inline script or style: the app sets styles through the DOM, which CSP allows.
     */
    static final String SHOPPER_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data: https: http:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'";

    private final String docsPolicy;

    SecurityHeaders() {
        super(true);
        this.docsPolicy = docsPolicy(DocsController.inlineScriptHashes());
    }

    /**
     * The reference at {@code /docs}: Swagger UI's files from this server, its one inline start-up script by hash,
     * the inline styles React writes, its icons as data: URLs, and the document and "try it out" calls on this origin.
     */
    static String docsPolicy(String scriptHashes) {
        return "default-src 'self'; script-src 'self' " + scriptHashes + "; style-src 'self' 'unsafe-inline'; "
                + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
                + "form-action 'self'; frame-ancestors 'none'";
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        apply(response, policyFor(request.getDecodedRequestURI()));
        getNext().invoke(request, response);
    }

    String policyFor(String path) {
        if (path == null) {
            return API_POLICY;
        }
        return switch (path) {
            case "/" -> SHOPPER_POLICY;
            case "/docs", "/docs/" -> docsPolicy;
            default -> API_POLICY;
        };
    }

    /** Sets the headers on an answer not yet committed; an error report that starts over sets them again. */
    static void apply(HttpServletResponse response, String policy) {
        if (response.isCommitted()) {
            return;
        }
        response.setHeader("X-Content-Type-Options", NOSNIFF);
        response.setHeader("X-Frame-Options", DENY);
        if (!response.containsHeader("Content-Security-Policy")) {
            response.setHeader("Content-Security-Policy", policy);
        }
    }
}
