package larder.list.live.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import larder.auth.Credential;
import larder.list.live.ListFeed;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A list's changes as a live stream (docs/api.md §7.1); {@link ListFeed} serves it. */
@RestController
@Tag(name = "Lists")
class ListEventsController {

    static final String LAST_EVENT_ID = "Last-Event-ID";

    private final ListFeed feed;

    ListEventsController(ListFeed feed) {
        this.feed = feed;
    }

    @GetMapping(path = "/v1beta/lists/{id}/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(operationId = "streamListEvents",
            summary = "Follow a list's changes live (Server-Sent Events)", description = "Answers "
            + "text/event-stream to a request that accepts it (Accept: text/event-stream or */*; any other Accept gets "
            + "406, as everywhere). Each change of the list is one event: id is its version, event its type, data the "
            + "change as JSON, exactly as GET /v1beta/lists/{id}/changes answers it. The stream starts after the "
            + "version in Last-Event-ID, else after after_version, else after the list's version when it opens, and "
            + "sends every later version once, in order, with no gap, changes that land while it opens included. A "
            + "comment line comes at least every 25 s. The stream closes after list.deleted, when the caller loses "
            + "access to the list (removed, left, token revoked or user erased) and when the access token expires; "
            + "the client then reconnects with a fresh token and Last-Event-ID. 404 for a list the caller may not "
            + "read and 410 list.changes_expired for a resume point past the kept history are answered as problem "
            + "documents before the stream starts. Browsers read it with fetch and the Authorization header.",
            responses = {
                    @ApiResponse(responseCode = "200", description = "The event stream, until it closes",
                            content = @Content(mediaType = MediaType.TEXT_EVENT_STREAM_VALUE,
                                    schema = @Schema(type = "string", description = "id: <version>\\nevent: "
                                            + "<type>\\ndata: <the change as JSON>\\n\\n, and comment lines"))),
                    @ApiResponse(responseCode = "410", description = "The resume point is older than the kept "
                            + "history (list.changes_expired): read the list whole, then stream after its version",
                            content = @Content(mediaType = MediaType.APPLICATION_PROBLEM_JSON_VALUE))})
    void events(Credential credential, @PathVariable String id,
                @Parameter(in = ParameterIn.HEADER, name = LAST_EVENT_ID, description = "The id of the last event "
                        + "received: the stream resumes after that version. Wins over after_version.",
                        schema = @Schema(type = "string", pattern = "^[0-9]{1,19}$"))
                @RequestHeader(name = LAST_EVENT_ID, required = false) String lastEventId,
                @Parameter(name = "after_version", description = "Resume after this version (a first connection "
                        + "that knows the list's version from reading it)",
                        schema = @Schema(type = "integer", format = "int64", minimum = "0"))
                @RequestParam(name = "after_version", required = false) String afterVersion,
                HttpServletRequest request, HttpServletResponse response) throws IOException {
        feed.stream(credential, id, lastEventId, afterVersion, request, response);
    }
}
