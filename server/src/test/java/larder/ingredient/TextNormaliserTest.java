package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The plain form recipe text is rewritten to before it is read. */
class TextNormaliserTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "\u00BD|1/2", "\u2153|1/3", "\u2154|2/3", "\u00BC|1/4", "\u00BE|3/4", "\u2155|1/5", "\u2156|2/5",
        "\u2157|3/5", "\u2158|4/5", "\u2159|1/6", "\u215A|5/6", "\u2150|1/7", "\u215B|1/8", "\u215C|3/8",
        "\u215D|5/8", "\u215E|7/8", "\u2151|1/9", "\u2152|1/10"})
    void aVulgarFractionIsWrittenWithASlash(String vulgar, String plain) {
        assertThat(TextNormaliser.normalise(vulgar)).isEqualTo(plain);
    }

    @Test
    void aVulgarFractionIsSetApartFromTheWholeNumberAndTheWordAroundIt() {
        assertThat(TextNormaliser.normalise("1\u00BDcups flour")).isEqualTo("1 1/2 cups flour");
        assertThat(TextNormaliser.normalise("\u00BD cup")).isEqualTo("1/2 cup");
        assertThat(TextNormaliser.normalise("a\u00BD-cup")).isEqualTo("a1/2-cup");
        assertThat(TextNormaliser.normalise("2\u00BD")).isEqualTo("2 1/2");
    }

    @Test
    void typographicSlashesDashesQuotesAndTimesBecomePlain() {
        assertThat(TextNormaliser.normalise("1\u20442 and 1\u22152")).isEqualTo("1/2 and 1/2");
        for (char dash : "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D".toCharArray()) {
            assertThat(TextNormaliser.normalise("2" + dash + "3")).isEqualTo("2-3");
        }
        for (char quote : "\u2018\u2019\u201A\u201B\u2032`\u00B4".toCharArray()) {
            assertThat(TextNormaliser.normalise("baker" + quote + "s")).isEqualTo("baker's");
        }
        for (char quote : "\u201C\u201D\u201E\u201F\u2033".toCharArray()) {
            assertThat(TextNormaliser.normalise(quote + "x")).isEqualTo("\"x");
        }
        assertThat(TextNormaliser.normalise("2\u00D73 cm")).isEqualTo("2x3 cm");
    }

    @Test
    void invisibleCharactersAreDroppedAndSpacesCollapsed() {
        for (char invisible : "\u00AD\u200B\u200C\u200D\u2060\uFEFF".toCharArray()) {
            assertThat(TextNormaliser.normalise("fl" + invisible + "our")).isEqualTo("flour");
        }
        assertThat(TextNormaliser.normalise("  2\u00A0\u00A0cups\t\nflour \u2003 ")).isEqualTo("2 cups flour");
        assertThat(TextNormaliser.normalise("a\u0001b")).isEqualTo("a b");
        assertThat(TextNormaliser.normalise("   ")).isEmpty();
        assertThat(TextNormaliser.normalise("Red Onions, chopped")).isEqualTo("Red Onions, chopped");
    }
}
