package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.Operation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.core.MethodParameter;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;

/** If-Match read into an IfMatch for the handlers that take one, and documented on their operations. */
class ConditionalRequestsTest {

    private final ConditionalRequests conditional = new ConditionalRequests();
    private final HandlerMethodArgumentResolver resolver = resolver();

    @SuppressWarnings("unused")
    static final class Handlers {
        void change(IfMatch ifMatch) {
        }

        void read(String id) {
        }
    }

    private HandlerMethodArgumentResolver resolver() {
        List<HandlerMethodArgumentResolver> resolvers = new ArrayList<>();
        conditional.addArgumentResolvers(resolvers);
        assertThat(resolvers).hasSize(1);
        return resolvers.getFirst();
    }

    private static Method method(String name) throws Exception {
        return Handlers.class.getDeclaredMethod(name, name.equals("change") ? IfMatch.class : String.class);
    }

    private IfMatch resolve(String... headers) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("PATCH", "/v1beta/lists/l1");
        for (String header : headers) {
            request.addHeader("If-Match", header);
        }
        return (IfMatch) resolver.resolveArgument(new MethodParameter(method("change"), 0), null,
                new ServletWebRequest(request), null);
    }

    @Test
    void onlyAnIfMatchParameterIsRead() throws Exception {
        assertThat(resolver.supportsParameter(new MethodParameter(method("change"), 0))).isTrue();
        assertThat(resolver.supportsParameter(new MethodParameter(method("read"), 0))).isFalse();
    }

    @Test
    void withoutTheHeaderAnyVersionIsAccepted() throws Exception {
        assertThat(resolve()).isEqualTo(IfMatch.ANY);
    }

    @Test
    void theHeaderNamesTheVersionsAccepted() throws Exception {
        IfMatch ifMatch = resolve("\"3\"");
        assertThat(ifMatch.accepts(3)).isTrue();
        assertThat(ifMatch.accepts(4)).isFalse();
    }

    @Test
    void severalHeadersAreOneListOfTags() throws Exception {
        IfMatch ifMatch = resolve("\"3\"", "\"5\"");
        assertThat(ifMatch.accepts(3)).isTrue();
        assertThat(ifMatch.accepts(5)).isTrue();
        assertThat(ifMatch.accepts(4)).isFalse();
    }

    @Test
    void aConditionalOperationDocumentsTheHeader() throws Exception {
        Operation conditionalChange = conditional.ifMatchHeader().customize(new Operation(),
                new HandlerMethod(new Handlers(), method("change")));
        assertThat(conditionalChange.getParameters()).singleElement().satisfies(p -> {
            assertThat(p.getName()).isEqualTo("If-Match");
            assertThat(p.getIn()).isEqualTo("header");
            assertThat(p.getRequired()).isFalse();
            assertThat(p.getDescription()).contains("412 precondition_failed");
        });
        Operation read = conditional.ifMatchHeader().customize(new Operation(),
                new HandlerMethod(new Handlers(), method("read")));
        assertThat(read.getParameters()).isNull();
    }
}
