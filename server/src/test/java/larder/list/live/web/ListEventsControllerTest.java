package larder.list.live.web;

import static larder.list.live.LiveFixture.ALICE;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import larder.list.live.LiveFixture;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/** The events endpoint: it opens a stream from the resume point the request gives, and serves it. */
class ListEventsControllerTest {

    private final LiveFixture live = new LiveFixture();
    private final ListEventsController controller = new ListEventsController(live.feed);

    @Test
    void servesTheChangesAfterLastEventIdRatherThanAfterVersion() throws IOException {
        String id = live.list();
        live.change(id, "apples");
        live.change(id, "bread");
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setAsyncSupported(true);
        MockHttpServletResponse response = new MockHttpServletResponse();

        controller.events(ALICE, id, "2", "1", request, response);

        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(response.getContentAsString()).startsWith("id: 3\n").doesNotContain("id: 2\n");
        assertThat(request.isAsyncStarted()).isTrue();
        assertThat(live.feed.openStreams()).isEqualTo(1);
    }
}
