package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.util.List;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

/** The 1 MiB bound on bodies: from Content-Length at once, and while reading a chunked body. */
class BodyLimitFilterTest {

    private static final int MAX = (int) BodyLimitFilter.MAX_BODY_BYTES;

    private final JsonMapper json = JsonMapper.builder().build();
    private final BodyLimitFilter filter = new BodyLimitFilter(new Problems(json, List.of()));
    private final MockHttpServletResponse response = new MockHttpServletResponse();
    private final MockFilterChain chain = new MockFilterChain();

    /** A chunked request: a body of {@code size} bytes and no Content-Length. */
    private static MockHttpServletRequest chunked(int size) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists") {
            @Override
            public long getContentLengthLong() {
                return -1;
            }
        };
        request.setContent(new byte[size]);
        return request;
    }

    private HttpServletRequest passedOn(MockHttpServletRequest request) throws Exception {
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest()).isNotNull();
        return (HttpServletRequest) chain.getRequest();
    }

    @Test
    void theBoundIsOneMebibyte() {
        assertThat(BodyLimitFilter.MAX_BODY_BYTES).isEqualTo(1_048_576L);
    }

    @Test
    void aContentLengthOverTheBoundIsRefusedBeforeReading() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists");
        request.setContent(new byte[MAX + 1]);
        filter.doFilter(request, response, chain);
        assertThat(chain.getRequest()).isNull();
        assertThat(response.getStatus()).isEqualTo(413);
        assertThat(response.getHeader("Connection")).isEqualTo("close");
        assertThat(json.readTree(response.getContentAsString()).findValue("code").asString())
                .isEqualTo(ProblemCode.BODY_TOO_LARGE.code());
    }

    @Test
    void aBodyOfExactlyTheBoundIsRead() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists");
        request.setContent(new byte[MAX]);
        HttpServletRequest seen = passedOn(request);
        assertThat(seen.getInputStream().readAllBytes()).hasSize(MAX);
        assertThat(response.getHeader("Connection")).isNull();
    }

    @Test
    void aChunkedBodyOfExactlyTheBoundIsRead() throws Exception {
        HttpServletRequest seen = passedOn(chunked(MAX));
        ServletInputStream in = seen.getInputStream();
        assertThat(in.readAllBytes()).hasSize(MAX);
        assertThat(in.read()).isEqualTo(-1);
        assertThat(in.read(new byte[10], 0, 10)).isEqualTo(-1);
        assertThat(in.isFinished()).isTrue();
    }

    @Test
    void aChunkedBodyPastTheBoundFailsWhileBeingRead() throws Exception {
        ServletInputStream in = passedOn(chunked(MAX + 1)).getInputStream();
        assertThat(in.readNBytes(MAX)).hasSize(MAX);
        assertThatThrownBy(in::read).isInstanceOf(BodyTooLarge.class);
    }

    @Test
    void aChunkedBodyPastTheBoundFailsWhenReadInBlocks() throws Exception {
        ServletInputStream in = passedOn(chunked(MAX + 100)).getInputStream();
        byte[] buffer = new byte[MAX];
        int total = 0;
        while (total < MAX) {
            total += in.read(buffer, 0, MAX - total);
        }
        assertThatThrownBy(() -> in.read(buffer, 0, 10)).isInstanceOf(BodyTooLarge.class);
    }

    @Test
    void readingByteByByteCountsEveryByte() throws Exception {
        ServletInputStream in = passedOn(chunked(MAX + 1)).getInputStream();
        for (int i = 0; i < MAX; i++) {
            assertThat(in.read()).isZero();
        }
        assertThatThrownBy(in::read).isInstanceOf(BodyTooLarge.class);
    }

    @Test
    void theCountHoldsAcrossCallsForTheStream() throws Exception {
        HttpServletRequest seen = passedOn(chunked(MAX + 1));
        assertThat(seen.getInputStream().readNBytes(MAX)).hasSize(MAX);
        assertThat(seen.getInputStream()).isSameAs(seen.getInputStream());
        assertThatThrownBy(() -> seen.getInputStream().read()).isInstanceOf(BodyTooLarge.class);
    }

    @Test
    void theStreamReportsTheUnderlyingStreamsState() throws Exception {
        ServletInputStream underlying = new ServletInputStream() {
            ReadListener listener;

            @Override
            public boolean isFinished() {
                return false;
            }

            @Override
            public boolean isReady() {
                return listener != null;
            }

            @Override
            public void setReadListener(ReadListener readListener) {
                listener = readListener;
            }

            @Override
            public int read() throws IOException {
                return -1;
            }
        };
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists") {
            @Override
            public ServletInputStream getInputStream() {
                return underlying;
            }
        };
        ServletInputStream in = passedOn(request).getInputStream();
        assertThat(in.isFinished()).isFalse();
        assertThat(in.isReady()).isFalse();
        in.setReadListener(new ReadListener() {
            @Override
            public void onDataAvailable() {
            }

            @Override
            public void onAllDataRead() {
            }

            @Override
            public void onError(Throwable t) {
            }
        });
        assertThat(in.isReady()).isTrue();
    }
}
