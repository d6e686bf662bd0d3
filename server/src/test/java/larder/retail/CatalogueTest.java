package larder.retail;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import org.junit.jupiter.api.Test;

class CatalogueTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    static Product product(String sku, String name, Double size, Unit unit, long price, Category category,
                           boolean available) {
        return new Product("rtl_test", sku, name, null, size, unit, new Money(price, "USD"), category, null,
                available, NOW, NOW);
    }

    private final Catalogue catalogue = new Catalogue(List.of(
            product("FL-1", "All-Purpose Flour", 1.0, Unit.KG, 299, Category.BAKING, true),
            product("FL-2", "All-Purpose Flour", 250.0, Unit.G, 99, Category.BAKING, true),
            product("FL-3", "Whole Wheat Flour", 2.0, Unit.KG, 499, Category.BAKING, true),
            product("TO-1", "Diced Tomatoes", 14.5, Unit.OZ, 129, Category.PANTRY, true),
            product("TO-2", "Roma Tomato", 1.0, Unit.PIECE, 49, Category.PRODUCE, true),
            product("TO-3", "Tomato Ketchup", 20.0, Unit.OZ, 279, Category.CONDIMENTS_SAUCES, true),
            product("BA-1", "Fresh Basil", 1.0, Unit.BUNCH, 199, Category.PRODUCE, false),
            product("BA-2", "Dried Basil", 0.5, Unit.OZ, 349, Category.SPICES_SEASONINGS, true)));

    @Test
    void theBestProductNamesTheNeedAndIsInItsAisle() {
        assertThat(catalogue.best(new Need("tomato", 3.0, null, Category.PRODUCE))).get()
                .extracting(c -> c.product().sku()).isEqualTo("TO-2");
        assertThat(catalogue.best(new Need("diced tomatoes", 2.0, Unit.CAN, Category.PANTRY))).get()
                .satisfies(c -> {
                    assertThat(c.product().sku()).isEqualTo("TO-1");
                    assertThat(c.packs()).isEqualTo(2);
                    assertThat(c.lineTotal()).isEqualTo(new Money(258, "USD"));
                });
    }

    @Test
    void amongEqualMatchesTheCheaperWayToCoverTheNeedWins() {
        // 450 g: one 1 kg bag (2.99) against two 250 g bags (1.98)
        assertThat(catalogue.best(new Need("flour", 450.0, Unit.G, Category.BAKING))).get()
                .satisfies(c -> {
                    assertThat(c.product().sku()).isEqualTo("FL-2");
                    assertThat(c.packs()).isEqualTo(2);
                });
        // 900 g: one 1 kg bag (2.99) against four 250 g bags (3.96)
        assertThat(catalogue.best(new Need("flour", 900.0, Unit.G, Category.BAKING))).get()
                .extracting(c -> c.product().sku()).isEqualTo("FL-1");
    }

    @Test
    void anUnavailableProductIsNeverTheBestButIsAnOptionLast() {
        assertThat(catalogue.best(new Need("fresh basil", 1.0, Unit.BUNCH, Category.PRODUCE))).get()
                .extracting(c -> c.product().sku()).isEqualTo("BA-2");
        List<Candidate> options = catalogue.options(new Need("fresh basil", 1.0, Unit.BUNCH, Category.PRODUCE));
        assertThat(options).extracting(c -> c.product().sku()).containsExactly("BA-2", "BA-1");
    }

    @Test
    void aNeedNoProductNamesIsUnmatched() {
        assertThat(catalogue.best(new Need("saffron", 1.0, Unit.PINCH, Category.SPICES_SEASONINGS))).isEmpty();
        assertThat(catalogue.best(new Need("", null, null, Category.OTHER))).isEmpty();
    }

    @Test
    void searchFindsEveryWordInNameBrandOrAisleAndPagesBySku() {
        assertThat(catalogue.search("tomato", null, 10)).extracting(Product::sku)
                .containsExactly("TO-1", "TO-2", "TO-3");
        assertThat(catalogue.search("tomatoes pantry", null, 10)).extracting(Product::sku).containsExactly("TO-1");
        assertThat(catalogue.search("flour", "FL-1", 10)).extracting(Product::sku).containsExactly("FL-2", "FL-3");
        Set<String> seen = new HashSet<>();
        String after = null;
        List<Product> page;
        do {
            page = catalogue.search(null, after, 3);
            page.forEach(p -> assertThat(seen.add(p.sku())).isTrue());
            after = page.isEmpty() ? null : page.getLast().sku();
        } while (page.size() == 3);
        assertThat(seen).hasSize(8);
    }

    @Test
    void aTwoLetterWordIsAWordButOneLetterIsNot() {
        Catalogue tails = new Catalogue(List.of(
                product("OX-1", "Ox Tail", 1.0, Unit.KG, 999, Category.MEAT_SEAFOOD, true),
                product("BT-1", "Beef Tail", 1.0, Unit.KG, 899, Category.MEAT_SEAFOOD, true),
                product("VA-1", "Vitamin B Drops", 1.0, Unit.PIECE, 499, Category.OTHER, true)));

        assertThat(tails.search("ox", null, 10)).extracting(Product::sku).containsExactly("OX-1");
        assertThat(tails.search("b drops", null, 10)).extracting(Product::sku).containsExactly("VA-1");
        assertThat(tails.best(new Need("ox tail", 1.0, Unit.KG, Category.MEAT_SEAFOOD))).get()
                .extracting(c -> c.product().sku()).isEqualTo("OX-1");
    }

    @Test
    void aProductNamingTwoWordsOfTheNeedIsFoundThroughTheirPairAmongManyNamingOne() {
        List<Product> many = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            many.add(product(String.format("C-%05d", i), "Chicken Wings " + i, 1.0, Unit.KG, 500 + i,
                    Category.MEAT_SEAFOOD, true));
            many.add(product(String.format("T-%05d", i), "Beef Thighs " + i, 1.0, Unit.KG, 500 + i,
                    Category.MEAT_SEAFOOD, true));
        }
        many.add(product("CT-1", "Chicken Thighs Value Pack", 1.0, Unit.KG, 899,
                Category.MEAT_SEAFOOD, true));
        Catalogue big = new Catalogue(many);
        // Thousands of products name "thigh" with fewer words, and thousands name "chicken": the one that names
        // both is read through the pair's postings, and wins.
        assertThat(big.best(new Need("chicken thigh", 500.0, Unit.G, Category.MEAT_SEAFOOD))).get()
                .extracting(c -> c.product().sku()).isEqualTo("CT-1");
    }

    @Test
    void matchingReadsABoundedNumberOfCandidatesWhateverTheCatalogueSize() {
        List<Product> many = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            many.add(product(String.format("X-%05d", i), "Premium Flour Blend No " + i, 1.0, Unit.KG, 500 + i,
                    Category.BAKING, true));
        }
        many.add(product("FL-1", "Flour", 1.0, Unit.KG, 299, Category.BAKING, true));
        Catalogue big = new Catalogue(many);
        // The most generic product names of a word come first in its postings, so the plain "Flour" is read and
        // wins, although thousands of other products name flour too.
        assertThat(big.best(new Need("flour", 500.0, Unit.G, Category.BAKING))).get()
                .extracting(c -> c.product().sku()).isEqualTo("FL-1");
        assertThat(big.options(new Need("flour", 500.0, Unit.G, Category.BAKING)))
                .hasSizeLessThanOrEqualTo(Catalogue.OPTIONS_READ);
    }

    @Test
    void aPairsMostGenericProductIsReadEvenWhenMoreThanTheReadLimitNameThePairAndItComesLast() {
        List<Product> many = new ArrayList<>();
        for (int i = 0; i < Catalogue.POSTINGS_READ + 4; i++) {
            many.add(product(String.format("A-%02d", i), "Smoked Chicken Breast Fillets Family Value", 1.0, Unit.KG,
                    300 + i, Category.MEAT_SEAFOOD, true));
        }
        // Fewest words, but listed last and with the highest SKU: only the pair's postings find it (it does not name
        // "thigh"), and they are read most generic first, not in feed or SKU order.
        many.add(product("Z-1", "Smoked Chicken", 1.0, Unit.KG, 999, Category.MEAT_SEAFOOD, true));
        Catalogue big = new Catalogue(many);

        assertThat(big.best(new Need("smoked chicken thigh", 1.0, Unit.KG, Category.MEAT_SEAFOOD))).get()
                .extracting(c -> c.product().sku()).isEqualTo("Z-1");
    }

    @Test
    void equallyGenericProductsAreReadInSkuOrderSoTheFeedsOrderDoesNotChangeTheMatch() {
        List<Product> many = new ArrayList<>();
        for (int i = 0; i < Catalogue.POSTINGS_READ + 4; i++) {
            // The dearer the lower the SKU: the cheapest ones lie beyond the read limit in SKU order.
            many.add(product(String.format("P-%02d", i), "Smoked Paprika", 1.0, Unit.OZ, 900 - i,
                    Category.SPICES_SEASONINGS, true));
        }
        Need need = new Need("smoked paprika", 1.0, Unit.OZ, Category.SPICES_SEASONINGS);
        String lastRead = String.format("P-%02d", Catalogue.POSTINGS_READ - 1);

        assertThat(new Catalogue(many).best(need)).get().extracting(c -> c.product().sku()).isEqualTo(lastRead);
        assertThat(new Catalogue(many.reversed()).best(need)).get().extracting(c -> c.product().sku())
                .isEqualTo(lastRead);
        Need pairOnly = new Need("smoked paprika rub", 1.0, Unit.OZ, Category.SPICES_SEASONINGS);
        assertThat(new Catalogue(many.reversed()).best(pairOnly)).get().extracting(c -> c.product().sku())
                .isEqualTo(lastRead);
    }

    @Test
    void aProductNamingTheMainWordBeatsOneNamingAsManyOfTheOtherWords() {
        Catalogue chicken = new Catalogue(List.of(
                product("SC-1", "Smoked Chicken", 1.0, Unit.KG, 499, Category.MEAT_SEAFOOD, true),
                product("CT-1", "Chicken Thighs", 1.0, Unit.KG, 899, Category.MEAT_SEAFOOD, true)));

        assertThat(chicken.best(new Need("smoked chicken thigh", 1.0, Unit.KG, Category.MEAT_SEAFOOD))).get()
                .extracting(c -> c.product().sku()).isEqualTo("CT-1");
    }

    @Test
    void aProductNamingTwoOfTheNeedsWordsBeatsOneNamingOnlyTheMainWordAmongManyOthers() {
        Catalogue chicken = new Catalogue(List.of(
                product("SC-1", "Smoked Chicken", 1.0, Unit.KG, 899, Category.MEAT_SEAFOOD, true),
                product("TB-1", "Thigh Bone Broth Soup Base Concentrate Family Value Jar Deluxe", 1.0, Unit.KG, 299,
                        Category.MEAT_SEAFOOD, true)));

        // Two of three words against one of twelve: 2/3 against 1/12 plus the main word's half.
        assertThat(chicken.best(new Need("smoked chicken thigh", 1.0, Unit.KG, Category.MEAT_SEAFOOD))).get()
                .extracting(c -> c.product().sku()).isEqualTo("SC-1");
    }

    @Test
    void equallyGoodProductsAtTheSamePriceComeInSkuOrder() {
        List<String> skus = List.of("ZQ-17", "AB-3", "MM-42", "C-9", "X-1", "QQ-5", "B-88", "K-2", "TT-0", "E-61");
        List<Product> same = new ArrayList<>();
        for (String sku : skus) {
            same.add(product(sku, "Rolled Oats", 1.0, Unit.KG, 349, Category.PANTRY, true));
        }
        Catalogue oats = new Catalogue(same);
        Need need = new Need("rolled oats", 1.0, Unit.KG, Category.PANTRY);

        assertThat(oats.options(need)).extracting(c -> c.product().sku())
                .containsExactlyElementsOf(skus.stream().sorted().toList());
        assertThat(oats.best(need)).get().extracting(c -> c.product().sku()).isEqualTo("AB-3");
    }

    @Test
    void optionsComeBestScoredFirstThenCheapestThenBySkuWithUnavailableOnesLast() {
        Catalogue flours = new Catalogue(List.of(
                product("FL-9", "Flour", 1.0, Unit.KG, 899, Category.BAKING, false),
                product("FL-1", "All-Purpose Flour", 1.0, Unit.KG, 299, Category.BAKING, true),
                product("FL-2", "All-Purpose Flour", 250.0, Unit.G, 99, Category.BAKING, true),
                product("FL-4", "Whole Wheat Flour", 1.0, Unit.KG, 299, Category.BAKING, true),
                product("FL-3", "Whole Wheat Flour", 2.0, Unit.KG, 499, Category.BAKING, true),
                product("FL-5", "Flour", 1.0, Unit.KG, 999, Category.BAKING, true),
                product("FL-6", "Flour Tortillas", 1.0, Unit.PIECE, 199, Category.BAKERY, true),
                product("FL-8", "Rice Flour", 1.0, Unit.KG, 399, Category.BAKING, false)));

        List<Candidate> options = flours.options(new Need("flour", 450.0, Unit.G, Category.BAKING));

        // FL-5 names nothing but flour, in its aisle: the best score, however dear. Then the three-word flours of
        // the aisle, cheapest cover first (two 250 g bags, 1.98) and equal totals by SKU (FL-1 before FL-4). The
        // tortillas name flour in another aisle. The unavailable ones come last, best scored first.
        assertThat(options).extracting(c -> c.product().sku())
                .containsExactly("FL-5", "FL-2", "FL-1", "FL-4", "FL-3", "FL-6", "FL-9", "FL-8");
        assertThat(options.get(1).packs()).isEqualTo(2);
        assertThat(options.get(1).lineTotal()).isEqualTo(new Money(198, "USD"));
    }
}
