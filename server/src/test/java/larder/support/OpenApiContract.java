package larder.support;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.atlassian.oai.validator.restassured.OpenApiValidationFilter;
import io.restassured.RestAssured;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks responses against the OpenAPI document the server itself serves, so that the document cannot drift from
 * what the server does. Requests are not checked: tests send bad requests on purpose.
 */
public final class OpenApiContract {

    private static final Map<Integer, OpenApiValidationFilter> FILTERS = new ConcurrentHashMap<>();

    private OpenApiContract() {
    }

    public static OpenApiValidationFilter filter(int port) {
        return FILTERS.computeIfAbsent(port, OpenApiContract::create);
    }

    public static String document(int port) {
        return RestAssured.given().port(port).get("/v1beta/openapi.json").then().statusCode(200).extract().asString();
    }

    private static OpenApiValidationFilter create(int port) {
        OpenApiInteractionValidator validator = OpenApiInteractionValidator
                .createForInlineApiSpecification(document(port))
                .withLevelResolver(LevelResolver.create()
                        .withLevel("validation.request", ValidationReport.Level.IGNORE)
                        .build())
                .build();
        return new OpenApiValidationFilter(validator);
    }
}
