package larder.list;

import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;

/** Base of the shared-list tests: an app, its server's token, and two users, Alice and Bob, who share lists. */
abstract class SharedListTest extends IntegrationTest {

    @Autowired
    protected DSLContext db;

    protected TestApp app;
    protected String management;
    protected Tokens alice;
    protected Tokens bob;

    @BeforeEach
    void anAppWithTwoUsers() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        bob = fixtures.anonymous(app);
    }

    protected RequestSpecification as(Tokens tokens) {
        return as(tokens.bearer());
    }

    protected RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    protected String newList(String bearer, ListBody body) {
        return as(bearer).body(body).post("/v1beta/lists").then().statusCode(201).extract().path("id");
    }

    /** A new invite code to the list, made by the owner or a member ({@code bearer}). */
    protected String invite(String bearer, String listId) {
        return as(bearer).post("/v1beta/lists/" + listId + "/invites").then().statusCode(201)
                .body("code", startsWith("lsi_")).extract().path("code");
    }

    protected Response join(Tokens user, String code) {
        return as(user).body(Map.of("code", code)).post("/v1beta/lists/join");
    }

    /** The owner's list, joined by each of {@code members} with one code. */
    protected void share(Tokens owner, String listId, Tokens... members) {
        String code = invite(owner.bearer(), listId);
        for (Tokens member : members) {
            join(member, code).then().statusCode(200);
        }
    }
}
