package larder.auth.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.auth.AuthProblems;
import larder.auth.Client;
import larder.auth.ClientRegistry;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.ManagementTokens;
import larder.auth.UserCredential;
import larder.auth.UserRegistry;
import larder.auth.token.AccessTokens;
import larder.auth.token.RevocationRegistry;
import larder.platform.problem.ProblemException;
import larder.platform.problem.Problems;
import larder.platform.ratelimit.RateLimitDecision;
import larder.platform.ratelimit.RateLimitPolicy;
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
 * Authenticates every call of the public API (docs/api.md §3.2) without touching the database on the hot path:
 * access tokens are checked by signature, expiry and the in-memory revocation registry; management tokens by a
 * cache filled on first use. Then the origin rules, and the per-credential quota.
 */
@Component
@Order(FilterOrder.AUTHENTICATION)
class BearerAuthenticationFilter extends OncePerRequestFilter {

    private static final String CHALLENGE = "Bearer realm=\"larder\"";

    private final AccessTokens accessTokens;
    private final RevocationRegistry revocations;
    private final ManagementTokens managementTokens;
    private final ClientRegistry clients;
    private final UserRegistry users;
    private final RateLimiter rateLimiter;
    private final Problems problems;

    BearerAuthenticationFilter(AccessTokens accessTokens, RevocationRegistry revocations,
                               ManagementTokens managementTokens, ClientRegistry clients, UserRegistry users,
                               RateLimiter rateLimiter, Problems problems) {
        this.accessTokens = accessTokens;
        this.revocations = revocations;
        this.managementTokens = managementTokens;
        this.clients = clients;
        this.users = users;
        this.rateLimiter = rateLimiter;
        this.problems = problems;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !Routes.requiresBearer(request.getRequestURI());
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Credential credential;
        RateLimitDecision decision;
        try {
            credential = authenticate(request);
            decision = credential instanceof ManagementCredential m
                    ? rateLimiter.consume(RateLimitPolicy.MANAGEMENT, m.tokenId())
                    : rateLimiter.consume(RateLimitPolicy.USER, ((UserCredential) credential).userId());
        } catch (ProblemException problem) {
            problems.write(request, response, counted(request, problem));
            return;
        }
        if (!decision.allowed()) {
            problems.write(request, response, decision.refusal());
            return;
        }
        decision.headers().forEach(response::setHeader);
        RequestValues.put(request, Credential.class, credential);
        RequestValues.put(request, Caller.class, new Caller(credential.clientId(), switch (credential) {
            case UserCredential user -> user.userId();
            case ManagementCredential app -> app.tokenId();
        }));
        RequestValues.put(request, IdempotencyScope.class, new IdempotencyScope(switch (credential) {
            case UserCredential user -> "user:" + user.userId();
            case ManagementCredential app -> "app:" + app.clientId();
        }));
        chain.doFilter(request, response);
    }

    private Credential authenticate(HttpServletRequest request) {
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (header == null || header.isBlank()) {
            throw required("An Authorization: Bearer <token> header is required.");
        }
        int space = header.indexOf(' ');
        // RFC 6750 §2.1: credentials = "Bearer" 1*SP b64token; the scheme word is required (seed 5.1).
        if (space < 0 || !header.substring(0, space).equalsIgnoreCase("Bearer")) {
            throw required("The Authorization header must use the Bearer scheme: \"Bearer <token>\".");
        }
        String token = header.substring(space + 1).strip();
        if (token.isEmpty()) {
            throw required("The Authorization header carries no token after \"Bearer\".");
        }
        String origin = request.getHeader(HttpHeaders.ORIGIN);
        if (token.startsWith(ManagementTokens.PREFIX)) {
            // Seed 5.2-5.3: a management token is for servers only; refused from a browser before anything else.
            if (origin != null) {
                throw new ProblemException(AuthProblems.MANAGEMENT_TOKEN_FROM_BROWSER,
                        "Management tokens must not be used from browsers; use an anonymous access token.");
            }
            ManagementCredential credential = managementTokens.authenticate(token)
                    .filter(c -> activeClient(c.clientId()).isPresent())
                    .orElseThrow(() -> invalid("The management token is not valid."));
            return credential;
        }
        UserCredential credential;
        try {
            credential = accessTokens.verify(token);
        } catch (AccessTokens.Rejected rejected) {
            if (rejected.reason() == AccessTokens.Rejection.EXPIRED) {
                throw new ProblemException(AuthProblems.TOKEN_EXPIRED, AuthProblems.TOKEN_EXPIRED.status(),
                        "The access token has expired; refresh it.", List.of(),
                        Map.of(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE
                                + ", error=\"invalid_token\", error_description=\"The access token expired\""));
            }
            throw invalid("The access token is not valid.");
        }
        if (revocations.revoked(credential.userId(), credential.familyId())) {
            throw invalid("The access token has been revoked.");
        }
        Client client = activeClient(credential.clientId())
                .orElseThrow(() -> invalid("The access token is not valid."));
        if (origin != null && !client.allowsOrigin(origin)) {
            throw new ProblemException(AuthProblems.ORIGIN_NOT_ALLOWED,
                    "The app does not allow requests from this origin.");
        }
        users.recordActivity(credential.userId());
        return credential;
    }

    /**
     * An invalid credential counts against its address's quota of failures, and past it is answered 429 with
     * Retry-After instead of 401: a flood of guesses is slowed at the door. A missing or expired token is no guess
     * (clients refresh expired ones) and is not counted.
     */
    private ProblemException counted(HttpServletRequest request, ProblemException problem) {
        if (!problem.code().equals(AuthProblems.TOKEN_INVALID)) {
            return problem;
        }
        RateLimitDecision failures = rateLimiter.failedAuthentication(request.getRemoteAddr());
        return failures.allowed() ? problem : failures.refusal();
    }

    private Optional<Client> activeClient(String clientId) {
        return clients.client(clientId).filter(Client::active);
    }

    private static ProblemException required(String detail) {
        return new ProblemException(AuthProblems.TOKEN_REQUIRED, AuthProblems.TOKEN_REQUIRED.status(), detail,
                List.of(), Map.of(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE));
    }

    private static ProblemException invalid(String detail) {
        return new ProblemException(AuthProblems.TOKEN_INVALID, AuthProblems.TOKEN_INVALID.status(), detail,
                List.of(), Map.of(HttpHeaders.WWW_AUTHENTICATE, CHALLENGE + ", error=\"invalid_token\""));
    }
}
