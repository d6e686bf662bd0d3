package larder.cart.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import larder.cart.CartHeader;
import larder.cart.CartLine;
import larder.cart.CartSource;
import larder.cart.Checkout;
import larder.cart.PricedCart;
import larder.food.web.FoodRefView;
import larder.food.web.NutritionView;
import larder.pantry.web.PantryCoveredView;
import larder.retail.web.MatchView;
import larder.retail.Money;
import larder.retail.web.ProductView;

/** A cart as the API shows it (docs/api.md §9). */
public record CartView(String id, RetailerRef retailer, @Schema(allowableValues = {"open", "checked_out"}) String status,
                       long version, @Nullable @Schema(description = "null for an app's own cart") String userId,
                       List<ItemView> items, List<RecipeRef> recipes, Money subtotal, Instant createdAt,
                       Instant updatedAt,
                       @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                       @Schema(description = "Only in the answer of a request with \"pantry\": \"subtract\": what "
                               + "the pantry covered of its needs (docs/pantry.md).")
                       List<PantryCoveredView> pantryCovered) {

    /** The cart with what the pantry covered of the request that made or changed it. */
    public CartView withPantryCovered(List<PantryCoveredView> covered) {
        return new CartView(id, retailer, status, version, userId, items, recipes, subtotal, createdAt, updatedAt,
                covered);
    }

    public record RetailerRef(String id, String name, String currency) {
    }

    @Schema(name = "CartItemView")
    public record ItemView(String id, String name, @Nullable Double quantity, @Nullable @Schema(ref = "#/components/schemas/Unit") String unit,
                           List<SourceView> sources,
                           @Nullable @Schema(description = "null when no product matches (status unmatched)")
                           ProductView product,
                           int packs,
                           @Schema(allowableValues = {"matched", "unmatched", "substituted"}) String status,
                           @Nullable @Schema(description = "null when unmatched, or when the product is not "
                                   + "available") Money lineTotal,
                           @Nullable @Schema(description = "How the product was matched; null when the item has no "
                                   + "product, or the shopper chose it (status substituted)") MatchView match,
                           @Nullable @Schema(description = "The SR28 food the item names, or null when none fits.")
                           FoodRefView food,
                           @Nullable @Schema(description = "The weight of the item's quantity, to one decimal, or "
                                   + "null when it has none or it cannot be known.") Double grams) {
    }

    @Schema(name = "CartItemSourceView")
    public record SourceView(String itemId, String text, @Nullable String recipeId) {
    }

    @Schema(name = "CartRecipeView")
    public record RecipeRef(String id, String name, double scale) {
    }

    /** A cart in a listing, and in events: no items, their count and the subtotal. */
    @Schema(name = "CartSummaryView")
    public record SummaryView(String id, RetailerRef retailer,
                              @Schema(allowableValues = {"open", "checked_out"}) String status, long version,
                              @Nullable @Schema(description = "null for an app's own cart") String userId,
                              int itemCount, Money subtotal, Instant createdAt, Instant updatedAt) {

        public static SummaryView of(PricedCart priced) {
            CartHeader c = priced.cart().header();
            return new SummaryView(c.id(), new RetailerRef(c.retailerId(), c.retailerName(), c.currency()),
                    c.status().code(), c.version(), c.userId(), priced.cart().lines().size(), priced.subtotal(),
                    c.createdAt(), c.updatedAt());
        }
    }

    public static CartView of(PricedCart priced) {
        CartHeader c = priced.cart().header();
        Map<String, CartSource> sources = priced.cart().sourcesById();
        return new CartView(c.id(), new RetailerRef(c.retailerId(), c.retailerName(), c.currency()),
                c.status().code(), c.version(), c.userId(),
                priced.lines().stream().map(p -> new ItemView(p.line().id(), p.line().name(), p.line().quantity(),
                        p.line().unit() == null ? null : p.line().unit().code(),
                        p.line().sourceIds().stream().map(sources::get).filter(java.util.Objects::nonNull)
                                .map(s -> new SourceView(s.id(), s.fields().text() != null ? s.fields().text()
                                        : s.fields().name(), s.fields().recipeId()))
                                .toList(),
                        p.product() == null ? null : ProductView.of(p.product()), p.line().packs(),
                        p.status().code(), p.lineTotal(),
                        p.product() == null || p.status() != CartLine.Status.MATCHED ? null
                                : MatchView.of(p.line().match()),
                        p.line().food() == null ? null : FoodRefView.of(p.line().food().food()),
                        p.line().food() == null ? null : NutritionView.grams(p.line().food().grams()))).toList(),
                priced.cart().recipes().stream().map(r -> new RecipeRef(r.recipeId(), r.name(), r.scale())).toList(),
                priced.subtotal(), c.createdAt(), c.updatedAt(), null);
    }

    /** A product that could cover a cart's line instead: the product, how many packs, and what they cost. */
    public record OptionView(String sku, String name, @Nullable String brand, @Nullable ProductView.SizeView size,
                             Money price, @Schema(ref = "#/components/schemas/Category") String category, @Nullable String imageUrl, boolean available,
                             int packs, @Nullable Money lineTotal) {

        public static OptionView of(larder.retail.Candidate c) {
            ProductView p = ProductView.of(c.product());
            return new OptionView(p.sku(), p.name(), p.brand(), p.size(), p.price(), p.category(), p.imageUrl(),
                    p.available(), c.packs(), c.lineTotal());
        }
    }

    /** A checkout as the API shows it. */
    public record CheckoutView(String id, String cartId, String retailerId, @Schema(allowableValues = "submitted") String status,
                               List<CheckoutItemView> items, List<UnmatchedView> unmatched, Money total,
                               String checkoutUrl, Instant createdAt,
                               @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                               @Schema(description = "Only in the answer of a one-step checkout with \"pantry\": "
                                       + "\"subtract\": what the pantry covered of its needs (docs/pantry.md).")
                               List<PantryCoveredView> pantryCovered) {

        public static CheckoutView of(Checkout c) {
            return new CheckoutView(c.id(), c.cartId(), c.retailerId(), c.status(),
                    c.items().stream().map(i -> new CheckoutItemView(i.sku(), i.packs(), i.lineTotal())).toList(),
                    c.unmatched().stream().map(u -> new UnmatchedView(u.name(), u.quantity(), u.unit())).toList(),
                    c.total(), c.checkoutUrl(), c.createdAt(), null);
        }

        public CheckoutView withPantryCovered(List<PantryCoveredView> covered) {
            return new CheckoutView(id, cartId, retailerId, status, items, unmatched, total, checkoutUrl, createdAt,
                    covered);
        }
    }

    /** A product bought: its SKU, how many packs (of every line that bought it), and what they cost. */
    @Schema(name = "CheckoutItem")
    public record CheckoutItemView(String sku, int packs, Money lineTotal) {
    }

    /** A need that no product covered, as the cart had it. */
    @Schema(name = "CheckoutUnmatched")
    public record UnmatchedView(String name, @Nullable Double quantity,
                                @Nullable @Schema(ref = "#/components/schemas/Unit") String unit) {
    }
}
