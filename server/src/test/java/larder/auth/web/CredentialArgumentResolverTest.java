package larder.auth.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.platform.problem.ProblemException;
import larder.platform.web.RequestValues;
import org.junit.jupiter.api.Test;
import org.springframework.core.MethodParameter;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.ServletWebRequest;

class CredentialArgumentResolverTest {

    private static final UserCredential USER = new UserCredential("usr_1", "app_1", "fam_1", Instant.MAX);
    private static final ManagementCredential SERVER = new ManagementCredential("app_1", "mtk_1");

    private final CredentialArgumentResolver resolver = new CredentialArgumentResolver();

    /** Handlers as controllers declare them. */
    @SuppressWarnings("unused")
    private static final class Handlers {
        void user(UserCredential credential) {
        }

        void server(ManagementCredential credential) {
        }

        void either(Credential credential) {
        }

        void other(String value) {
        }
    }

    private static MethodParameter parameter(String handler) {
        for (var method : Handlers.class.getDeclaredMethods()) {
            if (method.getName().equals(handler)) {
                return new MethodParameter(method, 0);
            }
        }
        throw new IllegalArgumentException(handler);
    }

    private Object resolve(String handler, Credential credential) {
        MockHttpServletRequest request = new MockHttpServletRequest();
        if (credential != null) {
            RequestValues.put(request, Credential.class, credential);
        }
        return resolver.resolveArgument(parameter(handler), null, new ServletWebRequest(request), null);
    }

    private static void assertRefused(Runnable call, String code, String detail) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(ProblemException.class, e -> {
            assertThat(e.code().code()).isEqualTo(code);
            assertThat(e.getMessage()).isEqualTo(detail);
        });
    }

    @Test
    void itGivesCredentialsOfAnyKind() {
        assertThat(resolver.supportsParameter(parameter("user"))).isTrue();
        assertThat(resolver.supportsParameter(parameter("server"))).isTrue();
        assertThat(resolver.supportsParameter(parameter("either"))).isTrue();
        assertThat(resolver.supportsParameter(parameter("other"))).isFalse();
    }

    @Test
    void aHandlerGetsTheKindItTakes() {
        assertThat(resolve("user", USER)).isSameAs(USER);
        assertThat(resolve("server", SERVER)).isSameAs(SERVER);
        assertThat(resolve("either", USER)).isSameAs(USER);
        assertThat(resolve("either", SERVER)).isSameAs(SERVER);
    }

    @Test
    void theOtherKindIsForbiddenAndToldWhichIsNeeded() {
        assertRefused(() -> resolve("user", SERVER), "auth.forbidden", "This operation needs a user access token.");
        assertRefused(() -> resolve("server", USER), "auth.forbidden", "This operation needs a management token.");
    }

    @Test
    void noCredentialAtAllIsRequired() {
        assertRefused(() -> resolve("either", null), "auth.token_required", "A bearer token is required.");
    }
}
