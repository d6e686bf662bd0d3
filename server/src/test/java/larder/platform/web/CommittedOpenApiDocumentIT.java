package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import larder.support.IntegrationTest;
import larder.support.OpenApiContract;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The OpenAPI document is committed as {@code docs/openapi.json} (issue 37), so that a reader sees the API without
 * running the server and a change to the API shows in review as a diff of that file. Every operation has an
 * {@code operationId} of its own (issue 43), so that generated clients get method names that mean something and that
 * do not change when another route is added (springdoc's own are the Java method's name with a counter:
 * {@code create_3}).
 */
class CommittedOpenApiDocumentIT extends IntegrationTest {

    /** Rewrites docs/openapi.json from the served document instead of comparing (what {@code ./larder openapi} sets). */
    static final String WRITE_PROPERTY = "larder.openapi.write";

    private static final String REGENERATE = "regenerate it with `./larder openapi` (or run this test with -D"
            + WRITE_PROPERTY + "=true) and commit the diff";

    /** springdoc's own ids, when two methods share a name: create_1, get_3. */
    private static final Pattern GENERATED = Pattern.compile(".*_\\d+$");

    private static final Pattern CAMEL_CASE = Pattern.compile("[a-z][a-zA-Z0-9]*");

    @Autowired
    private JsonMapper json;

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    private RequestMappingHandlerMapping mappings;

    @Test
    void everyOperationHasAnOperationIdOfItsOwnInCamelCase() {
        JsonNode document = json.readTree(OpenApiContract.document(port));
        Map<String, List<String>> byId = new HashMap<>();
        List<String> problems = new ArrayList<>();
        document.path("paths").properties().forEach(path -> path.getValue().properties().forEach(op -> {
            if (!op.getValue().has("responses")) {
                return;
            }
            String where = op.getKey().toUpperCase() + " " + path.getKey();
            String id = op.getValue().path("operationId").asString("");
            if (id.isEmpty()) {
                problems.add(where + " has no operationId");
            } else if (GENERATED.matcher(id).matches() || !CAMEL_CASE.matcher(id).matches()) {
                problems.add(where + " has operationId \"" + id + "\", which looks generated or is not camelCase");
            }
            byId.computeIfAbsent(id, k -> new ArrayList<>()).add(where);
        }));
        byId.forEach((id, operations) -> {
            if (!id.isEmpty() && operations.size() > 1) {
                problems.add("operationId \"" + id + "\" is used by " + operations);
            }
        });
        assertThat(byId).as("operations in the document").hasSizeGreaterThan(60);
        assertThat(problems).as("operationIds (give each controller method "
                + "@Operation(operationId = \"verbNoun\", ...))").isEmpty();
    }

    @Test
    void everyDocumentedControllerMethodNamesItsOperationIdItself() {
        // The document alone cannot tell an explicit "getFeed" from springdoc's name for a method called getFeed:
        // the annotation can. Hidden handlers and the error controller are not in the document.
        Set<String> missing = new TreeSet<>();
        for (Map.Entry<RequestMappingInfo, HandlerMethod> entry : mappings.getHandlerMethods().entrySet()) {
            HandlerMethod handler = entry.getValue();
            Class<?> type = handler.getBeanType();
            if (!type.getPackageName().startsWith("larder") || type.isAnnotationPresent(Hidden.class)
                    || handler.hasMethodAnnotation(Hidden.class)
                    || type.getSimpleName().equals("ProblemErrorController")) {
                continue;
            }
            boolean documented = entry.getKey().getPatternValues().stream()
                    .anyMatch(p -> p.startsWith("/v1beta/") || p.startsWith("/admin/v1/"));
            Operation operation = handler.getMethodAnnotation(Operation.class);
            if (documented && (operation == null || operation.operationId().isBlank())) {
                missing.add(type.getSimpleName() + "." + handler.getMethod().getName() + " "
                        + entry.getKey().getPatternValues());
            }
        }
        assertThat(missing).as("controller methods without @Operation(operationId = ...)").isEmpty();
    }

    @Test
    void theServedDocumentIsTheCommittedOne() throws IOException {
        String served = OpenApiDocumentFile.format(json, OpenApiContract.document(port));
        Path committed = OpenApiDocumentFile.path();
        if (Boolean.getBoolean(WRITE_PROPERTY)) {
            Files.writeString(committed, served, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(committed)) {
            fail(committed + " is missing: " + REGENERATE);
        }
        String kept = Files.readString(committed, StandardCharsets.UTF_8);
        if (!kept.equals(served)) {
            fail("docs/openapi.json differs from the document the server serves at /v1beta/openapi.json, first at "
                    + OpenApiDocumentFile.firstDifference(kept, served) + ": if the API change is meant, " + REGENERATE);
        }
    }
}
