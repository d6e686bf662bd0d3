package larder.cart;

import larder.ingredient.Combiner;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.retail.Catalogue;
import larder.retail.Money;
import larder.retail.Product;
import org.junit.jupiter.api.Test;

/** A cart's lines: combined from what was added, matched to products, priced; what the shopper chose is kept. */
class CartLinesTest {

    private static final Combiner COMBINER = new Combiner();

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    private static Product product(String sku, String name, Double size, Unit unit, long price, Category category,
                                   boolean available) {
        return new Product("rtl_test", sku, name, null, size, unit, new Money(price, "USD"), category, null,
                available, NOW, NOW);
    }

    private static final Catalogue CATALOGUE = new Catalogue(List.of(
            product("FL-1", "All-Purpose Flour", 1.0, Unit.KG, 299, Category.BAKING, true),
            product("FL-5", "All-Purpose Flour", 5.0, Unit.LB, 599, Category.BAKING, true),
            product("EG-12", "Large Eggs", 12.0, Unit.PIECE, 399, Category.DAIRY_EGGS, true),
            product("MI-1", "Whole Milk", 1.0, Unit.GALLON, 429, Category.DAIRY_EGGS, true)));

    private static CartSource source(String id, String name, Double quantity, Unit unit, Category category) {
        return new CartSource(id, new ItemFields(name, Quantity.of(quantity), unit, null, null, null, category, null,
                null), NOW);
    }

    private static Cart cart(Cart.Status status, List<CartSource> sources, List<CartLine> lines) {
        return new Cart(new CartHeader("crt_1", "app", "usr_1", "rtl_test", "Test Market", "USD", status, 1, NOW, NOW),
                sources, lines, List.of());
    }

    private final List<CartSource> sources = List.of(
            source("itm_1", "flour", 300.0, Unit.G, Category.BAKING),
            source("itm_2", "flour", 300.0, Unit.G, Category.BAKING),
            source("itm_3", "eggs", 3.0, null, Category.DAIRY_EGGS),
            source("itm_4", "saffron", 1.0, Unit.PINCH, Category.SPICES_SEASONINGS));

    @Test
    void sameNamesCombineAndEachNeedIsMatchedWithThePacksThatCoverIt() {
        List<CartLine> lines = CartLines.rebuild(sources, List.of(), CATALOGUE, COMBINER);
        assertThat(lines).hasSize(3);
        CartLine flour = lines.stream().filter(l -> l.name().equals("flour")).findFirst().orElseThrow();
        assertThat(flour.sourceIds()).containsExactlyInAnyOrder("itm_1", "itm_2");
        assertThat(flour.sku()).isEqualTo("FL-1");
        assertThat(flour.packs()).isEqualTo(1);
        assertThat(flour.status()).isEqualTo(CartLine.Status.MATCHED);
        CartLine saffron = lines.stream().filter(l -> l.name().equals("saffron")).findFirst().orElseThrow();
        assertThat(saffron.sku()).isNull();
        assertThat(saffron.status()).isEqualTo(CartLine.Status.UNMATCHED);
    }

    @Test
    void unmatchedLinesAreNotBilled() {
        List<CartLine> lines = CartLines.rebuild(sources, List.of(), CATALOGUE, COMBINER);
        PricedCart priced = PricedCart.of(cart(Cart.Status.OPEN, sources, lines), CATALOGUE);
        assertThat(priced.subtotal()).isEqualTo(new Money(299 + 399, "USD"));
        assertThat(priced.lines()).filteredOn(l -> l.status() == CartLine.Status.UNMATCHED)
                .singleElement().satisfies(l -> {
                    assertThat(l.product()).isNull();
                    assertThat(l.lineTotal()).isNull();
                    assertThat(l.billed()).isFalse();
                });
    }

    @Test
    void aProductThatBecameUnavailableShowsAsUnmatchedUntilTheCartIsCheckedOut() {
        List<CartLine> lines = CartLines.rebuild(sources, List.of(), CATALOGUE, COMBINER);
        Catalogue noEggs = new Catalogue(List.of(
                product("FL-1", "All-Purpose Flour", 1.0, Unit.KG, 299, Category.BAKING, true),
                product("EG-12", "Large Eggs", 12.0, Unit.PIECE, 399, Category.DAIRY_EGGS, false)));
        PricedCart priced = PricedCart.of(cart(Cart.Status.OPEN, sources, lines), noEggs);
        assertThat(priced.subtotal()).isEqualTo(new Money(299, "USD"));
        assertThat(priced.lines()).filteredOn(PricedCart.PricedLine::billed).hasSize(1);
    }

    @Test
    void aSwappedProductAndAChosenPackCountSurviveAddingMore() {
        List<CartLine> first = CartLines.rebuild(sources, List.of(), CATALOGUE, COMBINER);
        CartLine flour = first.stream().filter(l -> l.name().equals("flour")).findFirst().orElseThrow();
        CartLine eggs = first.stream().filter(l -> l.name().equals("eggs")).findFirst().orElseThrow();
        List<CartLine> chosen = first.stream().map(l -> l == flour
                ? l.with("FL-5", 1, CartLine.Status.SUBSTITUTED, false, null)
                : l == eggs ? l.with("EG-12", 3, CartLine.Status.MATCHED, true, l.match()) : l).toList();
        List<CartSource> more = new java.util.ArrayList<>(sources);
        more.add(source("itm_5", "flour", 2.0, Unit.KG, Category.BAKING));
        more.add(source("itm_6", "whole milk", 1.0, Unit.CUP, Category.DAIRY_EGGS));
        List<CartLine> again = CartLines.rebuild(more, chosen, CATALOGUE, COMBINER);
        CartLine flourAgain = again.stream().filter(l -> l.name().equals("flour")).findFirst().orElseThrow();
        assertThat(flourAgain.id()).isEqualTo(flour.id());
        assertThat(flourAgain.sku()).isEqualTo("FL-5");
        assertThat(flourAgain.status()).isEqualTo(CartLine.Status.SUBSTITUTED);
        // 2.6 kg of flour in 5 lb (2.27 kg) bags: the pack count follows the need, as the shopper did not set it
        assertThat(flourAgain.packs()).isEqualTo(2);
        CartLine eggsAgain = again.stream().filter(l -> l.name().equals("eggs")).findFirst().orElseThrow();
        assertThat(eggsAgain.id()).isEqualTo(eggs.id());
        assertThat(eggsAgain.packs()).isEqualTo(3);
        assertThat(eggsAgain.manualPacks()).isTrue();
        assertThat(again).extracting(CartLine::name).contains("whole milk");
    }

    @Test
    void aSwappedProductThatLeftTheCatalogueGivesWayToTheBestMatch() {
        List<CartLine> first = CartLines.rebuild(sources, List.of(), CATALOGUE, COMBINER).stream()
                .map(l -> l.name().equals("flour") ? l.with("GONE", 4, CartLine.Status.SUBSTITUTED, true, null) : l)
                .toList();
        CartLine flour = CartLines.rebuild(sources, first, CATALOGUE, COMBINER).stream()
                .filter(l -> l.name().equals("flour")).findFirst().orElseThrow();
        assertThat(flour.sku()).isEqualTo("FL-1");
        assertThat(flour.status()).isEqualTo(CartLine.Status.MATCHED);
        assertThat(flour.packs()).isEqualTo(1);
    }
}
