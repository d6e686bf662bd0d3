package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Collections;
import java.util.List;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The Content-Type rules of docs/api.md §1, checked before anything else reads the header. */
class MediaTypeFilterTest {

    private final JsonMapper json = JsonMapper.builder().build();
    private final MediaTypeFilter filter = new MediaTypeFilter(new Problems(json, List.of()));
    private final MockHttpServletResponse response = new MockHttpServletResponse();
    private final MockFilterChain chain = new MockFilterChain();

    private static MockHttpServletRequest request(String method, String contentType, String body) {
        MockHttpServletRequest request = new MockHttpServletRequest(method, "/v1beta/lists");
        if (contentType != null) {
            request.addHeader("Content-Type", contentType);
        }
        if (body != null) {
            request.setContent(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return request;
    }

    private JsonNode refusal() throws Exception {
        assertThat(chain.getRequest()).as("the handler must not run").isNull();
        assertThat(response.getStatus()).isEqualTo(415);
        JsonNode body = json.readTree(response.getContentAsString());
        assertThat(body.findValue("code").asString()).isEqualTo(ProblemCode.UNSUPPORTED_MEDIA_TYPE.code());
        return body;
    }

    @Test
    void aRequestWithoutContentTypeGoesOnUntouched() throws Exception {
        MockHttpServletRequest request = request("POST", null, "{}");
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest()).isSameAs(request);
        assertThat(response.getStatus()).isEqualTo(200);
    }

    @Test
    void aJsonBodyGoesOnWithItsBytesCheckedAsTheyAreRead() throws Exception {
        MockHttpServletRequest request = request("POST", "application/json; charset=utf-8", "{\"a\":\"é\"}");
        filter.doFilter(request, response, chain);
        assertThat(unwrapped()).isSameAs(request);
        assertThat(chain.getRequest().getInputStream().readAllBytes()).isEqualTo(request.getContentAsByteArray());
    }

    private jakarta.servlet.ServletRequest unwrapped() {
        return ((jakarta.servlet.ServletRequestWrapper) chain.getRequest()).getRequest();
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json; charset", "application/json;charset=", "application/json; a=1; b",
            "application/json; charset=\"utf-8", "application/json; =utf-8"})
    void aParameterWithoutAValueIsRefused(String contentType) throws Exception {
        filter.doFilter(request("POST", contentType, "{}"), response, chain);
        refusal();
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json;", "application/json; charset=\"UTF-8\"", "application/json ; a=\"x;y\""})
    void wellFormedParametersGoOn(String contentType) throws Exception {
        filter.doFilter(request("POST", contentType, "{}"), response, chain);
        assertThat(chain.getRequest()).isNotNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json; charset=latin1", "application/json; charset=utf-16",
            "application/merge-patch+json; charset=iso-8859-1"})
    void aJsonBodyInAnotherCharsetIs400(String contentType) throws Exception {
        filter.doFilter(request("PATCH", contentType, "{}"), response, chain);
        assertThat(chain.getRequest()).isNull();
        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(json.readTree(response.getContentAsString()).findValue("code").asString())
                .isEqualTo("request.malformed_json");
    }

    @ParameterizedTest
    @ValueSource(strings = {"c0af", "c180", "e080af", "eda080", "f08080af", "f4908080", "f5808080", "ff", "80",
            "e282", "41c3"})
    void bytesThatAreNotUtf8FailAsTheyAreRead(String hex) throws Exception {
        MockHttpServletRequest request = request("POST", "application/json", null);
        request.setContent(java.util.HexFormat.of().parseHex(hex));
        filter.doFilter(request, response, chain);
        var in = chain.getRequest().getInputStream();
        org.assertj.core.api.Assertions.assertThatThrownBy(in::readAllBytes).isInstanceOf(BodyNotUtf8.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"41", "c3a9", "e282ac", "efbbbf", "f09f8d85", "f48fbfbf", "ed9fbf", "ee8080"})
    void utf8GoesThrough(String hex) throws Exception {
        MockHttpServletRequest request = request("POST", "application/json", null);
        request.setContent(java.util.HexFormat.of().parseHex(hex));
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest().getInputStream().readAllBytes()).isEqualTo(java.util.HexFormat.of()
                .parseHex(hex));
    }

    @ParameterizedTest
    @ValueSource(strings = {"*/*", "application/*", "not a media type", "application/"})
    void aBodyLabelledWithNoConcreteTypeIsRefused(String contentType) throws Exception {
        filter.doFilter(request("POST", contentType, "{}"), response, chain);
        assertThat(refusal().get("detail").asString())
                .isEqualTo("The body's Content-Type must name one concrete media type, application/json.");
    }

    @Test
    void aChunkedBodyWithAWildcardTypeIsRefused() throws Exception {
        MockHttpServletRequest request = request("POST", "*/*", null);
        request.addHeader("Transfer-Encoding", "chunked");
        filter.doFilter(request, response, chain);
        refusal();
    }

    @ParameterizedTest
    @ValueSource(strings = {"*/*", "application/*", "not a media type"})
    void withoutABodyAMeaninglessContentTypeIsHiddenFromTheHandler(String contentType) throws Exception {
        MockHttpServletRequest request = request("GET", contentType, null);
        request.addHeader("Accept", "application/json");
        filter.doFilter(request, response, chain);
        HttpServletRequest seen = (HttpServletRequest) chain.getRequest();
        assertThat(seen).isNotNull();
        assertThat(seen.getContentType()).isNull();
        assertThat(seen.getHeader("Content-Type")).isNull();
        assertThat(seen.getHeader("content-type")).isNull();
        assertThat(Collections.list(seen.getHeaders("CONTENT-TYPE"))).isEmpty();
        assertThat(Collections.list(seen.getHeaderNames())).containsExactly("Accept");
        assertThat(seen.getHeader("Accept")).isEqualTo("application/json");
        assertThat(Collections.list(seen.getHeaders("Accept"))).containsExactly("application/json");
    }

    @Test
    void anEmptyBodyCountsAsNoBody() throws Exception {
        MockHttpServletRequest request = request("POST", "*/*", "");
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest()).isNotNull();
        assertThat(((HttpServletRequest) chain.getRequest()).getContentType()).isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json-patch+json", "application/vnd.larder+json",
            "application/merge-patch+json"})
    void aPostWithAnotherJsonTypeIsRefused(String contentType) throws Exception {
        filter.doFilter(request("POST", contentType, "{}"), response, chain);
        assertThat(refusal().get("detail").asString()).isEqualTo("The body must be application/json.");
    }

    @Test
    void aPatchWithAnotherJsonTypeIsToldAboutMergePatch() throws Exception {
        filter.doFilter(request("PATCH", "application/json-patch+json", "[]"), response, chain);
        assertThat(refusal().get("detail").asString())
                .isEqualTo("The body must be application/json or application/merge-patch+json.");
    }

    @Test
    void aPatchMayBeAMergePatch() throws Exception {
        MockHttpServletRequest request = request("PATCH", "application/merge-patch+json", "{}");
        filter.doFilter(request, response, chain);
        assertThat(unwrapped()).isSameAs(request);
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json-patch+json", "text/plain; charset=ISO-8859-1", "application/json"})
    void aConcreteTypeWithoutABodyDescribesNothingAndIsHiddenFromTheHandler(String contentType) throws Exception {
        // A POST whose body is optional (a checkout) reads as one without a body, whatever an HTTP library labels it.
        MockHttpServletRequest request = request("POST", contentType, null);
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest()).isNotNull();
        assertThat(((HttpServletRequest) chain.getRequest()).getContentType()).isNull();
    }

    @Test
    void aNonJsonConcreteTypeIsLeftToTheHandler() throws Exception {
        MockHttpServletRequest request = request("POST", "text/plain", "hello");
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest()).isSameAs(request);
    }
}
