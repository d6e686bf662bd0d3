package larder.auth.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import larder.platform.web.ApiDescription;
import org.junit.jupiter.api.Test;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;

/** What the API's description says of its credentials, and the rest of the module's web configuration. */
class BearerApiDescriptionTest {

    private final BearerApiDescription description = new BearerApiDescription();
    private final Map<Integer, ApiResponse> problems = new LinkedHashMap<>();
    private final ApiDescription.Answers answers = new ApiDescription.Answers() {
        @Override
        public ApiResponse problem(int status, String text) {
            return problems.computeIfAbsent(status, s -> new ApiResponse().description(text));
        }

        @Override
        public void conflict(String text) {
            throw new AssertionError("no conflict is authentication's to describe");
        }
    };

    private Operation describe(String path) {
        Operation operation = new Operation();
        description.describe(path, PathItem.HttpMethod.GET, operation, answers);
        return operation;
    }

    @Test
    void theBearerSchemeIsDescribed() {
        Components components = new Components();

        description.addComponents(components);

        SecurityScheme scheme = components.getSecuritySchemes().get("bearer");
        assertThat(scheme.getType()).isEqualTo(SecurityScheme.Type.HTTP);
        assertThat(scheme.getScheme()).isEqualTo("bearer");
        assertThat(scheme.getDescription()).contains("lmt_");
    }

    @Test
    void theTokenEndpointTakesNoCredential() {
        Operation operation = describe("/v1beta/auth/access_token");

        assertThat(operation.getSecurity()).containsExactly(new SecurityRequirement());
        assertThat(problems).isEmpty();
    }

    @Test
    void everyOtherApiRouteNeedsABearerAndMayBeRefusedSo() {
        Operation operation = describe("/v1beta/lists/{id}");

        assertThat(operation.getSecurity()).containsExactly(new SecurityRequirement().addList("bearer"));
        assertThat(problems).containsOnlyKeys(401, 403, 429);
        assertThat(problems.get(401).getHeaders()).containsOnlyKeys("WWW-Authenticate");
        assertThat(problems.get(401).getDescription()).contains("auth.token_expired");
        assertThat(problems.get(403).getDescription()).contains("auth.management_token_from_browser")
                .contains("auth.origin_not_allowed").contains("auth.forbidden");
        assertThat(problems.get(429).getDescription()).contains("rate_limited");
    }

    @Test
    void routesOutsideTheApiAndItsOwnDescriptionAreLeftAlone() {
        assertThat(describe("/v1beta/openapi.json").getSecurity()).isNull();
        assertThat(describe("/admin/v1/apps").getSecurity()).isNull();
        assertThat(problems).isEmpty();
    }

    @Test
    void theRefreshGrantRequiresItsTokenInTheSchema() {
        OpenAPI openApi = new OpenAPI().components(new Components().addSchemas("TokenRequest", new ObjectSchema()));

        new AuthWebConfiguration().tokenRequestRules().customise(openApi);

        Schema<?> schema = openApi.getComponents().getSchemas().get("TokenRequest");
        assertThat(schema.getIf().getRequired()).containsExactly("grant_type");
        assertThat(((Schema<?>) schema.getIf().getProperties().get("grant_type")).getConst())
                .isEqualTo("refresh_token");
        assertThat(schema.getThen().getRequired()).containsExactly("refresh_token");
    }

    @Test
    void controllersAreGivenTheRequestsCredential() {
        List<HandlerMethodArgumentResolver> resolvers = new ArrayList<>();

        new AuthWebConfiguration().addArgumentResolvers(resolvers);

        assertThat(resolvers).singleElement().isInstanceOf(CredentialArgumentResolver.class);
    }
}
