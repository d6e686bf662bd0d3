package larder.app.web;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import java.util.List;
import larder.platform.web.ApiDescription;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;

/** Who may call the operator API, in the API's description: whoever holds the operator key. */
@Component
class OperatorApiDescription implements ApiDescription {

    static final String ADMIN = "adminKey";

    @Override
    public void addComponents(Components components) {
        components.addSecuritySchemes(ADMIN, new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")
                .description("The operator key (LARDER_ADMIN_KEY). Without it set, /admin routes answer 404."));
    }

    @Override
    public void describe(String path, PathItem.HttpMethod method, Operation operation, Answers answers) {
        if (path.startsWith(OperatorKeyFilter.PREFIX)) {
            operation.setSecurity(List.of(new SecurityRequirement().addList(ADMIN)));
            answers.problem(401, "No admin key (auth.token_required) or a wrong one (auth.token_invalid).")
                    .addHeaderObject(HttpHeaders.WWW_AUTHENTICATE, new Header().schema(new StringSchema())
                            .description("Bearer realm=\"larder\", with error=\"invalid_token\" for a bad or "
                                    + "expired token."));
        }
    }
}
