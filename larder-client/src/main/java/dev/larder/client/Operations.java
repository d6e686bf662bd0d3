package dev.larder.client;

import dev.larder.client.model.Health;
import tools.jackson.databind.JsonNode;

/** Health, metrics and the API's own documents (contract section 12); no credential needed. */
public final class Operations extends Resource {

    Operations(Transport transport) {
        super(transport, Credentials.none());
    }

    /** Liveness. */
    @ApiOperation(method = "GET", path = "/health/live")
    public Health live() {
        return call(httpGet("/health/live"), Health.class);
    }

    /** Readiness (checks the database); a server that is not ready answers 503, thrown as {@link LarderException}. */
    @ApiOperation(method = "GET", path = "/health/ready")
    public Health ready() {
        return call(httpGet("/health/ready"), Health.class);
    }

    /** Prometheus text. */
    @ApiOperation(method = "GET", path = "/metrics")
    public String metrics() {
        return call(httpGet("/metrics").accept("text/plain"), String.class);
    }

    /** The OpenAPI 3.1 document. */
    @ApiOperation(method = "GET", path = "/v1beta/openapi.json")
    public JsonNode openApiDocument() {
        return call(httpGet("/v1beta/openapi.json"), JsonNode.class);
    }

    /** The interactive reference page (HTML). */
    @ApiOperation(method = "GET", path = "/docs")
    public String docs() {
        return call(httpGet("/docs").accept("text/html"), String.class);
    }
}
