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
import io.swagger.v3.oas.models.parameters.HeaderParameter;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import larder.platform.PageRequest;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import larder.platform.problem.Problems;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.customizers.PropertyCustomizer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;

/**
 * The shared parts of the OpenAPI document: the problem schema and the errors every operation can answer,
 * idempotency, paging parameters, response headers, and the operational routes that are not controllers.
 * Operations describe their own success answers with annotations; modules say who may call their routes and what
 * else they answer there ({@link ApiDescription}), and the codes of their problems ({@link ProblemCodes}).
 */
@Configuration(proxyBeanMethods = false)
class OpenApiConfiguration {

    static final String PROBLEM = "Problem";
    private static final String PROBLEM_REF = "#/components/schemas/" + PROBLEM;
    private static final String IDEMPOTENCY_KEY = "Idempotency-Key";
    private static final String IDEMPOTENT_REPLAYED = "Idempotent-Replayed";
    private static final String MERGE_PATCH = "application/merge-patch+json";
    /** A resource with a version is served with an ETag of it (docs/api.md §1, concurrency). */
    private static final String VERSION = "version";

    private final ObjectProvider<ApiDescription> descriptions;
    private final ObjectProvider<ProblemCodes> moduleCodes;
    private final Problems problems;

    OpenApiConfiguration(ObjectProvider<ApiDescription> descriptions, ObjectProvider<ProblemCodes> moduleCodes,
                         Problems problems) {
        this.descriptions = descriptions;
        this.moduleCodes = moduleCodes;
        this.problems = problems;
    }

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
                            + "answers RFC 6749 §5.2 errors. Times are RFC 3339 UTC; ids are opaque strings. "
                            + "Every member of an answer is present, null where the schema allows it. A method a "
                            + "path does not serve gets 405 request.invalid, and Allow (on 405 and on OPTIONS) "
                            + "lists the methods it serves, HEAD wherever GET is, and OPTIONS. A query value that "
                            + "should be a number but is not a decimal number gets 400 request.invalid; a number "
                            + "out of its range gets 422 request.invalid naming the parameter, except limit, which "
                            + "gets 400 as the contract says. In bodies, text members are stripped of surrounding "
                            + "white space before their length is checked, and a blank optional one counts as "
                            + "absent.\n\n"
                            + "Edge cases of requests, decided: a UTF-8 byte-order mark before a JSON body is ignored. "
                            + "A string holding NUL or a lone surrogate (\"\\ud800\"), neither of which PostgreSQL "
                            + "can store, is refused (400 request.invalid naming the member). Data after the JSON value "
                            + "({\"name\":\"x\"}{) is malformed JSON (400 request.malformed_json). A Content-Type "
                            + "that is a wildcard, cannot be parsed, or has a parameter without a value "
                            + "(application/json; charset) gets 415 on a request with a body and is ignored on one "
                            + "without. JSON is UTF-8: a JSON body labelled with another charset, or whose bytes are "
                            + "not UTF-8 (an overlong C0 AF), gets 400 request.malformed_json. A success is "
                            + "application/json even when Accept names only application/problem+json. Query strings "
                            + "are decoded strictly before any route: a '%' that does not start a two-digit hex "
                            + "escape, escaped bytes that are not UTF-8, NUL, a parameter without a name (?=x), or "
                            + "more than 1000 parameters get 400 request.invalid naming the parameter; a parameter "
                            + "without '=' has the empty value. Parameters are read from the query alone: a form "
                            + "body is taken by the token endpoint only, and gets 415 elsewhere. An Expect "
                            + "other than 100-continue gets 417, and a Transfer-Encoding the server does not "
                            + "implement 400, both request.invalid. A request line of another HTTP version "
                            + "(HTTP/1.2) gets 505 request.http_version_not_supported.")
                    .license(new License().name("Apache-2.0").identifier("Apache-2.0")));
            // Relative: the document describes whichever server serves it.
            openApi.setServers(List.of(new io.swagger.v3.oas.models.servers.Server().url("/")));
            Components components = openApi.getComponents() == null ? new Components() : openApi.getComponents();
            openApi.components(components);
            components.addSchemas(PROBLEM, problemSchema());
            descriptions.orderedStream().forEach(description -> description.addComponents(components));
            if (openApi.getPaths() != null) {
                openApi.getPaths().forEach((path, item) -> decorate(openApi, path, item));
                openApi.getPaths().values().forEach(item -> mergePatchSchemas(openApi, item));
            }
            OperationalRoutes.addTo(openApi);
            removeUnusedSchemas(openApi);
            JsonSchemas.normalise(openApi, nullableProperties);
        };
    }

    /** No authentication: an explicit empty requirement, which the spec reads as "anonymous allowed". */
    static List<SecurityRequirement> anonymous() {
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

    private void decorate(OpenAPI openApi, String path, PathItem item) {
        // A route whose module writes its errors in a format of its own describes them itself.
        boolean problemDocuments = problems.formatFor(path).isEmpty();
        item.readOperationsMap().forEach((method, operation) -> {
            ModuleAnswers answers = new ModuleAnswers();
            descriptions.orderedStream().forEach(module -> module.describe(path, method, operation, answers));
            if (problemDocuments) {
                ApiResponses responses = operation.getResponses();
                if (method == PathItem.HttpMethod.POST && withCredential(operation)) {
                    idempotent(operation);
                }
                if (hasParameter(operation, HttpHeaders.IF_MATCH)) {
                    responses.addApiResponse("412", problem("The If-Match is stale: the resource has changed "
                            + "since (precondition_failed). Nothing was written."));
                }
                answers.conflicts.forEach(conflict -> addConflict(responses, conflict));
                TreeMap<Integer, ApiResponse> errors = new TreeMap<>(answers.problems);
                errors().forEach((status, description) -> errors.putIfAbsent(status, problem(description)));
                errors.forEach((status, response) -> {
                    if (!responses.containsKey(String.valueOf(status))) {
                        responses.addApiResponse(String.valueOf(status), response);
                    }
                });
                responses.addApiResponse("default", problem("Any other error, as a problem document."));
                responses.get("503").addHeaderObject(HttpHeaders.RETRY_AFTER, new Header()
                        .schema(new IntegerSchema().minimum(java.math.BigDecimal.ONE))
                        .description("Seconds to wait before sending the request again."));
                ApiResponse rateLimited = responses.get("429");
                if (rateLimited != null) {
                    rateLimited.addHeaderObject(HttpHeaders.RETRY_AFTER, new Header()
                            .schema(new IntegerSchema().minimum(java.math.BigDecimal.ZERO))
                            .description("Seconds to wait before trying again."));
                    responses.values().forEach(OpenApiConfiguration::rateLimitHeaders);
                }
            }
            operation.getResponses().forEach((status, response) -> describeHeaders(openApi, status, response));
            if (operation.getParameters() != null) {
                operation.getParameters().forEach(p -> {
                    if ("limit".equals(p.getName())) {
                        p.description("Page size, 1 to " + PageRequest.MAX_LIMIT + "; default "
                                + PageRequest.DEFAULT_LIMIT + ". Out of range, or not a whole number: 400 "
                                + "request.invalid (the contract's exception to 422).");
                        p.schema(new IntegerSchema().minimum(java.math.BigDecimal.ONE)
                                ._default(PageRequest.DEFAULT_LIMIT)
                                .maximum(java.math.BigDecimal.valueOf(PageRequest.MAX_LIMIT)));
                    } else if ("after".equals(p.getName())) {
                        p.description("The paging.cursors.after of the previous page; opaque. An unreadable cursor "
                                + "gets 400 request.invalid.");
                    }
                });
            }
        });
    }

    /** Whether the operation takes a credential: its module named a security scheme for it. */
    private static boolean withCredential(Operation operation) {
        return operation.getSecurity() != null
                && operation.getSecurity().stream().anyMatch(requirement -> !requirement.isEmpty());
    }

    /** What the modules answer on one operation. */
    private static final class ModuleAnswers implements ApiDescription.Answers {
        private final Map<Integer, ApiResponse> problems = new TreeMap<>();
        private final List<String> conflicts = new ArrayList<>();

        @Override
        public ApiResponse problem(int status, String description) {
            ApiResponse response = OpenApiConfiguration.problem(description);
            problems.put(status, response);
            return response;
        }

        @Override
        public void conflict(String description) {
            conflicts.add(description);
        }
    }

    /**
     * A JSON merge patch (RFC 7396) leaves out what it does not change, so its body's schema is the resource's
     * input schema without {@code required}: {@code RecipeInput} becomes {@code RecipeInputPatch}.
     */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void mergePatchSchemas(OpenAPI openApi, PathItem item) {
        Operation patch = item.getPatch();
        if (patch == null || patch.getRequestBody() == null || patch.getRequestBody().getContent() == null
                || !patch.getRequestBody().getContent().containsKey(MERGE_PATCH)) {
            return;
        }
        for (MediaType media : patch.getRequestBody().getContent().values()) {
            String ref = media.getSchema() == null ? null : media.getSchema().get$ref();
            String name = ref == null ? null : ref.substring(ref.lastIndexOf('/') + 1);
            Schema input = name == null ? null : openApi.getComponents().getSchemas().get(name);
            if (input == null || input.getRequired() == null || input.getRequired().isEmpty()) {
                continue;
            }
            Schema merged = new Schema().types(input.getTypes()).properties(input.getProperties())
                    .description("A JSON merge patch of " + name + ": members left out are unchanged, and null "
                            + "clears a member that may be null.");
            openApi.getComponents().addSchemas(name + "Patch", merged);
            media.setSchema(new Schema().$ref("#/components/schemas/" + name + "Patch"));
        }
    }

    /** Every POST made with a credential honours Idempotency-Key (docs/api.md §1). */
    private static void idempotent(Operation operation) {
        if (!hasParameter(operation, IDEMPOTENCY_KEY)) {
            operation.addParametersItem(new HeaderParameter().name(IDEMPOTENCY_KEY).required(false)
                    .description("Makes a retry safe: the same key with the same request replays the first answer "
                            + "(Idempotent-Replayed: true) for 24 h; with a different request, 422 "
                            + "idempotency.key_reused; while the first is still running, 409 idempotency.in_progress. "
                            + "Not 1 to 255 characters: 400 request.invalid.")
                    .schema(new StringSchema().minLength(1).maxLength(255)));
        }
        addConflict(operation.getResponses(), "A request with the same Idempotency-Key is still running "
                + "(idempotency.in_progress); retry after Retry-After seconds. A key whose request died with its "
                + "server is free at once.");
        operation.getResponses().get("409").addHeaderObject(HttpHeaders.RETRY_AFTER, new Header()
                .schema(new IntegerSchema().minimum(java.math.BigDecimal.ONE))
                .description("Seconds to wait before retrying a request whose Idempotency-Key is in progress."));
        operation.getResponses().addApiResponse("422", problem(errors().get(422) + " The Idempotency-Key "
                + "was used before for a different request (idempotency.key_reused)."));
        operation.getResponses().forEach((status, response) -> {
            if (status.startsWith("2")) {
                response.addHeaderObject(IDEMPOTENT_REPLAYED, new Header().schema(new StringSchema()
                        ._enum(List.of("true"))).description("Present on a replayed answer."));
            }
        });
    }

    private static void addConflict(ApiResponses responses, String description) {
        ApiResponse conflict = responses.get("409");
        if (conflict == null) {
            responses.addApiResponse("409", problem(description));
        } else if (!conflict.getDescription().contains(description)) {
            conflict.setDescription(conflict.getDescription() + " " + description);
        }
    }

    private static boolean hasParameter(Operation operation, String name) {
        return operation.getParameters() != null
                && operation.getParameters().stream().anyMatch(p -> name.equalsIgnoreCase(p.getName()));
    }

    /**
     * Headers every answer carries, and those of created resources (Location) and of versioned ones (ETag, on
     * every answer that carries a resource with a version: a list or a cart).
     */
    private static void describeHeaders(OpenAPI openApi, String status, ApiResponse response) {
        response.addHeaderObject("X-Request-Id", new Header()
                .description("The request's id, as sent in X-Request-Id or generated; it appears in the logs.")
                .schema(new StringSchema()));
        if (status.equals("201") && (response.getHeaders() == null
                || !response.getHeaders().containsKey(HttpHeaders.LOCATION))) {
            response.addHeaderObject(HttpHeaders.LOCATION, new Header().schema(new StringSchema())
                    .description("The path of the created resource."));
        }
        if (status.startsWith("2") && response.getContent() != null && response.getContent().values().stream()
                .map(MediaType::getSchema).anyMatch(schema -> versioned(openApi, schema))) {
            response.addHeaderObject(HttpHeaders.ETAG, new Header().schema(new StringSchema())
                    .description("\"<version>\": send it as If-Match to change the resource only if it has "
                            + "not changed since."));
        }
    }

    /** Whether the schema is a reference to a resource that has a version. */
    @SuppressWarnings("rawtypes")
    private static boolean versioned(OpenAPI openApi, Schema schema) {
        if (schema == null || schema.get$ref() == null || openApi.getComponents().getSchemas() == null) {
            return false;
        }
        String ref = schema.get$ref();
        Schema resource = openApi.getComponents().getSchemas().get(ref.substring(ref.lastIndexOf('/') + 1));
        return resource != null && resource.getProperties() != null && resource.getProperties().containsKey(VERSION);
    }

    /** The problems every operation may answer; the modules add those of who may call it ({@link ApiDescription}). */
    private static Map<Integer, String> errors() {
        return Map.of(
                400, "Malformed JSON (request.malformed_json), or wrong JSON types, or a query parameter that cannot "
                        + "be read (not a decimal number where one is expected, a limit out of range, an unreadable "
                        + "cursor), or a malformed header (request.invalid).",
                404, "No such resource, or one the credential may not see (not_found).",
                406, "The Accept header excludes JSON (request.not_acceptable).",
                413, "The body is larger than 1 MiB (request.body_too_large).",
                415, "The body is not application/json (request.unsupported_media_type).",
                422, "Well-formed but invalid (request.invalid, with errors[] naming each body member by JSON "
                        + "Pointer and each query parameter by name), or over a per-request limit.",
                503, "Overloaded (no database connection became free within the pool's timeout, or the database gave "
                        + "up waiting for a lock held by other changes; nothing was saved) or shutting down "
                        + "(unavailable): send the same request again after Retry-After seconds.");
    }

    static ApiResponse problem(String description) {
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
    private Schema problemSchema() {
        Schema<Object> fieldProblem = new ObjectSchema()
                .addProperty("pointer", new StringSchema().description("JSON Pointer into the body, or the name of "
                        + "a query parameter."))
                .addProperty("code", new StringSchema())
                .addProperty("message", new StringSchema());
        List<String> codes = Stream.concat(ProblemCode.COMMON.stream(),
                moduleCodes.orderedStream().flatMap(module -> module.codes().stream())).map(ProblemCode::code).toList();
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
}
