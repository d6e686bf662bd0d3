package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The name under which items combine and match. */
class CanonicalNameTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "Red Onions, red onion",
        "'large red onions, chopped', red onion",
        "Fresh Basil Leaves, basil leaf",
        "boneless skinless chicken breasts, chicken breast",
        "small organic ripe tomatoes, tomato",
        "finely chopped flat-leaf parsley, flat-leaf parsley"})
    void dropsPreparationSizeAndQualifierWordsAndMakesTheRestSingular(String name, String canonical) {
        assertThat(CanonicalName.of(name)).isEqualTo(canonical);
    }

    @Test
    void aNameOfOnlyDescriptorsKeepsThemSingular() {
        assertThat(CanonicalName.of("Fresh")).isEqualTo("fresh");
        assertThat(CanonicalName.words("large chopped")).containsExactly("large", "chopped");
        assertThat(CanonicalName.of("Halves")).isEqualTo("half");
    }

    @Test
    void aNullOrWordlessNameIsEmpty() {
        assertThat(CanonicalName.of(null)).isEmpty();
        assertThat(CanonicalName.words(null)).isEmpty();
        assertThat(CanonicalName.of(" , ")).isEmpty();
        assertThat(CanonicalName.words(" , ")).isEmpty();
    }

    @Test
    void theWordsKeepTheirOrder() {
        assertThat(CanonicalName.words("Dark Brown Sugars")).containsExactly("dark", "brown", "sugar");
    }
}
