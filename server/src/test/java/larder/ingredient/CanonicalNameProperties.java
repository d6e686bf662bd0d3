package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class CanonicalNameProperties {

    /** Words as the catalogue and recipe search split them, and some they never pass, with the words' own plurals. */
    @Provide
    Arbitrary<String> words() {
        Arbitrary<String> known = Arbitraries.of("tomatoes", "berries", "leaves", "knives", "olives", "glass",
                "hummus", "Eggs", "fresh", "chopped", "large", "7up", "½cup", "jalapeños", "crème", "o'brien",
                "rock-salt", "x", "", "potatoes", "loaves", "mice", "dishes", "boxes", "sauces", "couscous");
        Arbitrary<String> letters = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(12)
                .map(w -> w.length() > 3 ? w + "s" : w);
        Arbitrary<String> any = Arbitraries.strings().all().ofMaxLength(10);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, known), net.jqwik.api.Tuple.of(5, letters), net.jqwik.api.Tuple.of(2, any));
    }

    @Property(tries = 2_000)
    void oneWordsCanonicalFormIsThatOfTheWholeNameOrTheWordItself(@ForAll("words") String word) {
        String whole = CanonicalName.of(word);
        String expected = whole.isBlank() || whole.contains(" ") ? word : whole;

        assertThat(CanonicalName.ofWord(word)).isEqualTo(expected);
    }

    @Example
    void aPluralWordIsSingularAndADescriptorAloneIsKept() {
        assertThat(CanonicalName.ofWord("tomatoes")).isEqualTo("tomato");
        assertThat(CanonicalName.ofWord("Berries")).isEqualTo("berry");
        assertThat(CanonicalName.ofWord("chopped")).isEqualTo("chopped");
        assertThat(CanonicalName.ofWord("½cups")).isEqualTo("cup");
        assertThat(CanonicalName.ofWord("½")).isEqualTo("½");
        assertThat(CanonicalName.ofWord("")).isEmpty();
    }
}
