package larder.platform.web;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import java.util.List;

/** The operational routes in the OpenAPI document: health, metrics and the documentation itself. */
final class OperationalRoutes {

    private OperationalRoutes() {
    }

    /** Health, metrics and the documentation itself are routes too, though not controllers of ours. */
    static void addTo(OpenAPI openApi) {
        ApiResponse notAcceptable = OpenApiConfiguration.problem("The Accept header excludes every type this route serves "
                + "(request.not_acceptable).");
        Schema<Object> health = new ObjectSchema().addProperty("status", new StringSchema()._enum(List.of("UP",
                "DOWN", "OUT_OF_SERVICE", "UNKNOWN")));
        Content healthContent = new Content()
                .addMediaType("application/json", new MediaType().schema(health))
                .addMediaType("application/vnd.spring-boot.actuator.v3+json", new MediaType().schema(health));
        openApi.path("/health/live", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("getLiveness").summary("Liveness: the process is up").security(OpenApiConfiguration.anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable)
                        .addApiResponse("200", new ApiResponse().description("Alive").content(healthContent))
                        .addApiResponse("503", new ApiResponse().description("Not alive").content(healthContent)))));
        openApi.path("/health/ready", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("getReadiness").summary("Readiness: the database answers").security(OpenApiConfiguration.anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable)
                        .addApiResponse("200", new ApiResponse().description("Ready").content(healthContent))
                        .addApiResponse("503", new ApiResponse().description("Not ready").content(healthContent)))));
        openApi.path("/metrics", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("getMetrics").summary("Prometheus metrics").security(OpenApiConfiguration.anonymous())
                .description("Request rate and latency histograms by route and status, tokens issued, and the "
                        + "JVM's own. Can be moved to a separate port with MANAGEMENT_SERVER_PORT.")
                .responses(new ApiResponses().addApiResponse("406", notAcceptable)
                        .addApiResponse("200", new ApiResponse().description("Prometheus text")
                        .content(new Content().addMediaType("text/plain", new MediaType().schema(new StringSchema()))
                                .addMediaType("application/openmetrics-text",
                                        new MediaType().schema(new StringSchema())))))));
        openApi.path("/v1beta/openapi.json", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("getOpenApiDocument").summary("This document (OpenAPI 3.1)").security(OpenApiConfiguration.anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable)
                        .addApiResponse("200", new ApiResponse().description("The document")
                        .content(new Content().addMediaType("application/json",
                                new MediaType().schema(new ObjectSchema())))))));
        openApi.path("/docs", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("getApiReference").summary("Interactive reference (served from the jar, works offline)")
                .security(OpenApiConfiguration.anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable)
                        .addApiResponse("200", new ApiResponse()
                        .description("The reference page").content(new Content().addMediaType("text/html",
                                new MediaType().schema(new StringSchema())))))));
        for (String path : List.of("/health/live", "/health/ready", "/metrics", "/v1beta/openapi.json", "/docs")) {
            ApiResponses responses = openApi.getPaths().get(path).getGet().getResponses();
            responses.addApiResponse("400", OpenApiConfiguration.problem("A query string that cannot be decoded, or a request Tomcat "
                    + "cannot read (request.invalid)."));
            responses.addApiResponse("default", OpenApiConfiguration.problem("Any other error, as a problem document: for example 417 "
                    + "request.invalid for an Expect header other than 100-continue."));
        }
    }
}
