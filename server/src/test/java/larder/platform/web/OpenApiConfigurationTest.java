package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.Paths;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.HeaderParameter;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.parameters.QueryParameter;
import io.swagger.v3.oas.models.parameters.RequestBody;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import jakarta.annotation.Nullable;
import java.lang.annotation.Annotation;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import larder.platform.PageRequest;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import larder.platform.problem.ProblemFormat;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The shared parts of the OpenAPI document, added to a small hand-made one: errors every operation answers,
 * idempotency, headers, paging parameters, merge patches, the modules' own answers and the unused schemas removed.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
class OpenApiConfigurationTest {

    private static final String TOKEN_PATH = "/v1beta/auth/access_token";
    private static final ProblemCode LIST_FULL = new ProblemCode("list.full", HttpStatus.UNPROCESSABLE_CONTENT);

    /** The token endpoint writes its errors in a shape of its own. */
    private final ProblemFormat oauth = new ProblemFormat() {
        @Override
        public boolean appliesTo(String path) {
            return path.equals(TOKEN_PATH);
        }

        @Override
        public Map<String, String> body(HttpStatusCode status, String detail) {
            return Map.of("error", "invalid_request");
        }

        @Override
        public Map<String, String> headers() {
            return Map.of();
        }
    };

    /** Like the bearer module's: a scheme, 401 everywhere it guards, 429 and a conflict on lists. */
    private final ApiDescription bearer = new ApiDescription() {
        @Override
        public void addComponents(Components components) {
            components.addSecuritySchemes("bearer", new SecurityScheme().type(SecurityScheme.Type.HTTP)
                    .scheme("bearer"));
        }

        @Override
        public void describe(String path, PathItem.HttpMethod method, Operation operation, Answers answers) {
            if (!path.startsWith("/v1beta/lists")) {
                return;
            }
            operation.setSecurity(List.of(new SecurityRequirement().addList("bearer")));
            answers.problem(401, "No valid token (auth.token_required).")
                    .addHeaderObject("WWW-Authenticate", new Header().schema(new Schema<>().types(
                            new LinkedHashSet<>(List.of("string")))));
            answers.problem(429, "Too many requests (rate_limited).");
            answers.problem(404, "No such list (not_found).");
            if (method == PathItem.HttpMethod.POST) {
                answers.conflict("The list changed meanwhile (list.conflict).");
            }
        }
    };

    private final StaticListableBeanFactory beans = new StaticListableBeanFactory();
    private OpenApiConfiguration configuration;

    @Nullable
    private String nullableField;

    @BeforeEach
    void beans() {
        beans.addBean("bearer", bearer);
        beans.addBean("listCodes", new ProblemCodes(LIST_FULL));
        configuration = new OpenApiConfiguration(beans.getBeanProvider(ApiDescription.class),
                beans.getBeanProvider(ProblemCodes.class), new Problems(JsonMapper.builder().build(), List.of(oauth)));
    }

    private static Schema<?> typed(String type) {
        return new Schema<>().types(new LinkedHashSet<>(List.of(type)));
    }

    private static Schema<?> ref(String name) {
        return new Schema<>().$ref("#/components/schemas/" + name);
    }

    private static Content json(Schema<?> schema) {
        return new Content().addMediaType("application/json", new MediaType().schema(schema));
    }

    private static ApiResponses answer(String status, Schema<?> schema) {
        return new ApiResponses().addApiResponse(status, new ApiResponse().description("Fine")
                .content(json(schema)));
    }

    private static Schema<?> shoppingList() {
        return new Schema<>().addProperty("id", typed("string")).addProperty("version", typed("integer"));
    }

    private static Schema<?> listInput() {
        return new Schema<>().addProperty("name", typed("string")).addProperty("note", typed("string"))
                .required(new ArrayList<>(List.of("name")));
    }

    /** Lists: create (POST), page (GET), change (PATCH); the token endpoint; a schema no operation uses. */
    private OpenAPI document() {
        Components components = new Components()
                .addSchemas("ShoppingList", shoppingList())
                .addSchemas("ListInput", listInput())
                .addSchemas("Token", new Schema<>().addProperty("access_token", typed("string")))
                .addSchemas("Page", new Schema<>().addProperty("data", typed("array").items(ref("Summary"))))
                .addSchemas("Summary", new Schema<>().addProperty("id", typed("string")))
                .addSchemas("Hidden", new Schema<>().addProperty("inner", ref("OnlyInHidden")))
                .addSchemas("OnlyInHidden", new Schema<>().addProperty("x", typed("string")));
        Operation create = new Operation().operationId("createList")
                .requestBody(new RequestBody().content(json(ref("ListInput"))))
                .responses(answer("201", ref("ShoppingList")));
        Operation page = new Operation().operationId("lists")
                .addParametersItem(new QueryParameter().name("limit").schema(typed("integer")))
                .addParametersItem(new QueryParameter().name("after").schema(typed("string")))
                .addParametersItem(new QueryParameter().name("q").description("Words").schema(typed("string")))
                .responses(answer("200", ref("Page")));
        Operation change = new Operation().operationId("changeList")
                .addParametersItem(new HeaderParameter().name("if-match").schema(typed("string")))
                .requestBody(new RequestBody().content(new Content()
                        .addMediaType("application/merge-patch+json", new MediaType().schema(ref("ListInput")))
                        .addMediaType("application/json", new MediaType().schema(ref("ListInput")))))
                .responses(answer("200", ref("ShoppingList")));
        Operation token = new Operation().operationId("token").security(OpenApiConfiguration.anonymous())
                .responses(answer("200", ref("Token")));
        return new OpenAPI().components(components).paths(new Paths()
                .addPathItem("/v1beta/lists", new PathItem().post(create).get(page))
                .addPathItem("/v1beta/lists/{id}", new PathItem().patch(change))
                .addPathItem(TOKEN_PATH, new PathItem().post(token)));
    }

    private OpenAPI customised(OpenAPI openApi) {
        configuration.larderOpenApi().customise(openApi);
        return openApi;
    }

    private static Operation operation(OpenAPI openApi, String path, PathItem.HttpMethod method) {
        return openApi.getPaths().get(path).readOperationsMap().get(method);
    }

    @Test
    void theDocumentDescribesLarderOnWhicheverServerServesIt() {
        OpenAPI openApi = customised(document());
        assertThat(openApi.getInfo().getTitle()).isEqualTo("Larder API");
        assertThat(openApi.getInfo().getVersion()).isEqualTo("v1beta");
        assertThat(openApi.getInfo().getLicense().getIdentifier()).isEqualTo("Apache-2.0");
        assertThat(openApi.getServers()).singleElement().satisfies(s -> assertThat(s.getUrl()).isEqualTo("/"));
        assertThat(openApi.getComponents().getSecuritySchemes()).containsKey("bearer");
    }

    @Test
    void theProblemSchemaNamesEveryCodeThePlatformsThenTheModules() {
        OpenAPI openApi = customised(document());
        Schema problem = openApi.getComponents().getSchemas().get(OpenApiConfiguration.PROBLEM);
        List<Object> codes = ((Schema) problem.getProperties().get("code")).getEnum();
        List<Object> expected = new ArrayList<>(ProblemCode.COMMON.stream().map(ProblemCode::code).toList());
        expected.add("list.full");
        assertThat(codes).containsExactlyElementsOf(expected);
        assertThat(problem.getRequired()).containsExactlyInAnyOrder("status", "code");
        assertThat(problem.getTypes()).contains("object");
        Schema errors = (Schema) problem.getProperties().get("errors");
        assertThat(errors.getItems().getProperties()).containsOnlyKeys("pointer", "code", "message");
    }

    @Test
    void everyOperationAnswersTheCommonProblemsInOrderOfStatus() {
        OpenAPI openApi = customised(document());
        ApiResponses responses = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getResponses();
        assertThat(responses.keySet()).containsExactly("200", "400", "401", "404", "406", "413", "415", "422",
                "429", "503", "default");
        assertThat(responses.get("404").getDescription()).as("the module's own words win")
                .isEqualTo("No such list (not_found).");
        assertThat(responses.get("413").getDescription()).contains("request.body_too_large");
        assertThat(responses.get("400").getContent().get("application/problem+json").getSchema().get$ref())
                .isEqualTo("#/components/schemas/Problem");
        assertThat(responses.get("default").getDescription()).isEqualTo("Any other error, as a problem document.");
    }

    @Test
    void anOperationsOwnAnswerForAStatusIsKept() {
        OpenAPI openApi = document();
        operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getResponses()
                .addApiResponse("406", new ApiResponse().description("Only JSON here"));
        customised(openApi);
        assertThat(operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getResponses().get("406")
                .getDescription()).isEqualTo("Only JSON here");
    }

    @Test
    void overloadAndRateLimitsSayWhenToRetry() {
        OpenAPI openApi = customised(document());
        ApiResponses responses = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getResponses();
        Header overloaded = responses.get("503").getHeaders().get("Retry-After");
        assertThat(overloaded.getSchema().getMinimum()).isEqualTo(BigDecimal.ONE);
        Header limited = responses.get("429").getHeaders().get("Retry-After");
        assertThat(limited.getSchema().getMinimum()).isEqualTo(BigDecimal.ZERO);
        responses.forEach((status, response) -> assertThat(response.getHeaders())
                .as(status).containsKeys("RateLimit-Policy", "RateLimit", "X-Request-Id"));
    }

    @Test
    void withoutARateLimitNoAnswerTalksOfQuotas() {
        OpenAPI openApi = document();
        openApi.getPaths().addPathItem("/v1beta/recipes", new PathItem().get(new Operation()
                .responses(answer("200", ref("Summary")))));
        customised(openApi);
        ApiResponses responses = operation(openApi, "/v1beta/recipes", PathItem.HttpMethod.GET).getResponses();
        assertThat(responses).doesNotContainKey("429");
        responses.forEach((status, response) -> assertThat(response.getHeaders()).as(status)
                .doesNotContainKeys("RateLimit-Policy", "RateLimit").containsKey("X-Request-Id"));
        assertThat(responses.get("503").getHeaders()).containsKey("Retry-After");
    }

    @Test
    void aPostWithACredentialHonoursIdempotencyKeys() {
        OpenAPI openApi = customised(document());
        Operation create = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST);
        Parameter key = create.getParameters().stream().filter(p -> p.getName().equals("Idempotency-Key"))
                .findFirst().orElseThrow();
        assertThat(key.getIn()).isEqualTo("header");
        assertThat(key.getRequired()).isFalse();
        assertThat(key.getSchema().getMinLength()).isEqualTo(1);
        assertThat(key.getSchema().getMaxLength()).isEqualTo(255);
        assertThat(create.getResponses().get("409").getDescription())
                .isEqualTo("A request with the same Idempotency-Key is still running (idempotency.in_progress); "
                        + "retry after Retry-After seconds. A key whose request died with its server is free at "
                        + "once. The list changed meanwhile (list.conflict).");
        assertThat(create.getResponses().get("409").getHeaders().get("Retry-After").getSchema().getMinimum())
                .isEqualByComparingTo("1");
        assertThat(create.getResponses().get("422").getDescription()).contains("idempotency.key_reused")
                .startsWith("Well-formed but invalid");
        assertThat(create.getResponses().get("201").getHeaders().get("Idempotent-Replayed").getSchema().getEnum())
                .containsExactly("true");
        create.getResponses().forEach((status, response) -> {
            if (!status.startsWith("2")) {
                assertThat(response.getHeaders()).as(status).doesNotContainKey("Idempotent-Replayed");
            }
        });
    }

    @Test
    void aPostThatAlreadyDescribesItsKeyIsNotGivenASecond() {
        OpenAPI openApi = document();
        operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST)
                .addParametersItem(new HeaderParameter().name("idempotency-key").description("Ours"));
        customised(openApi);
        List<Parameter> keys = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST).getParameters().stream()
                .filter(p -> p.getName().equalsIgnoreCase("Idempotency-Key")).toList();
        assertThat(keys).singleElement().satisfies(p -> assertThat(p.getDescription()).isEqualTo("Ours"));
    }

    @Test
    void aConflictAlreadyDescribedIsNotRepeated() {
        OpenAPI openApi = document();
        operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST).getResponses().addApiResponse("409",
                new ApiResponse().description("The list changed meanwhile (list.conflict)."));
        customised(openApi);
        assertThat(operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST).getResponses().get("409")
                .getDescription()).isEqualTo("The list changed meanwhile (list.conflict). A request with the same "
                + "Idempotency-Key is still running (idempotency.in_progress); retry after Retry-After seconds. A "
                + "key whose request died with its server is free at once.");
    }

    @Test
    void readsAndAnonymousPostsAreNotIdempotent() {
        OpenAPI openApi = document();
        openApi.getPaths().addPathItem("/v1beta/feedback", new PathItem().post(new Operation()
                .security(OpenApiConfiguration.anonymous()).responses(answer("201", ref("Summary")))));
        openApi.getPaths().addPathItem("/v1beta/open", new PathItem().post(new Operation()
                .responses(answer("201", ref("Summary")))));
        customised(openApi);
        for (Operation operation : List.of(operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET),
                operation(openApi, "/v1beta/feedback", PathItem.HttpMethod.POST),
                operation(openApi, "/v1beta/open", PathItem.HttpMethod.POST))) {
            assertThat(operation.getParameters() == null ? List.<Parameter>of() : operation.getParameters())
                    .noneMatch(p -> p.getName().equals("Idempotency-Key"));
            operation.getResponses().values().forEach(r -> assertThat(r.getHeaders())
                    .doesNotContainKey("Idempotent-Replayed"));
        }
        assertThat(operation(openApi, "/v1beta/feedback", PathItem.HttpMethod.POST).getResponses())
                .doesNotContainKey("409");
    }

    @Test
    void anOperationWithIfMatchMayAnswerPreconditionFailed() {
        OpenAPI openApi = customised(document());
        assertThat(operation(openApi, "/v1beta/lists/{id}", PathItem.HttpMethod.PATCH).getResponses().get("412")
                .getDescription()).contains("precondition_failed");
        assertThat(operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getResponses())
                .doesNotContainKey("412");
    }

    @Test
    void aRouteWithItsOwnErrorFormatDescribesItsErrorsItself() {
        OpenAPI openApi = customised(document());
        ApiResponses responses = operation(openApi, TOKEN_PATH, PathItem.HttpMethod.POST).getResponses();
        assertThat(responses.keySet()).containsExactly("200");
        assertThat(responses.get("200").getHeaders()).containsOnlyKeys("X-Request-Id");
    }

    @Test
    void createdAndVersionedAnswersCarryTheirHeaders() {
        OpenAPI openApi = customised(document());
        ApiResponse created = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST).getResponses().get("201");
        assertThat(created.getHeaders()).containsKeys("Location", "ETag", "X-Request-Id");
        ApiResponse changed = operation(openApi, "/v1beta/lists/{id}", PathItem.HttpMethod.PATCH).getResponses()
                .get("200");
        assertThat(changed.getHeaders()).containsKeys("ETag").doesNotContainKey("Location");
        ApiResponse paged = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getResponses().get("200");
        assertThat(paged.getHeaders()).doesNotContainKeys("ETag", "Location");
        ApiResponse refused = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getResponses().get("404");
        assertThat(refused.getHeaders()).doesNotContainKey("ETag");
    }

    @Test
    void aCreatedAnswerThatNamesItsLocationKeepsIt() {
        OpenAPI openApi = document();
        operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST).getResponses().get("201")
                .addHeaderObject("Location", new Header().description("Where the list is"));
        customised(openApi);
        assertThat(operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST).getResponses().get("201")
                .getHeaders().get("Location").getDescription()).isEqualTo("Where the list is");
    }

    @Test
    void aVersionedResourceInlineOrInAnErrorHasNoETag() {
        OpenAPI openApi = document();
        openApi.getPaths().addPathItem("/v1beta/inline", new PathItem().get(new Operation()
                .responses(answer("200", shoppingList()))));
        openApi.getPaths().addPathItem("/v1beta/nothing", new PathItem().get(new Operation()
                .responses(new ApiResponses().addApiResponse("200", new ApiResponse().description("Empty")
                        .content(new Content().addMediaType("application/json", new MediaType()))))));
        customised(openApi);
        assertThat(operation(openApi, "/v1beta/inline", PathItem.HttpMethod.GET).getResponses().get("200")
                .getHeaders()).doesNotContainKey("ETag");
        assertThat(operation(openApi, "/v1beta/nothing", PathItem.HttpMethod.GET).getResponses().get("200")
                .getHeaders()).doesNotContainKey("ETag");
    }

    @Test
    void pagingParametersAreDescribedAsTheContractSays() {
        OpenAPI openApi = customised(document());
        List<Parameter> parameters = operation(openApi, "/v1beta/lists", PathItem.HttpMethod.GET).getParameters();
        Parameter limit = parameters.get(0);
        assertThat(limit.getSchema().getMinimum()).isEqualTo(BigDecimal.ONE);
        assertThat(limit.getSchema().getMaximum()).isEqualTo(BigDecimal.valueOf(PageRequest.MAX_LIMIT));
        assertThat(limit.getSchema().getDefault()).isEqualTo(PageRequest.DEFAULT_LIMIT);
        assertThat(limit.getDescription()).startsWith("Page size, 1 to " + PageRequest.MAX_LIMIT);
        assertThat(parameters.get(1).getDescription()).startsWith("The paging.cursors.after");
        assertThat(parameters.get(2).getDescription()).isEqualTo("Words");
    }

    @Test
    void aMergePatchBodyIsTheInputWithoutRequiredMembers() {
        OpenAPI openApi = customised(document());
        Operation change = operation(openApi, "/v1beta/lists/{id}", PathItem.HttpMethod.PATCH);
        assertThat(change.getRequestBody().getContent().get("application/merge-patch+json").getSchema().get$ref())
                .isEqualTo("#/components/schemas/ListInputPatch");
        Schema patch = openApi.getComponents().getSchemas().get("ListInputPatch");
        assertThat(patch.getRequired()).isNull();
        assertThat(patch.getProperties()).containsOnlyKeys("name", "note");
        assertThat(patch.getDescription()).startsWith("A JSON merge patch of ListInput");
        assertThat(openApi.getComponents().getSchemas().get("ListInput").getRequired()).containsExactly("name");
        assertThat(operation(openApi, "/v1beta/lists", PathItem.HttpMethod.POST).getRequestBody().getContent()
                .get("application/json").getSchema().get$ref()).isEqualTo("#/components/schemas/ListInput");
    }

    @Test
    void aPatchThatIsNotAMergePatchOrHasNothingRequiredKeepsItsSchema() {
        OpenAPI openApi = document();
        openApi.getComponents().addSchemas("Loose", new Schema<>().addProperty("a", typed("string")));
        openApi.getPaths().addPathItem("/v1beta/json-patch", new PathItem().patch(new Operation()
                .requestBody(new RequestBody().content(json(ref("ListInput")))).responses(answer("204",
                        ref("Summary")))));
        openApi.getPaths().addPathItem("/v1beta/loose", new PathItem().patch(new Operation()
                .requestBody(new RequestBody().content(new Content().addMediaType("application/merge-patch+json",
                        new MediaType().schema(ref("Loose"))))).responses(answer("204", ref("Summary")))));
        openApi.getPaths().addPathItem("/v1beta/inline", new PathItem().patch(new Operation()
                .requestBody(new RequestBody().content(new Content().addMediaType("application/merge-patch+json",
                        new MediaType().schema(listInput())).addMediaType("text/plain", new MediaType())))
                .responses(answer("204", ref("Summary")))));
        openApi.getPaths().addPathItem("/v1beta/bodiless", new PathItem().patch(new Operation()
                .responses(answer("204", ref("Summary")))));
        openApi.getPaths().addPathItem("/v1beta/contentless", new PathItem().patch(new Operation()
                .requestBody(new RequestBody()).responses(answer("204", ref("Summary")))));
        customised(openApi);
        assertThat(operation(openApi, "/v1beta/json-patch", PathItem.HttpMethod.PATCH).getRequestBody().getContent()
                .get("application/json").getSchema().get$ref()).isEqualTo("#/components/schemas/ListInput");
        assertThat(operation(openApi, "/v1beta/loose", PathItem.HttpMethod.PATCH).getRequestBody().getContent()
                .get("application/merge-patch+json").getSchema().get$ref()).isEqualTo("#/components/schemas/Loose");
        assertThat(operation(openApi, "/v1beta/inline", PathItem.HttpMethod.PATCH).getRequestBody().getContent()
                .get("application/merge-patch+json").getSchema().get$ref()).isNull();
        assertThat(openApi.getComponents().getSchemas()).doesNotContainKey("LoosePatch");
    }

    @Test
    void schemasNoOperationUsesAreRemovedWithWhatOnlyTheyUse() {
        OpenAPI openApi = customised(document());
        assertThat(openApi.getComponents().getSchemas()).doesNotContainKeys("Hidden", "OnlyInHidden")
                .containsKeys("ShoppingList", "ListInput", "Page", "Summary", "Token", "Problem");
    }

    @Test
    void theOperationalRoutesAreInTheDocument() {
        OpenAPI openApi = customised(document());
        assertThat(openApi.getPaths()).containsKeys("/health/live", "/health/ready", "/metrics",
                "/v1beta/openapi.json", "/docs");
        ApiResponses live = openApi.getPaths().get("/health/live").getGet().getResponses();
        assertThat(live.keySet()).contains("200", "503", "406", "400", "default");
        assertThat(openApi.getPaths().get("/metrics").getGet().getSecurity()).singleElement()
                .satisfies(requirement -> assertThat(requirement).isEmpty());
    }

    @Test
    void aDocumentWithoutPathsOrComponentsGetsTheSharedParts() {
        OpenAPI openApi = customised(new OpenAPI());
        assertThat(openApi.getComponents().getSchemas()).containsKey("Problem");
        assertThat(openApi.getPaths()).containsKey("/health/live");
    }

    @Test
    void propertiesMarkedNullableMayBeNullInTheDocument() throws Exception {
        Annotation nullable = getClass().getDeclaredField("nullableField").getAnnotation(Nullable.class);
        var customizer = configuration.nullableProperties();
        Schema<?> note = typed("string");
        assertThat(customizer.customize(note, new AnnotatedType().parent(new Schema<>().name("ListInput"))
                .propertyName("note").ctxAnnotations(new Annotation[] {nullable}))).isSameAs(note);
        customizer.customize(typed("string"), new AnnotatedType().parent(new Schema<>().name("ListInput"))
                .propertyName("name").ctxAnnotations(new Annotation[] {}));
        customizer.customize(typed("string"), new AnnotatedType().propertyName("orphan")
                .ctxAnnotations(new Annotation[] {nullable}));
        customizer.customize(typed("string"), new AnnotatedType().parent(new Schema<>()).propertyName("nameless")
                .ctxAnnotations(new Annotation[] {nullable}));
        customizer.customize(typed("string"), new AnnotatedType().parent(new Schema<>().name("ListInput"))
                .propertyName("plain"));
        OpenAPI openApi = customised(document());
        Map<String, Schema> input = openApi.getComponents().getSchemas().get("ListInput").getProperties();
        assertThat(((Schema<?>) input.get("note")).getTypes()).containsExactly("string", "null");
        assertThat(((Schema<?>) input.get("name")).getTypes()).containsExactly("string");
    }
}
