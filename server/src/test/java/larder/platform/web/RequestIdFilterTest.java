package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.DispatcherType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.MDC;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** X-Request-Id: the client's when it is a plain token of at most 128 characters, a new one otherwise. */
class RequestIdFilterTest {

    private final RequestIdFilter filter = new RequestIdFilter();
    private final MockHttpServletResponse response = new MockHttpServletResponse();
    private final List<String> loggedAs = new ArrayList<>();

    private String idFor(String presented) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/v1beta/lists");
        if (presented != null) {
            request.addHeader(RequestIdFilter.HEADER, presented);
        }
        filter.doFilter(request, response, (rq, rs) -> loggedAs.add(MDC.get("request_id")));
        return response.getHeader(RequestIdFilter.HEADER);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc-123", "A.b_c:d-9", "x"})
    void aPlainTokenFromTheClientIsKept(String presented) throws Exception {
        assertThat(idFor(presented)).isEqualTo(presented);
        assertThat(loggedAs).containsExactly(presented);
    }

    @Test
    void anIdOf128CharactersIsKeptAndOneOf129Replaced() throws Exception {
        assertThat(idFor("a".repeat(128))).isEqualTo("a".repeat(128));
        assertThat(idFor("a".repeat(129))).startsWith("req_").hasSizeLessThan(129);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "two words", "line\nbreak", "quote\"", "é"})
    void anIdThatCouldForgeALogLineIsReplaced(String presented) throws Exception {
        String id = idFor(presented);
        assertThat(id).startsWith("req_").isNotEqualTo(presented);
        assertThat(loggedAs).containsExactly(id);
    }

    @Test
    void withoutAnIdANewOneIsMadeForEveryRequest() throws Exception {
        String first = idFor(null);
        String second = idFor(null);
        assertThat(first).startsWith("req_");
        assertThat(second).startsWith("req_").isNotEqualTo(first);
    }

    @Test
    void theIdLeavesTheLogContextWithTheRequestEvenWhenItFails() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/v1beta/lists");
        request.addHeader(RequestIdFilter.HEADER, "abc");
        try {
            filter.doFilter(request, response, (rq, rs) -> {
                throw new IllegalStateException("bug");
            });
        } catch (IllegalStateException expected) {
            // what matters is what is left behind
        }
        assertThat(MDC.get("request_id")).isNull();
    }

    @Test
    void anErrorDispatchCarriesTheIdToo() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/error");
        request.setDispatcherType(DispatcherType.ERROR);
        request.addHeader(RequestIdFilter.HEADER, "abc");
        filter.doFilter(request, response, (rq, rs) -> loggedAs.add(MDC.get("request_id")));
        assertThat(response.getHeader(RequestIdFilter.HEADER)).isEqualTo("abc");
        assertThat(loggedAs).containsExactly("abc");
    }
}
