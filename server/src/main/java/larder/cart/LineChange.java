package larder.cart;

import jakarta.annotation.Nullable;
import larder.platform.problem.InvalidRequest;

/**
 * A change of one line of a cart ({@code PATCH /carts/{id}/items/{item_id}}): a pack count of 1 to
 * {@value #MAX_PACKS}, another product by its SKU, or both. There is no other kind: an empty one, or one out of range,
 * is refused as the request's fault.
 */
public record LineChange(@Nullable Integer packs, @Nullable String sku) {

    public static final int MAX_PACKS = 999;

    public LineChange {
        if (packs != null && !fits(packs)) {
            throw packsOutOfRange();
        }
        if (packs == null && sku == null) {
            throw new InvalidRequest("/", "send packs, sku or both");
        }
    }

    /** Whether a line may take this many packs. */
    public static boolean fits(int packs) {
        return packs >= 1 && packs <= MAX_PACKS;
    }

    /** A pack count out of range, one too large for an {@code int} included. */
    public static InvalidRequest packsOutOfRange() {
        return new InvalidRequest("/packs", "must be 1 to " + MAX_PACKS);
    }
}
