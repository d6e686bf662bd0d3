package larder.auth.web;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import java.util.List;
import larder.platform.web.ApiDescription;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;

/**
 * Who may call the API, in its description: the token endpoint anyone, every other route of the API a bearer
 * credential, which can be missing, bad or expired (401), of the wrong kind or origin (403), or over its quota (429).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE) // the API's own credential is described first, before the operator's
class BearerApiDescription implements ApiDescription {

    static final String BEARER = "bearer";

    @Override
    public void addComponents(Components components) {
        components.addSecuritySchemes(BEARER, new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")
                .description("A user access token from the token endpoint, or a management token (lmt_…). "
                        + "The word Bearer is required."));
    }

    @Override
    public void describe(String path, PathItem.HttpMethod method, Operation operation, Answers answers) {
        if (path.equals(Routes.TOKEN_ENDPOINT)) {
            // An empty requirement: the specification's way of saying "anonymous allowed".
            operation.setSecurity(List.of(new SecurityRequirement()));
        } else if (Routes.requiresBearer(path)) {
            operation.setSecurity(List.of(new SecurityRequirement().addList(BEARER)));
            answers.problem(401, "No credential (auth.token_required), a bad one (auth.token_invalid), or an "
                    + "expired access token (auth.token_expired). Carries WWW-Authenticate: Bearer realm=\"larder\".")
                    .addHeaderObject(HttpHeaders.WWW_AUTHENTICATE, new Header().schema(new StringSchema())
                            .description("Bearer realm=\"larder\", with error=\"invalid_token\" for a bad or "
                                    + "expired token."));
            answers.problem(403, "A management token sent with an Origin header "
                    + "(auth.management_token_from_browser), an origin the app does not allow "
                    + "(auth.origin_not_allowed), or the wrong kind of credential for the operation (auth.forbidden).");
            answers.problem(429, "Over the rate limit (rate_limited); Retry-After says when to try again.");
        }
    }
}
