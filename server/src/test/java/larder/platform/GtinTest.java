package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.ArrayList;
import java.util.List;
import larder.platform.problem.FieldProblem;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GtinTest {

    @ParameterizedTest
    @CsvSource({
            // GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14, from GS1's and retailers' published examples.
            "96385074, 00000096385074",
            "036000291452, 00036000291452",
            "4006381333931, 04006381333931",
            "10614141000415, 10614141000415",
            "5901234123457, 05901234123457",
    })
    void acceptsEachLengthAndKeepsTheFourteenDigitForm(String sent, String kept) {
        assertThat(Gtin.of(sent).digits()).isEqualTo(kept);
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(Gtin.read(sent, "/gtin", problems)).isEqualTo(new Gtin(kept));
        assertThat(problems).isEmpty();
    }

    @Test
    void anEan13AndItsUpcAreOneGtin() {
        assertThat(Gtin.of("0036000291452")).isEqualTo(Gtin.of("036000291452"));
    }

    @ParameterizedTest
    @CsvSource({"4006381333932, 1", "036000291453, 2", "96385075, 4", "10614141000416, 5"})
    void refusesAWrongCheckDigitAndSaysTheRightOne(String sent, int right) {
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(Gtin.read(sent, "/products/0/gtin", problems)).isNull();
        assertThat(problems).singleElement().satisfies(p -> {
            assertThat(p.pointer()).isEqualTo("/products/0/gtin");
            assertThat(p.message()).endsWith("should be " + right);
        });
        assertThat(Gtin.isValid(sent)).isFalse();
    }

    @ParameterizedTest
    @CsvSource({"''", "1234567", "123456789", "12345678901", "123456789012345", "40063813339a1", "' 96385074'",
            "٩٦٣٨٥٠٧٤"})
    void refusesWhatIsNotEightTwelveThirteenOrFourteenDigits(String sent) {
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(Gtin.read(sent, "/gtin", problems)).isNull();
        assertThat(problems).singleElement().extracting(FieldProblem::message)
                .isEqualTo("must be a GTIN of 8, 12, 13 or 14 digits");
    }

    @Test
    void absentIsNoGtinAndNoProblem() {
        List<FieldProblem> problems = new ArrayList<>();
        assertThat(Gtin.read(null, "/gtin", problems)).isNull();
        assertThat(problems).isEmpty();
    }

    @Test
    void anInvalidOneCannotBeMade() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Gtin("4006381333931"));
        assertThatIllegalArgumentException().isThrownBy(() -> new Gtin("04006381333932"));
        assertThatIllegalArgumentException().isThrownBy(() -> Gtin.of("4006381333932"));
    }

    @Property
    void theComputedCheckDigitCompletesAValidGtin(@ForAll("bodies") String body) {
        String gtin = body + Gtin.checkDigit(body);
        assertThat(Gtin.isValid(gtin)).isTrue();
        assertThat(Gtin.of(gtin).digits()).hasSize(14).endsWith(gtin);
    }

    @Property
    void changingAnyOneDigitBreaksTheCheck(@ForAll("bodies") String body, @ForAll int position,
                                           @ForAll int shift) {
        String gtin = body + Gtin.checkDigit(body);
        int at = Math.floorMod(position, gtin.length());
        int by = 1 + Math.floorMod(shift, 9);
        char changed = (char) ('0' + (gtin.charAt(at) - '0' + by) % 10);
        String wrong = gtin.substring(0, at) + changed + gtin.substring(at + 1);
        assertThat(Gtin.isValid(wrong)).isFalse();
    }

    @Property
    void leadingZerosNameTheSameGtin(@ForAll("bodies") String body) {
        String gtin = body + Gtin.checkDigit(body);
        String padded = "0".repeat(14 - gtin.length()) + gtin;
        assertThat(Gtin.isValid(padded)).isTrue();
        assertThat(Gtin.of(padded)).isEqualTo(Gtin.of(gtin));
    }

    @Provide
    Arbitrary<String> bodies() {
        return Arbitraries.of(7, 11, 12, 13).flatMap(length -> Arbitraries.strings().numeric().ofLength(length));
    }
}
