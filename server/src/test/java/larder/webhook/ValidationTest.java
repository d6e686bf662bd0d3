package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import larder.platform.problem.FieldProblem;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ValidationTest {

    @ParameterizedTest
    @ValueSource(strings = {"https://hooks.example/larder", "http://hooks.example:8080/a?b=c", "HTTPS://Hooks.Example"})
    void absoluteHttpAndHttpsUrlsAreEndpoints(String url) {
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(EndpointUrl.parse(url, "/url", problems)).isNotNull();
        assertThat(problems).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "/relative", "hooks.example/x", "ftp://hooks.example/x", "https://user@hooks.example/",
            "https://user:secret@hooks.example/", "mailto:a@b.example", "https:///nohost", "http://exa mple.com/"})
    void otherUrlsAreRefusedAtTheirPointer(String url) {
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(EndpointUrl.parse(url, "/url", problems)).isNull();
        assertThat(problems).singleElement().satisfies(p -> assertThat(p.pointer()).isEqualTo("/url"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "*; true; *",
            "list.created,cart.updated; false; list.created,cart.updated",
            "list.created,list.created; false; list.created"})
    void subscriptionsAreStarOrCatalogueTypes(String events, boolean all, String shown) {
        List<FieldProblem> problems = new ArrayList<>();
        Subscription s = Subscription.parse(Arrays.asList(events.split(",")), "/events", problems);
        assertThat(problems).isEmpty();
        assertThat(s.all()).isEqualTo(all);
        assertThat(s.asList()).containsExactly(shown.split(","));
        assertThat(Subscription.ofStored(s.stored())).isEqualTo(s);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "list.eaten; /events/0",
            "list.created,*; /events/1",
            "*,*; /events/0",
            "webhook.ping; /events/0",
            "list.created,LIST.UPDATED; /events/1"})
    void anythingElseIsRefusedAtTheEntrysPointer(String events, String pointer) {
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(Subscription.parse(Arrays.asList(events.split(",")), "/events", problems)).isNull();
        assertThat(problems).first().satisfies(p -> assertThat(p.pointer()).isEqualTo(pointer));
    }

    @ParameterizedTest
    @ValueSource(strings = {"list.created", "checkout.submitted", "user.deleted"})
    void aSubscriptionHearsItsTypes(String type) {
        assertThat(Subscription.parse(List.of(type), "/events", new ArrayList<>()).hears(type)).isTrue();
        assertThat(Subscription.parse(List.of(type), "/events", new ArrayList<>()).hears("recipe.created")).isFalse();
        assertThat(Subscription.ALL.hears(type)).isTrue();
    }

    @org.junit.jupiter.api.Test
    void noEventsIsRefused() {
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(Subscription.parse(List.of(), "/events", problems)).isNull();
        assertThat(Subscription.parse(null, "/events", problems)).isNull();
        assertThat(problems).extracting(FieldProblem::pointer).containsExactly("/events", "/events");
    }
}
