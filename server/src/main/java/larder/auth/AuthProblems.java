package larder.auth;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of authentication and permission (docs/api.md §3.2 and 3.3), which every module's routes answer. */
@Configuration(proxyBeanMethods = false)
public class AuthProblems {

    public static final ProblemCode TOKEN_REQUIRED = new ProblemCode("auth.token_required", HttpStatus.UNAUTHORIZED);
    public static final ProblemCode TOKEN_INVALID = new ProblemCode("auth.token_invalid", HttpStatus.UNAUTHORIZED);
    public static final ProblemCode TOKEN_EXPIRED = new ProblemCode("auth.token_expired", HttpStatus.UNAUTHORIZED);
    public static final ProblemCode FORBIDDEN = new ProblemCode("auth.forbidden", HttpStatus.FORBIDDEN);
    public static final ProblemCode MANAGEMENT_TOKEN_FROM_BROWSER = new ProblemCode(
            "auth.management_token_from_browser", HttpStatus.FORBIDDEN);
    public static final ProblemCode ORIGIN_NOT_ALLOWED = new ProblemCode("auth.origin_not_allowed",
            HttpStatus.FORBIDDEN);

    @Bean
    ProblemCodes authProblemCodes() {
        return new ProblemCodes(TOKEN_REQUIRED, TOKEN_INVALID, TOKEN_EXPIRED, FORBIDDEN, MANAGEMENT_TOKEN_FROM_BROWSER,
                ORIGIN_NOT_ALLOWED);
    }
}
