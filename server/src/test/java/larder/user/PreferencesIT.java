package larder.user;

import static larder.user.db.Tables.USER_PREFERENCES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** {@code GET}/{@code PATCH /v1beta/users/me/preferences} (docs/api.md §15). */
class PreferencesIT extends IntegrationTest {

    private static final String PATH = "/v1beta/users/me/preferences";

    @Autowired
    DSLContext db;

    private TestApp app;
    private Tokens alice;

    @BeforeEach
    void aUser() {
        app = fixtures.app();
        alice = fixtures.anonymous(app);
    }

    private RequestSpecification as(Tokens tokens) {
        return api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON);
    }

    @Test
    void preferencesStartEmptyAndRoundTripThroughAMergePatch() {
        as(alice).get(PATH).then().statusCode(200).body("diets", empty()).body("avoid", empty())
                .body("dislikes", empty()).body("household_size", nullValue()).body("max_total_minutes", nullValue());

        as(alice).body(Map.of("diets", List.of("vegetarian"), "avoid", List.of("peanut", "sesame"),
                        "dislikes", List.of("cilantro", "Cilantro", "olives"), "household_size", 2,
                        "max_total_minutes", 45))
                .patch(PATH).then().statusCode(200).body("diets", contains("vegetarian"))
                .body("avoid", contains("peanut", "sesame")).body("dislikes", contains("cilantro", "olives"))
                .body("household_size", equalTo(2)).body("max_total_minutes", equalTo(45));

        // Members left out stay; null clears.
        as(alice).body("{\"household_size\": 4, \"max_total_minutes\": null}").patch(PATH).then().statusCode(200);
        as(alice).get(PATH).then().statusCode(200).body("diets", contains("vegetarian"))
                .body("avoid", contains("peanut", "sesame")).body("household_size", equalTo(4))
                .body("max_total_minutes", nullValue());

        Tokens bob = fixtures.anonymous(app);
        as(bob).get(PATH).then().statusCode(200).body("diets", empty());
    }

    @Test
    void unknownValuesAndOutOfRangeNumbersAre422WithPointersAndWriteNothing() {
        as(alice).body(Map.of("diets", List.of("vegan"), "household_size", 3)).patch(PATH).then().statusCode(200);

        as(alice).body(Map.of("diets", List.of("vegetarian", "keto"))).patch(PATH).then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("/diets/1"));
        as(alice).body(Map.of("avoid", List.of("gluten"))).patch(PATH).then().statusCode(422)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("/avoid/0"));
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 51; i++) {
            many.add("thing " + i);
        }
        as(alice).body(Map.of("dislikes", many)).patch(PATH).then().statusCode(422)
                .body("errors[0].pointer", equalTo("/dislikes"));
        as(alice).body(Map.of("dislikes", many.subList(0, 50))).patch(PATH).then().statusCode(200)
                .body("dislikes", hasSize(50));
        as(alice).body(Map.of("household_size", 0, "max_total_minutes", 20_000)).patch(PATH).then().statusCode(422)
                .body("errors.pointer", contains("/household_size", "/max_total_minutes"));
        as(alice).body("{\"household_size\": \"two\"}").patch(PATH).then().statusCode(400)
                .body("errors[0].pointer", equalTo("/household_size"));
        as(alice).body("[]").patch(PATH).then().statusCode(400);

        as(alice).get(PATH).then().statusCode(200).body("diets", contains("vegan")).body("household_size", equalTo(3));
    }

    @Test
    void aManagementTokenHasNoPreferences() {
        api().header("Authorization", "Bearer " + fixtures.managementToken(app)).get(PATH).then().statusCode(403);
    }

    @Test
    void erasingTheUserErasesItsPreferences() {
        as(alice).body(Map.of("diets", List.of("vegan"))).patch(PATH).then().statusCode(200);
        String userId = as(alice).get("/v1beta/users/me").then().statusCode(200).extract().path("id");
        assertThat(db.fetchCount(USER_PREFERENCES, USER_PREFERENCES.USER_ID.eq(userId))).isEqualTo(1);

        as(alice).delete("/v1beta/users/me").then().statusCode(204);

        assertThat(db.fetchCount(USER_PREFERENCES, USER_PREFERENCES.USER_ID.eq(userId))).isZero();
    }
}
