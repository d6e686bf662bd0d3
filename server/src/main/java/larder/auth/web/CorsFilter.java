package larder.auth.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import larder.auth.AuthProblems;
import larder.auth.ClientRegistry;
import larder.platform.problem.ProblemException;
import larder.platform.problem.Problems;
import larder.platform.web.FilterOrder;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * CORS for the public API (docs/api.md §3.2). A preflight carries no credential, so an origin is let through when any
 * active app allows it; the request that follows is then checked against its own credential's app. Credentials
 * travel in the Authorization header, never in cookies, so {@code Access-Control-Allow-Credentials} is never sent.
 */
@Component
@Order(FilterOrder.CORS)
class CorsFilter extends OncePerRequestFilter {

    static final String ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
    static final String ALLOW_HEADERS = "Authorization, Content-Type, Idempotency-Key, If-Match";
    static final String EXPOSE_HEADERS = "ETag, RateLimit, RateLimit-Policy, Retry-After";
    static final String MAX_AGE = "600";

    private final ClientRegistry clients;
    private final Problems problems;

    CorsFilter(ClientRegistry clients, Problems problems) {
        this.clients = clients;
        this.problems = problems;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return request.getHeader(HttpHeaders.ORIGIN) == null || !Routes.isApi(request.getRequestURI());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String origin = request.getHeader(HttpHeaders.ORIGIN);
        boolean allowed = clients.anyActiveClientAllows(origin);
        response.addHeader(HttpHeaders.VARY, HttpHeaders.ORIGIN);
        boolean preflight = HttpMethod.OPTIONS.matches(request.getMethod())
                && request.getHeader(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD) != null;
        if (preflight) {
            if (!allowed) {
                problems.write(request, response, new ProblemException(AuthProblems.ORIGIN_NOT_ALLOWED,
                        "No app allows requests from this origin."));
                return;
            }
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_METHODS, ALLOW_METHODS);
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_HEADERS, ALLOW_HEADERS);
            response.setHeader(HttpHeaders.ACCESS_CONTROL_MAX_AGE, MAX_AGE);
            response.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        if (allowed) {
            response.setHeader(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
            response.setHeader(HttpHeaders.ACCESS_CONTROL_EXPOSE_HEADERS, EXPOSE_HEADERS);
        }
        chain.doFilter(request, response);
    }
}
