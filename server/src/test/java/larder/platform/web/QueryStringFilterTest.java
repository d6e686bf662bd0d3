package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServletRequestWrapper;
import java.util.List;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Query strings are decoded strictly, once, before any route reads a parameter. */
class QueryStringFilterTest {

    private final JsonMapper json = JsonMapper.builder().build();
    private final QueryStringFilter filter = new QueryStringFilter(new Problems(json, List.of()));
    private final MockHttpServletResponse response = new MockHttpServletResponse();
    private final MockFilterChain chain = new MockFilterChain();

    private MockHttpServletRequest withQuery(String query) {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/health/live");
        request.setQueryString(query);
        return request;
    }

    @ParameterizedTest
    @ValueSource(strings = {"limit=10&after=abc", "q=caf%C3%A9", "flag", ""})
    void aWellFormedQueryGoesOn(String query) throws Exception {
        MockHttpServletRequest request = withQuery(query);
        filter.doFilter(request, response, chain);
        assertThat(((HttpServletRequestWrapper) chain.getRequest()).getRequest()).isSameAs(request);
        assertThat(response.getStatus()).isEqualTo(200);
    }

    @Test
    void noQueryGoesOnWithoutParameters() throws Exception {
        MockHttpServletRequest request = withQuery(null);
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest().getParameterMap()).isEmpty();
    }

    @Test
    void parametersAreTheQuerysAsDecodedHereNotTheBodys() throws Exception {
        MockHttpServletRequest request = withQuery("q=caf%C3%A9&q=2&flag");
        // A container reads a form body into its parameters too; the routes see the query's alone.
        request.addParameter("from_body", "x");
        filter.doFilter(request, response, chain);
        var passed = chain.getRequest();
        assertThat(passed.getParameter("q")).isEqualTo("café");
        assertThat(passed.getParameterValues("q")).containsExactly("café", "2");
        assertThat(passed.getParameter("flag")).isEmpty();
        assertThat(passed.getParameter("from_body")).isNull();
        assertThat(java.util.Collections.list(passed.getParameterNames())).containsExactly("q", "flag");
    }

    @ParameterizedTest
    @ValueSource(strings = {"q=%zz", "q=%C3", "q=a%00b"})
    void aBadlyEncodedParameterIsRefusedByName(String query) throws Exception {
        filter.doFilter(withQuery(query), response, chain);
        assertThat(chain.getRequest()).isNull();
        assertThat(response.getStatus()).isEqualTo(400);
        JsonNode body = json.readTree(response.getContentAsString());
        assertThat(body.findValue("code").asString()).isEqualTo("request.invalid");
        assertThat(body.findValue("errors").get(0).get("pointer").asString()).isEqualTo("q");
    }

    @ParameterizedTest
    @ValueSource(strings = {"=x", "=", "limit=5&=x"})
    void aParameterWithoutANameIsRefused(String query) throws Exception {
        filter.doFilter(withQuery(query), response, chain);
        assertThat(chain.getRequest()).isNull();
        assertThat(response.getStatus()).isEqualTo(400);
        JsonNode body = json.readTree(response.getContentAsString());
        assertThat(body.findValue("code").asString()).isEqualTo("request.invalid");
        assertThat(body.findValue("errors").get(0).get("pointer").asString()).isEqualTo("query");
    }
}
