package larder.cart;

import java.util.ArrayList;
import java.util.List;
import larder.food.Foods;
import larder.retail.Money;
import larder.retail.Catalogue;
import larder.retail.Money;
import larder.retail.Product;

/**
 * A cart with its prices. An open cart is priced from the catalogue as it is now: a line whose product is gone, or
 * unavailable, shows as unmatched and is not billed. A checked-out cart shows what it bought, at the prices paid.
 */
public record PricedCart(Cart cart, List<PricedLine> lines, Money subtotal) {

    public record PricedLine(CartLine line, Product product, CartLine.Status status, Money lineTotal) {

        public boolean billed() {
            return product != null;
        }
    }

    static PricedCart of(Cart cart, Catalogue catalogue) {
        CartHeader header = cart.header();
        boolean frozen = header.status() == Cart.Status.CHECKED_OUT;
        List<PricedLine> lines = new ArrayList<>(cart.lines().size());
        Money subtotal = Money.zero(header.currency());
        for (CartLine line : cart.lines()) {
            Product product;
            if (frozen) {
                product = line.bought() == null ? null : line.bought().product(header.retailerId(), header.updatedAt());
            } else {
                product = line.sku() == null ? null
                        : catalogue.product(line.sku()).filter(Product::available).orElse(null);
            }
            if (product == null) {
                lines.add(new PricedLine(line, null, CartLine.Status.UNMATCHED, null));
            } else {
                Money total = product.price().times(line.packs());
                subtotal = subtotal.plus(total);
                lines.add(new PricedLine(line, product, line.status(), total));
            }
        }
        return new PricedCart(cart, lines, subtotal);
    }

    /** The cart with each line linked to its food ({@link CartLine#linked}). */
    PricedCart linked(Foods foods) {
        List<CartLine> linkedLines = cart.lines().stream().map(line -> line.linked(foods)).toList();
        List<PricedLine> pricedLines = lines.stream().map(p -> new PricedLine(p.line().linked(foods), p.product(),
                p.status(), p.lineTotal())).toList();
        return new PricedCart(new Cart(cart.header(), cart.sources(), linkedLines, cart.recipes()), pricedLines,
                subtotal);
    }

    boolean anyBilled() {
        return lines.stream().anyMatch(PricedLine::billed);
    }

    /** The sources of the lines that are billed: what a checkout of the cart buys. */
    List<String> billedSourceIds() {
        return lines.stream().filter(PricedLine::billed).flatMap(p -> p.line().sourceIds().stream()).toList();
    }

    /** The cart checked out: each line holds the product it bought (null: nothing) and its final status. */
    PricedCart bought() {
        List<CartLine> boughtLines = new ArrayList<>(lines.size());
        List<PricedLine> pricedLines = new ArrayList<>(lines.size());
        for (PricedLine p : lines) {
            CartLine line = p.line().bought(p.product() == null ? null : Bought.of(p), p.status());
            boughtLines.add(line);
            pricedLines.add(new PricedLine(line, p.product(), p.status(), p.lineTotal()));
        }
        Cart closed = new Cart(cart.header().closed(), cart.sources(), boughtLines, cart.recipes());
        return new PricedCart(closed, pricedLines, subtotal);
    }
}
