package larder.retail;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import org.junit.jupiter.api.Test;

/** Products are linked to foods when a catalogue is made, and a need's food is looked up once by name. */
class FoodLinksTest {

    private final Foods foods = RetailersOver.foods();
    private final AtomicInteger lookups = new AtomicInteger();
    private final FoodLinks links = new FoodLinks(name -> {
        lookups.incrementAndGet();
        return foods.match(name);
    });

    private static List<Product> shop() {
        return List.of(
                CatalogueTest.product("RI-1", "Long-Grain White Rice", 2.0, Unit.LB, 299, Category.PANTRY, true),
                CatalogueTest.product("RV-1", "Rice Vinegar", 12.0, Unit.FL_OZ, 349, Category.PANTRY, true),
                CatalogueTest.product("ON-1", "Green Onions", 1.0, Unit.BUNCH, 99, Category.PRODUCE, true),
                CatalogueTest.product("ON-2", "Yellow Onion", 1.0, Unit.PIECE, 109, Category.PRODUCE, true));
    }

    @Test
    void aQuoteAcrossFiveCataloguesLooksEachNeedUpOnceAndLinksNoProductAgain() {
        Catalogue first = new Catalogue(shop(), links);
        int linking = lookups.get();
        assertThat(linking).as("each product linked when the catalogue is made").isGreaterThanOrEqualTo(4);
        List<Catalogue> five = List.of(first, new Catalogue(shop(), links), new Catalogue(shop(), links),
                new Catalogue(shop(), links), new Catalogue(shop(), links));
        assertThat(lookups.get()).as("names linked before are not linked again").isEqualTo(linking);
        lookups.set(0);
        for (Catalogue catalogue : five) {
            assertThat(catalogue.best(new Need("rice", 1.0, Unit.CUP, Category.PANTRY))).get()
                    .extracting(c -> c.product().sku()).isEqualTo("RI-1");
            assertThat(catalogue.best(new Need("onion", 1.0, null, Category.PRODUCE))).get()
                    .extracting(c -> c.product().sku()).isEqualTo("ON-2");
        }
        assertThat(lookups.get()).as("one lookup per need name, whatever the number of catalogues").isEqualTo(2);
    }

    @Test
    void aProductIsTheFoodItsHeadNounSaysAndAnotherKindIsNeverMatched() {
        assertThat(links.product(CatalogueTest.product("RV-1", "Rice Vinegar", 12.0, Unit.FL_OZ, 349,
                Category.PANTRY, true)).kind()).containsExactly("vinegar");
        assertThat(FoodLinks.head("Feta Cheese in Brine")).isEqualTo("cheese");
        assertThat(FoodLinks.head("Sourdough Bread Loaf")).isEqualTo("bread");
        assertThat(FoodLinks.head("Yellow Onions, 3 lb bag")).isEqualTo("onion");
        Catalogue onlyVinegar = new Catalogue(List.of(CatalogueTest.product("RV-1", "Rice Vinegar", 12.0, Unit.FL_OZ,
                349, Category.PANTRY, true)), links);
        assertThat(onlyVinegar.best(new Need("rice", 1.0, Unit.CUP, Category.PANTRY))).isEmpty();
    }
}
