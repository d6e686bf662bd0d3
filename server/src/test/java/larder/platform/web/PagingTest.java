package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import larder.platform.Cursor;
import larder.platform.PageRequest;
import larder.platform.problem.InvalidRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.core.MethodParameter;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;

/** ?limit=&after= read into a PageRequest for the handlers that take one, and documented on their operations. */
class PagingTest {

    private final Paging paging = new Paging();
    private final HandlerMethodArgumentResolver resolver = resolver();

    @SuppressWarnings("unused")
    static final class Handlers {
        void page(PageRequest page) {
        }

        void pageOfPairs(@PageRequest.CursorKeys(2) PageRequest page) {
        }

        void one(String id) {
        }
    }

    private HandlerMethodArgumentResolver resolver() {
        List<HandlerMethodArgumentResolver> resolvers = new ArrayList<>();
        paging.addArgumentResolvers(resolvers);
        assertThat(resolvers).hasSize(1);
        return resolvers.getFirst();
    }

    private static Method method(String name) {
        for (Method m : Handlers.class.getDeclaredMethods()) {
            if (m.getName().equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException(name);
    }

    private static MethodParameter parameter(String method) {
        return new MethodParameter(method(method), 0);
    }

    private PageRequest resolve(String method, String limit, String after) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/v1beta/lists");
        if (limit != null) {
            request.addParameter("limit", limit);
        }
        if (after != null) {
            request.addParameter("after", after);
        }
        return (PageRequest) resolver.resolveArgument(parameter(method), null, new ServletWebRequest(request), null);
    }

    @Test
    void onlyAPageRequestParameterIsRead() {
        assertThat(resolver.supportsParameter(parameter("page"))).isTrue();
        assertThat(resolver.supportsParameter(parameter("one"))).isFalse();
    }

    @Test
    void withoutParametersThePageIsTheFirstOfTheDefaultSize() throws Exception {
        PageRequest page = resolve("page", null, null);
        assertThat(page.limit()).isEqualTo(PageRequest.DEFAULT_LIMIT);
        assertThat(page.after()).isEmpty();
        assertThat(resolve("page", "", "").limit()).isEqualTo(PageRequest.DEFAULT_LIMIT);
    }

    @Test
    void theLimitAndCursorAreRead() throws Exception {
        String after = Cursor.of("2026-11-25T10:00:00Z").encode();
        PageRequest page = resolve("page", "7", after);
        assertThat(page.limit()).isEqualTo(7);
        assertThat(page.after()).isPresent();
    }

    @Test
    void theCursorKeysOfTheListingAreThoseItsCursorsCarry() throws Exception {
        String pair = Cursor.of("2026-11-25T10:00:00Z", "lst_1").encode();
        assertThat(resolve("pageOfPairs", null, pair).after()).isPresent();
        assertThatThrownBy(() -> resolve("page", null, pair)).isInstanceOf(InvalidRequest.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ten", "+1", "0x10", "1.0", " 1", "99999999999"})
    void aLimitThatIsNotAWholeDecimalNumberIsAWrongType(String limit) {
        assertThatThrownBy(() -> resolve("page", limit, null))
                .isInstanceOfSatisfying(MethodArgumentTypeMismatchException.class, e -> {
                    assertThat(e.getName()).isEqualTo("limit");
                    assertThat(e.getValue()).isEqualTo(limit);
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "101"})
    void aLimitOutOfRangeIsRefused(String limit) {
        assertThatThrownBy(() -> resolve("page", limit, null)).isInstanceOf(InvalidRequest.class);
    }

    @Test
    void aPagedOperationDocumentsLimitAndAfter() throws Exception {
        Operation paged = paging.pagingParameters().customize(new Operation(),
                new HandlerMethod(new Handlers(), method("page")));
        assertThat(paged.getParameters()).extracting(Parameter::getName).containsExactly("limit", "after");
        assertThat(paged.getParameters()).allSatisfy(p -> {
            assertThat(p.getIn()).isEqualTo("query");
            assertThat(p.getRequired()).isFalse();
        });
        Operation single = paging.pagingParameters().customize(new Operation(),
                new HandlerMethod(new Handlers(), method("one")));
        assertThat(single.getParameters()).isNull();
    }
}
