package larder.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.web.ApiDescription;
import org.junit.jupiter.api.Test;

class OperatorApiDescriptionTest {

    private final OperatorApiDescription description = new OperatorApiDescription();
    private final Map<Integer, ApiResponse> problems = new LinkedHashMap<>();
    private final ApiDescription.Answers answers = new ApiDescription.Answers() {
        @Override
        public ApiResponse problem(int status, String text) {
            return problems.computeIfAbsent(status, s -> new ApiResponse().description(text));
        }

        @Override
        public void conflict(String text) {
            throw new AssertionError("no conflict is the operator's to describe");
        }
    };

    @Test
    void theOperatorKeyIsABearerScheme() {
        Components components = new Components();

        description.addComponents(components);

        SecurityScheme scheme = components.getSecuritySchemes().get("adminKey");
        assertThat(scheme.getType()).isEqualTo(SecurityScheme.Type.HTTP);
        assertThat(scheme.getScheme()).isEqualTo("bearer");
        assertThat(scheme.getDescription()).contains("LARDER_ADMIN_KEY");
    }

    @Test
    void anAdminRouteNeedsTheKeyAndMayAnswer401WithAChallenge() {
        Operation operation = new Operation();

        description.describe("/admin/v1/apps", PathItem.HttpMethod.GET, operation, answers);

        assertThat(operation.getSecurity()).containsExactly(new SecurityRequirement().addList("adminKey"));
        assertThat(problems).containsOnlyKeys(401);
        assertThat(problems.get(401).getDescription()).contains("auth.token_required").contains("auth.token_invalid");
        assertThat(problems.get(401).getHeaders()).containsOnlyKeys("WWW-Authenticate");
    }

    @Test
    void otherRoutesAreLeftToTheirModules() {
        Operation operation = new Operation();

        description.describe("/v1beta/lists", PathItem.HttpMethod.GET, operation, answers);

        assertThat(operation.getSecurity()).isNull();
        assertThat(problems).isEmpty();
    }
}
