package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.support.StaticApplicationContext;
import org.springframework.http.HttpMethod;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExecutionChain;

/**
 * A path belongs to the most specific route that matches it: {@code /v1beta/recipes/import} is the import's, never
 * a recipe's id, whatever the method. The handler mapping is given one controller, in a bare bean registry.
 */
class RouteOwnershipTest {

    @RestController
    static class Recipes {
        @GetMapping("/v1beta/recipes/{id}")
        String recipe(@PathVariable String id) {
            return id;
        }

        @DeleteMapping("/v1beta/recipes/{id}")
        void delete(@PathVariable String id) {
        }

        @PostMapping("/v1beta/recipes/import")
        String importRecipe() {
            return "imported";
        }

        @PostMapping("/v1beta/lists")
        String createList() {
            return "created";
        }
    }

    private final RouteOwnership.OwnedRoutes routes = new RouteOwnership.OwnedRoutes();

    @BeforeEach
    void detectTheController() {
        StaticApplicationContext beans = new StaticApplicationContext();
        beans.registerSingleton("recipes", Recipes.class);
        beans.refresh();
        routes.setApplicationContext(beans);
        routes.afterPropertiesSet();
    }

    private String handlerOf(String method, String path) throws Exception {
        HandlerExecutionChain chain = routes.getHandler(new MockHttpServletRequest(method, path));
        return chain == null ? null : ((HandlerMethod) chain.getHandler()).getMethod().getName();
    }

    private HttpRequestMethodNotSupportedException refusal(String method, String path) {
        try {
            routes.getHandler(new MockHttpServletRequest(method, path));
        } catch (HttpRequestMethodNotSupportedException e) {
            return e;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        throw new AssertionError(method + " " + path + " was not refused");
    }

    @Test
    void theMostSpecificRouteAnswersItsPath() throws Exception {
        assertThat(handlerOf("POST", "/v1beta/recipes/import")).isEqualTo("importRecipe");
        assertThat(handlerOf("GET", "/v1beta/recipes/rcp_1")).isEqualTo("recipe");
        assertThat(handlerOf("DELETE", "/v1beta/recipes/rcp_1")).isEqualTo("delete");
        assertThat(handlerOf("POST", "/v1beta/lists")).isEqualTo("createList");
    }

    @Test
    void aPathAMoreSpecificRouteOwnsIsNotReadAsAnId() {
        HttpRequestMethodNotSupportedException refused = refusal("GET", "/v1beta/recipes/import");
        assertThat(refused.getMethod()).isEqualTo("GET");
        assertThat(refused.getSupportedHttpMethods()).containsExactly(HttpMethod.POST, HttpMethod.OPTIONS);
        assertThat(refusal("DELETE", "/v1beta/recipes/import").getSupportedHttpMethods())
                .containsExactly(HttpMethod.POST, HttpMethod.OPTIONS);
    }

    @Test
    void allowListsHeadWhereverGetIsAndOptions() {
        assertThat(refusal("PUT", "/v1beta/recipes/rcp_1").getSupportedHttpMethods())
                .containsExactlyInAnyOrder(HttpMethod.GET, HttpMethod.DELETE, HttpMethod.HEAD, HttpMethod.OPTIONS);
        assertThat(refusal("GET", "/v1beta/lists").getSupportedHttpMethods())
                .containsExactly(HttpMethod.POST, HttpMethod.OPTIONS);
    }

    @Test
    void aPathNoRouteMatchesHasNoHandler() throws Exception {
        assertThat(handlerOf("GET", "/v1beta/nothing")).isNull();
    }

    @Test
    void optionsIsAnsweredFromTheOwnersOnly() throws Exception {
        HandlerExecutionChain options = routes.getHandler(new MockHttpServletRequest("OPTIONS",
                "/v1beta/recipes/import"));
        assertThat(options).isNotNull();
        Object handler = ((HandlerMethod) options.getHandler()).getBean();
        java.lang.reflect.Method handle = handler.getClass().getDeclaredMethod("handle");
        handle.setAccessible(true);
        org.springframework.http.HttpHeaders allow = (org.springframework.http.HttpHeaders) handle.invoke(handler);
        assertThat(allow.getAllow()).contains(HttpMethod.POST, HttpMethod.OPTIONS).doesNotContain(HttpMethod.GET,
                HttpMethod.DELETE);
    }

    @Test
    void theRegistrationHandsSpringTheOwnedRoutes() {
        assertThat(new RouteOwnership().mostSpecificRouteOwnsThePath().getRequestMappingHandlerMapping())
                .isInstanceOf(RouteOwnership.OwnedRoutes.class);
        assertThatThrownBy(() -> refusal("GET", "/v1beta/recipes/rcp_1")).isInstanceOf(AssertionError.class);
    }
}
