package larder.platform.web;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.jackson.ModelResolver;
import io.swagger.v3.core.util.Json31;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.info.License;
import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import larder.platform.PageRequest;
import larder.platform.ProblemCode;
import larder.platform.Problems;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.customizers.PropertyCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The shared parts of the OpenAPI document: the problem schema and the errors every operation can answer, the
 * two credentials, paging parameters, response headers, and the operational routes that are not controllers.
 * Operations describe their own success answers with annotations.
 */
@Configuration(proxyBeanMethods = false)
class OpenApiConfiguration {

    static final String PROBLEM = "Problem";
    static final String BEARER = "bearer";
    static final String ADMIN = "adminKey";
    private static final String PROBLEM_REF = "#/components/schemas/" + PROBLEM;

    /**
     * swagger-core introspects types with its own Jackson 2 mapper, which does not know that the API's JSON is
     * snake_case (springdoc issue 3175); this resolver tells it.
     */
    @Bean
    ModelResolver snakeCaseModelResolver() {
        ModelResolver resolver = new ModelResolver(Json31.mapper().copy()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE));
        ModelConverters.getInstance(true).addConverter(resolver);
        return resolver;
    }

    /**
     * Properties marked {@code @Nullable}, as "Schema.property". swagger-core writes {@code @Nullable} on a property
     * of a simple type, but drops it on one that refers to another schema; this remembers every one of them, and
     * {@link JsonSchemas} writes them as 3.1 type arrays or {@code anyOf [ref, null]}.
     */
    private final Set<String> nullableProperties = ConcurrentHashMap.newKeySet();

    @Bean
    PropertyCustomizer nullableProperties() {
        return (schema, type) -> {
            if (type.getParent() != null && type.getParent().getName() != null && type.getCtxAnnotations() != null
                    && Arrays.stream(type.getCtxAnnotations())
                    .anyMatch(a -> a.annotationType().getSimpleName().equals("Nullable"))) {
                nullableProperties.add(type.getParent().getName() + "." + type.getPropertyName());
            }
            return schema;
        };
    }

    @Bean
    OpenApiCustomizer larderOpenApi() {
        return openApi -> {
            openApi.info(new Info().title("Larder API").version("v1beta")
                    .description("Recipes, shopping lists, carts and checkout for shoppable-recipe apps. Errors are "
                            + "RFC 9457 problem documents with a stable `code`, except on the token endpoint, which "
                            + "answers RFC 6749 §5.2 errors. Times are RFC 3339 UTC; ids are opaque strings.")
                    .license(new License().name("Apache-2.0").identifier("Apache-2.0")));
            // Relative: the document describes whichever server serves it.
            openApi.setServers(List.of(new io.swagger.v3.oas.models.servers.Server().url("/")));
            Components components = openApi.getComponents() == null ? new Components() : openApi.getComponents();
            openApi.components(components);
            components.addSchemas(PROBLEM, problemSchema());
            components.addSecuritySchemes(BEARER, new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")
                    .description("A user access token from the token endpoint, or a management token (lmt_…). "
                            + "The word Bearer is required."));
            components.addSecuritySchemes(ADMIN, new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")
                    .description("The operator key (LARDER_ADMIN_KEY). Without it set, /admin routes answer 404."));
            if (openApi.getPaths() != null) {
                openApi.getPaths().forEach(this::decorate);
            }
            addOperationalRoutes(openApi);
            removeUnusedSchemas(openApi);
            JsonSchemas.normalise(openApi, nullableProperties);
        };
    }

    /** No authentication: an explicit empty requirement, which the spec reads as "anonymous allowed". */
    private static List<SecurityRequirement> anonymous() {
        return List.of(new SecurityRequirement());
    }

    /** Types springdoc met while scanning but that no operation uses (e.g. of hidden handler methods). */
    private static void removeUnusedSchemas(OpenAPI openApi) {
        Map<String, Schema> schemas = openApi.getComponents().getSchemas();
        if (schemas == null) {
            return;
        }
        boolean removed;
        do {
            String document = Json31.pretty(openApi);
            removed = schemas.keySet().removeIf(name -> !document.contains("\"#/components/schemas/" + name + "\""));
        } while (removed);
    }

    private void decorate(String path, PathItem item) {
        boolean tokenEndpoint = path.equals(Problems.TOKEN_ENDPOINT);
        boolean admin = path.startsWith("/admin/");
        for (Operation operation : item.readOperations()) {
            if (tokenEndpoint) {
                operation.setSecurity(anonymous());
            } else {
                operation.setSecurity(List.of(new SecurityRequirement().addList(admin ? ADMIN : BEARER)));
                ApiResponses responses = operation.getResponses();
                errors(admin).forEach((status, description) -> {
                    if (!responses.containsKey(status)) {
                        responses.addApiResponse(status, problem(description));
                    }
                });
                responses.addApiResponse("default", problem("Any other error, as a problem document."));
                if (!admin) {
                    responses.values().forEach(OpenApiConfiguration::rateLimitHeaders);
                }
            }
            operation.getResponses().values().forEach(r -> r.addHeaderObject("X-Request-Id", new Header()
                    .description("The request's id, as sent in X-Request-Id or generated; it appears in the logs.")
                    .schema(new StringSchema())));
            if (operation.getParameters() != null) {
                operation.getParameters().forEach(p -> {
                    if ("limit".equals(p.getName())) {
                        p.description("Page size, 1 to " + PageRequest.MAX_LIMIT + "; default "
                                + PageRequest.DEFAULT_LIMIT + ". Out of range: 400 request.invalid.");
                        p.schema(new IntegerSchema().minimum(java.math.BigDecimal.ONE)
                                ._default(PageRequest.DEFAULT_LIMIT)
                                .maximum(java.math.BigDecimal.valueOf(PageRequest.MAX_LIMIT)));
                    } else if ("after".equals(p.getName())) {
                        p.description("The paging.cursors.after of the previous page; opaque. An unreadable cursor "
                                + "gets 400 request.invalid.");
                    }
                });
            }
        }
    }

    private static Map<String, String> errors(boolean admin) {
        Map<String, String> errors = new LinkedHashMap<>();
        errors.put("400", "Malformed JSON (request.malformed_json), wrong JSON types or unreadable query parameters "
                + "(request.invalid).");
        errors.put("401", admin ? "No admin key (auth.token_required) or a wrong one (auth.token_invalid)."
                : "No credential (auth.token_required), a bad one (auth.token_invalid), or an expired access token "
                + "(auth.token_expired). Carries WWW-Authenticate: Bearer realm=\"larder\".");
        if (!admin) {
            errors.put("403", "A management token sent with an Origin header (auth.management_token_from_browser), "
                    + "an origin the app does not allow (auth.origin_not_allowed), or the wrong kind of credential "
                    + "for the operation (auth.forbidden).");
        }
        errors.put("404", "No such resource, or one the credential may not see (not_found).");
        errors.put("406", "The Accept header excludes JSON (request.not_acceptable).");
        errors.put("413", "The body is larger than 1 MiB (request.body_too_large).");
        errors.put("415", "The body is not application/json (request.unsupported_media_type).");
        errors.put("422", "Well-formed but invalid (request.invalid, with errors[] naming each field by JSON "
                + "Pointer), or over a per-request limit.");
        if (!admin) {
            errors.put("429", "Over the rate limit (rate_limited); Retry-After says when to try again.");
        }
        return errors;
    }

    private static ApiResponse problem(String description) {
        return new ApiResponse().description(description).content(new Content().addMediaType(
                "application/problem+json", new MediaType().schema(new Schema<>().$ref(PROBLEM_REF))));
    }

    private static void rateLimitHeaders(ApiResponse response) {
        response.addHeaderObject("RateLimit-Policy", new Header().schema(new StringSchema())
                .description("The quota, e.g. \"user\";q=100;w=2 (draft-ietf-httpapi-ratelimit-headers). Absent "
                        + "when rate limiting is off."));
        response.addHeaderObject("RateLimit", new Header().schema(new StringSchema())
                .description("What is left of the quota, e.g. \"user\";r=42;t=1."));
    }

    @SuppressWarnings("rawtypes")
    private static Schema problemSchema() {
        Schema<Object> fieldProblem = new ObjectSchema()
                .addProperty("pointer", new StringSchema().description("JSON Pointer into the body, or the name of "
                        + "a query parameter."))
                .addProperty("code", new StringSchema())
                .addProperty("message", new StringSchema());
        List<String> codes = Arrays.stream(ProblemCode.values()).map(ProblemCode::code).toList();
        return new ObjectSchema()
                .description("RFC 9457 problem details, with Larder's stable code.")
                .addProperty("type", new StringSchema().description("Absent, meaning about:blank."))
                .addProperty("title", new StringSchema())
                .addProperty("status", new IntegerSchema())
                .addProperty("detail", new StringSchema())
                .addProperty("instance", new StringSchema())
                .addProperty("code", new StringSchema()._enum(codes))
                .addProperty("errors", new ArraySchema().items(fieldProblem))
                .required(List.of("status", "code"));
    }

    /** Health, metrics and the documentation itself are routes too, though not controllers of ours. */
    private static void addOperationalRoutes(OpenAPI openApi) {
        ApiResponse notAcceptable = problem("The Accept header excludes every type this route serves "
                + "(request.not_acceptable).");
        Schema<Object> health = new ObjectSchema().addProperty("status", new StringSchema()._enum(List.of("UP",
                "DOWN", "OUT_OF_SERVICE", "UNKNOWN")));
        Content healthContent = new Content()
                .addMediaType("application/json", new MediaType().schema(health))
                .addMediaType("application/vnd.spring-boot.actuator.v3+json", new MediaType().schema(health));
        openApi.path("/health/live", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("healthLive").summary("Liveness: the process is up").security(anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable)
                        .addApiResponse("200", new ApiResponse().description("Alive").content(healthContent))
                        .addApiResponse("503", new ApiResponse().description("Not alive").content(healthContent)))));
        openApi.path("/health/ready", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("healthReady").summary("Readiness: the database answers").security(anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable)
                        .addApiResponse("200", new ApiResponse().description("Ready").content(healthContent))
                        .addApiResponse("503", new ApiResponse().description("Not ready").content(healthContent)))));
        openApi.path("/metrics", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("metrics").summary("Prometheus metrics").security(anonymous())
                .description("Request rate and latency histograms by route and status, tokens issued, and the "
                        + "JVM's own. Can be moved to a separate port with MANAGEMENT_SERVER_PORT.")
                .responses(new ApiResponses().addApiResponse("406", notAcceptable).addApiResponse("200", new ApiResponse().description("Prometheus text")
                        .content(new Content().addMediaType("text/plain", new MediaType().schema(new StringSchema()))
                                .addMediaType("application/openmetrics-text",
                                        new MediaType().schema(new StringSchema())))))));
        openApi.path("/v1beta/openapi.json", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("openApiDocument").summary("This document (OpenAPI 3.1)").security(anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable).addApiResponse("200", new ApiResponse().description("The document")
                        .content(new Content().addMediaType("application/json",
                                new MediaType().schema(new ObjectSchema())))))));
        openApi.path("/docs", new PathItem().get(new Operation().addTagsItem("Operations")
                .operationId("docs").summary("Interactive reference (served from the jar, works offline)")
                .security(anonymous())
                .responses(new ApiResponses().addApiResponse("406", notAcceptable).addApiResponse("200", new ApiResponse()
                        .description("The reference page").content(new Content().addMediaType("text/html",
                                new MediaType().schema(new StringSchema())))))));
    }
}
