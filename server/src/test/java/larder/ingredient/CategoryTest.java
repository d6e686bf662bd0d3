package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class CategoryTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            red onions | produce
            Red Onion | produce
            frozen peas | frozen
            frozen chopped spinach | frozen
            spinach | produce
            fresh basil | produce
            fresh thyme | produce
            dried thyme | spices_seasonings
            boneless skinless chicken thighs | meat_seafood
            chicken broth | pantry
            chicken | meat_seafood
            large shrimp | meat_seafood
            unsalted butter | dairy_eggs
            peanut butter | pantry
            butter lettuce | produce
            eggs | dairy_eggs
            sourdough bread | bakery
            corn tortillas | bakery
            extra-virgin olive oil | pantry
            good-quality olive oil | pantry
            all-purpose flour | baking
            light brown sugar | baking
            baking soda | baking
            kosher salt | spices_seasonings
            freshly ground black pepper | spices_seasonings
            crushed red pepper flakes | spices_seasonings
            red bell pepper | produce
            hot sauce | condiments_sauces
            soy sauce | condiments_sauces
            Dijon mustard | condiments_sauces
            frozen peas | frozen
            vanilla ice cream | frozen
            dry white wine | beverages
            sparkling water | beverages
            tortilla chips | snacks
            paper towels | household
            Greek yogurt or sour cream | dairy_eggs
            crushed tomatoes | pantry
            cream of tartar | baking
            gribbleflax | other
             | other
            """)
    void assignsAnAisleFromTheName(String name, String code) {
        assertThat(Category.forIngredient(name).code()).isEqualTo(code);
    }

    @Test
    void curatesAtLeastAThousandGroceryNames() {
        assertThat(CategoryDictionary.INSTANCE.size()).isGreaterThanOrEqualTo(1000);
    }

    @ParameterizedTest
    @EnumSource(Category.class)
    void findsEveryCategoryByItsCode(Category category) {
        assertThat(Category.fromCode(category.code())).contains(category);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Red Onions | red onion
            red onion | red onion
            2 large red onions | 2 red onion
            Fresh Basil Leaves | basil leaf
            finely chopped fresh chives | chive
            boneless skinless chicken thighs | chicken thigh
            tomatoes | tomato
            berries | berry
            bay leaves | bay leaf
            loaves | loaf
            molasses | molasses
            peaches | peach
            cookies | cookie
            whole milk | whole milk
            fresh | fresh
            """)
    void givesTheCanonicalNameUsedForCombining(String name, String canonical) {
        assertThat(CanonicalName.of(name)).isEqualTo(canonical);
    }

    @Test
    void givesAnEmptyCanonicalNameForNothing() {
        assertThat(CanonicalName.of(null)).isEmpty();
        assertThat(CanonicalName.of("  ")).isEmpty();
    }
}
