package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UrlEncodedTest {

    @Property
    void anyTextEncodedByTheJdkReadsBack(@ForAll String name, @ForAll String value) {
        Assume.that(!name.isEmpty() && name.indexOf('\u0000') < 0 && value.indexOf('\u0000') < 0);
        Assume.that(name.codePoints().noneMatch(c -> Character.getType(c) == Character.SURROGATE)
                && value.codePoints().noneMatch(c -> Character.getType(c) == Character.SURROGATE));
        String encoded = URLEncoder.encode(name, StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(value, StandardCharsets.UTF_8);
        assertThat(UrlEncoded.parse(encoded)).containsExactly(Map.entry(name, value));
    }

    @Test
    void readsPairsInOrderWithPlusAsSpaceAndBareNamesAsEmpty() {
        assertThat(UrlEncoded.parse("q=red+tomato&tag=a&tag=b&flag&&x=%C3%A9"))
                .containsExactly(Map.entry("q", "red tomato"), Map.entry("tag", "a"), Map.entry("tag", "b"),
                        Map.entry("flag", ""), Map.entry("x", "é"));
        assertThat(UrlEncoded.parse(null)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "q=%ff | q",
            "q=%zz | q",
            "q=% | q",
            "q=a%2 | q",
            "q=%c0%80 | q",
            "q=%ed%a0%80 | q",
            "q=%00 | q",
            "%ff=1 | query",
            "limit=5&q=%e2%82 | q",
    })
    void badEscapesAreA400NamingTheParameter(String query, String pointer) {
        assertThatThrownBy(() -> UrlEncoded.parse(query))
                .isInstanceOfSatisfying(InvalidRequest.class, e -> {
                    assertThat(e.status().value()).isEqualTo(400);
                    assertThat(e.errors()).singleElement().extracting(FieldProblem::pointer).isEqualTo(pointer);
                });
    }

    @Test
    void moreThanAThousandPairsAreRefused() {
        String many = "a=1&".repeat(UrlEncoded.MAX_PAIRS);
        assertThat(UrlEncoded.parse(many)).hasSize(UrlEncoded.MAX_PAIRS);
        assertThatThrownBy(() -> UrlEncoded.parse(many + "b=2")).isInstanceOf(InvalidRequest.class);
    }

    @Test
    void anEscapeMayStartWithZeroAndEndTheText() {
        assertThat(UrlEncoded.parse("q=%0A&r=%09x")).containsExactly(Map.entry("q", "\n"), Map.entry("r", "\tx"));
        assertThat(UrlEncoded.parse("q=%41")).containsExactly(Map.entry("q", "A"));
    }

    @Test
    void aPairWithoutANameIsRefused() {
        for (String encoded : java.util.List.of("=x", "=", "a=1&=", "=1", "a=1&=x&b")) {
            assertThatThrownBy(() -> UrlEncoded.parse(encoded)).as(encoded).isInstanceOf(InvalidRequest.class)
                    .hasMessageContaining("no name");
        }
        assertThat(UrlEncoded.parse("a&&b=&a=2")).containsExactly(Map.entry("a", ""), Map.entry("b", ""),
                Map.entry("a", "2"));
    }

    @Test
    void aSingleErrorIsSummedUpByItsPointerAndSeveralByTheirCount() {
        assertThat(new InvalidRequest("/name", "is required").getMessage()).isEqualTo("/name: is required");
        assertThat(new InvalidRequest(java.util.List.of(FieldProblem.invalid("/a", "x"), FieldProblem.invalid("/b",
                "y"))).getMessage()).isEqualTo("2 fields are invalid.");
    }

    @org.junit.jupiter.api.Test
    void rawBytesOfTheRequestLineHandedOverOneCharEachAreReadAsUtf8() {
        // "é" sent unescaped: Tomcat hands the bytes C3 A9 over as the chars \u00c3 \u00a9.
        org.assertj.core.api.Assertions.assertThat(UrlEncoded.parse("q=caf\u00c3\u00a9"))
                .containsExactly(java.util.Map.entry("q", "caf\u00e9"));
        org.assertj.core.api.Assertions.assertThat(UrlEncoded.parse("q=caf\u00c3\u00a9+au+lait&caf\u00c3\u00a9=1"))
                .containsExactly(java.util.Map.entry("q", "caf\u00e9 au lait"), java.util.Map.entry("caf\u00e9", "1"));
    }
}
