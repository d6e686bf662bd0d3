package larder.cart;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import larder.platform.Money;
import larder.retail.ProductView;

/** A cart as the API shows it (contract section 9). */
public record CartView(String id, RetailerRef retailer, String status, long version, String userId,
                       List<ItemView> items, List<RecipeRef> recipes, Money subtotal, Instant createdAt,
                       Instant updatedAt) {

    public record RetailerRef(String id, String name, String currency) {
    }

    public record ItemView(String id, String name, Double quantity, String unit, List<SourceView> sources,
                           ProductView product, int packs, String status, Money lineTotal) {
    }

    public record SourceView(String itemId, String text, String recipeId) {
    }

    public record RecipeRef(String id, String name, double scale) {
    }

    /** A cart in a listing, and in events: no items, their count and the subtotal. */
    public record SummaryView(String id, RetailerRef retailer, String status, long version, String userId,
                              int itemCount, Money subtotal, Instant createdAt, Instant updatedAt) {

        public static SummaryView of(PricedCart priced) {
            Cart c = priced.cart();
            return new SummaryView(c.id(), new RetailerRef(c.retailerId(), c.retailerName(), c.currency()),
                    c.status().code(), c.version(), c.userId(), c.lines().size(), priced.subtotal(), c.createdAt(),
                    c.updatedAt());
        }
    }

    public static CartView of(PricedCart priced) {
        Cart c = priced.cart();
        Map<String, CartSource> sources = c.sourcesById();
        return new CartView(c.id(), new RetailerRef(c.retailerId(), c.retailerName(), c.currency()),
                c.status().code(), c.version(), c.userId(),
                priced.lines().stream().map(p -> new ItemView(p.line().id(), p.line().name(), p.line().quantity(),
                        p.line().unit() == null ? null : p.line().unit().code(),
                        p.line().sourceIds().stream().map(sources::get).filter(java.util.Objects::nonNull)
                                .map(s -> new SourceView(s.id(), s.text() != null ? s.text() : s.name(), s.recipeId()))
                                .toList(),
                        p.product() == null ? null : ProductView.of(p.product()), p.line().packs(),
                        p.status().code(), p.lineTotal())).toList(),
                c.recipes().stream().map(r -> new RecipeRef(r.recipeId(), r.name(), r.scale())).toList(),
                priced.subtotal(), c.createdAt(), c.updatedAt());
    }

    /** A product that could cover a cart's line instead: the product, how many packs, and what they cost. */
    public record OptionView(String sku, String name, String brand, ProductView.SizeView size, Money price,
                             String category, String imageUrl, boolean available, int packs, Money lineTotal) {

        public static OptionView of(larder.retail.Candidate c) {
            ProductView p = ProductView.of(c.product());
            return new OptionView(p.sku(), p.name(), p.brand(), p.size(), p.price(), p.category(), p.imageUrl(),
                    p.available(), c.packs(), c.lineTotal());
        }
    }

    /** A checkout as the API shows it. */
    public record CheckoutView(String id, String cartId, String retailerId, String status,
                               List<Checkout.Item> items, List<Checkout.Unmatched> unmatched, Money total,
                               String checkoutUrl, Instant createdAt) {

        public static CheckoutView of(Checkout c) {
            return new CheckoutView(c.id(), c.cartId(), c.retailerId(), c.status(), c.items(), c.unmatched(),
                    c.total(), c.checkoutUrl(), c.createdAt());
        }
    }
}
