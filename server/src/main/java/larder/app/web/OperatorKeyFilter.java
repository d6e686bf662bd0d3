package larder.app.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.app.AppSettings;
import larder.auth.AuthProblems;
import larder.platform.Secrets;
import larder.platform.problem.NotFound;
import larder.platform.problem.ProblemException;
import larder.platform.problem.Problems;
import larder.platform.ratelimit.RateLimitDecision;
import larder.platform.ratelimit.RateLimiter;
import larder.platform.web.Caller;
import larder.platform.web.FilterOrder;
import larder.platform.web.IdempotencyScope;
import larder.platform.web.RequestValues;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The operator API exists only when {@code LARDER_ADMIN_KEY} is set (otherwise its routes answer 404, as if
 * absent), and takes that key as a bearer token, compared in constant time.
 */
@Component
@Order(FilterOrder.AUTHENTICATION)
class OperatorKeyFilter extends OncePerRequestFilter {

    static final String PREFIX = "/admin/";
    private static final String CHALLENGE = "Bearer realm=\"larder-operator\"";

    private final AppSettings settings;
    private final RateLimiter rateLimiter;
    private final Problems problems;

    OperatorKeyFilter(AppSettings settings, RateLimiter rateLimiter, Problems problems) {
        this.settings = settings;
        this.rateLimiter = rateLimiter;
        this.problems = problems;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !request.getRequestURI().startsWith(PREFIX);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!settings.operatorApiEnabled()) {
            problems.write(request, response, new NotFound("The operator API (enable it with LARDER_ADMIN_KEY)"));
            return;
        }
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            problems.write(request, response, new ProblemException(AuthProblems.TOKEN_REQUIRED,
                    AuthProblems.TOKEN_REQUIRED.status(), "The operator API takes Authorization: Bearer <admin key>.",
                    List.of(), Map.of(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE)));
            return;
        }
        // An operator may choose a guessable key: an address that failed too often is refused before its key is
        // even compared, so that a right guess among refused ones goes unnoticed.
        Optional<RateLimitDecision> exhausted = rateLimiter.failuresExhausted(request.getRemoteAddr());
        if (exhausted.isPresent()) {
            problems.write(request, response, exhausted.get().refusal());
            return;
        }
        if (!Secrets.constantTimeEquals(header.substring(7).strip(), settings.adminKey())) {
            RateLimitDecision failures = rateLimiter.failedAuthentication(request.getRemoteAddr());
            problems.write(request, response, failures.allowed() ? new ProblemException(AuthProblems.TOKEN_INVALID,
                    AuthProblems.TOKEN_INVALID.status(), "The admin key is not valid.", List.of(),
                    Map.of(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE + ", error=\"invalid_token\""))
                    : failures.refusal());
            return;
        }
        RequestValues.put(request, IdempotencyScope.class, new IdempotencyScope("operator"));
        RequestValues.put(request, Caller.class, new Caller(null, "operator"));
        chain.doFilter(request, response);
    }
}
