package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DescriptorsTest {

    /** name | the name after its leading preparation and size words. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            finely chopped fresh chives | fresh chives
            large eggs | eggs
            diced and drained tomatoes | tomatoes
            'peeled, grated fresh ginger' | fresh ginger
            freshly shaved parmesan | parmesan
            crushed red pepper flakes | crushed red pepper flakes
            toasted sesame oil | toasted sesame oil
            chopped | chopped
            'chopped, to taste' | 'chopped, to taste'
            peeled - grated ginger | ginger
            chopped or sliced onions | onions
            peeled and finely chopped onions | onions
            and chopped onions | and chopped onions
            finely chopped | finely chopped
            finely chopped onion | onion
            freshly ground pepper | pepper
            very fine sugar | very fine sugar
            small diced | diced
            'chopped onions (about 2)' | 'onions (about 2)'
            'large; chopped' | 'large; chopped'
            """)
    void findsTheEndOfLeadingDescriptors(String name, String rest) {
        Stages stages = Stages.of(name);

        assertThat(stages.from(Descriptors.leadingEnd(stages.t(), 0))).isEqualTo(rest);
    }

    /** name | whether its first words name a product that keeps its preparation word. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            crushed tomatoes | true
            crushed red pepper flakes | true
            toasted sesame oil | true
            chopped onion | false
            tomatoes | false
            """)
    void knowsProductsThatKeepTheirPreparationWord(String name, boolean product) {
        assertThat(Descriptors.namesProduct(Stages.of(name).t(), 0)).isEqualTo(product);
    }
}
