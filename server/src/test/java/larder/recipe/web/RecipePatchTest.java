package larder.recipe.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.List;
import java.util.stream.Stream;
import larder.platform.Sent;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.recipe.RecipeChange;
import larder.recipe.RecipeDraft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** What a recipe's merge patch reads as: the members sent, typed, or the 400 naming the member that does not fit. */
class RecipePatchTest {

    /** The application's naming and its refusal of a fraction for an integer, which these cases rely on. */
    private static final JsonMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private static RecipeChange read(String body) {
        return RecipePatch.read(JSON.readTree(body), JSON);
    }

    @Test
    void membersLeftOutAreLeftOutAndUnknownOnesIgnored() {
        RecipeChange change = read("{\"name\": \"Soup\", \"servings\": 4, \"id\": \"rcp_forged\", \"owner\": 1}");
        assertThat(change.name()).isEqualTo(Sent.of("Soup"));
        assertThat(change.servings()).isEqualTo(Sent.of(4));
        assertThat(List.of(change.description(), change.source(), change.images(), change.prepTimeMinutes(),
                change.cookTimeMinutes(), change.totalTimeMinutes(), change.ingredients(), change.instructions(),
                change.tags())).allMatch(member -> !member.isSent());
    }

    @Test
    void aMemberSentAsNullIsSentAndClears() {
        RecipeChange change = read("{\"description\": null, \"tags\": null, \"source\": null}");
        assertThat(change.description()).isEqualTo(Sent.of(null));
        assertThat(change.tags()).isEqualTo(Sent.of(null));
        assertThat(change.source()).isEqualTo(Sent.of(null));
        assertThat(change.name().isSent()).isFalse();
    }

    @Test
    void listsAndObjectsAreReadWhole() {
        RecipeChange change = read("{\"ingredients\": [{\"text\": \"1 cup broth\"}], \"source\": {\"name\": \"Gran\"},"
                + " \"images\": [{\"url\": \"https://example.com/a.jpg\", \"width\": 10}]}");
        assertThat(change.ingredients()).isEqualTo(Sent.of(List.of(
                new RecipeDraft.IngredientInput("1 cup broth", null, null, null, null, null, null, null))));
        assertThat(change.source()).isEqualTo(Sent.of(new RecipeDraft.SourceInput("Gran", null)));
        assertThat(change.images()).isEqualTo(Sent.of(List.of(
                new RecipeDraft.ImageInput("https://example.com/a.jpg", 10, null))));
    }

    static Stream<Arguments> unreadableBodies() {
        return Stream.of(
                arguments("[]", "/"),
                arguments("\"Soup\"", "/"),
                arguments("{\"servings\": \"four\"}", "/servings"),
                arguments("{\"servings\": 4.5}", "/servings"),
                arguments("{\"cook_time_minutes\": -9223372036854775809}", "/cook_time_minutes"),
                arguments("{\"tags\": {\"a\": 1}}", "/tags"),
                arguments("{\"images\": [{\"url\": \"https://example.com/a.jpg\", \"width\": \"wide\"}]}",
                        "/images/0/width"),
                arguments("{\"source\": {\"name\": [\"Gran\"]}}", "/source/name"),
                // Members are read in the recipe's own order, whatever the body's: servings comes before tags.
                arguments("{\"tags\": {\"a\": 1}, \"servings\": \"four\"}", "/servings"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unreadableBodies")
    void aBodyThatDoesNotFitIs400NamingTheFirstMemberInTheRecipesOrder(String body, String pointer) {
        InvalidRequest refused = catchThrowableOfType(InvalidRequest.class, () -> read(body));
        assertThat(refused).isNotNull();
        assertThat(refused.status().value()).isEqualTo(400);
        assertThat(refused.code().code()).isEqualTo("request.invalid");
        assertThat(refused.errors()).singleElement().extracting(FieldProblem::pointer).isEqualTo(pointer);
    }
}
