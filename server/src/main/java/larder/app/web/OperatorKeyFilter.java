package larder.app.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import larder.app.AppSettings;
import larder.auth.AuthProblems;
import larder.platform.Caller;
import larder.platform.FilterOrder;
import larder.platform.IdempotencyScope;
import larder.platform.NotFound;
import larder.platform.ProblemException;
import larder.platform.Problems;
import larder.platform.RequestValues;
import larder.platform.Secrets;
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
    private final Problems problems;

    OperatorKeyFilter(AppSettings settings, Problems problems) {
        this.settings = settings;
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
        if (!Secrets.constantTimeEquals(header.substring(7).strip(), settings.adminKey())) {
            problems.write(request, response, new ProblemException(AuthProblems.TOKEN_INVALID,
                    AuthProblems.TOKEN_INVALID.status(), "The admin key is not valid.", List.of(),
                    Map.of(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE + ", error=\"invalid_token\"")));
            return;
        }
        RequestValues.put(request, IdempotencyScope.class, new IdempotencyScope("operator"));
        RequestValues.put(request, Caller.class, new Caller(null, "operator"));
        chain.doFilter(request, response);
    }
}
