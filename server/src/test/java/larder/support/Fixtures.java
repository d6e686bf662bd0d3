package larder.support;

import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Builders for what most tests need first: an app, its users' tokens, a management token. */
public final class Fixtures {

    private final Supplier<RequestSpecification> api;
    private final Supplier<RequestSpecification> raw;

    public record TestApp(String clientId) {
    }

    public record Tokens(String accessToken, String refreshToken, long expiresIn) {

        public String bearer() {
            return "Bearer " + accessToken;
        }
    }

    Fixtures(Supplier<RequestSpecification> api, Supplier<RequestSpecification> raw) {
        this.api = api;
        this.raw = raw;
    }

    public RequestSpecification admin() {
        return api.get().header("Authorization", "Bearer " + IntegrationTest.ADMIN_KEY);
    }

    public TestApp app(String... allowedOrigins) {
        String clientId = admin().contentType(ContentType.JSON)
                .body(Map.of("name", "Test app", "allowed_origins", List.of(allowedOrigins)))
                .post("/admin/v1/apps")
                .then().statusCode(201).extract().path("client_id");
        return new TestApp(clientId);
    }

    public Tokens anonymous(TestApp app) {
        return tokens(api.get().contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "anonymous"))
                .post("/v1beta/auth/access_token")
                .then().statusCode(200).extract().jsonPath());
    }

    public Tokens refresh(TestApp app, String refreshToken) {
        return tokens(api.get().contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "refresh_token", "refresh_token", refreshToken))
                .post("/v1beta/auth/access_token")
                .then().statusCode(200).extract().jsonPath());
    }

    public String managementToken(TestApp app) {
        return admin().contentType(ContentType.JSON).body(Map.of("name", "server"))
                .post("/admin/v1/apps/" + app.clientId() + "/management-tokens")
                .then().statusCode(201).body("token", startsWith("lmt_")).extract().path("token");
    }

    public String userId(Tokens tokens) {
        return api.get().header("Authorization", tokens.bearer()).get("/v1beta/users/me")
                .then().statusCode(200).extract().path("id");
    }

    private static Tokens tokens(JsonPath json) {
        return new Tokens(json.getString("access_token"), json.getString("refresh_token"), json.getLong("expires_in"));
    }

    public RequestSpecification raw() {
        return raw.get();
    }
}
