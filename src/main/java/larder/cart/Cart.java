package larder.cart;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import larder.auth.AuthProblems;
import larder.auth.Credential;
import larder.platform.ProblemException;

/**
 * A cart of one retailer: a user's own, or the app's ({@code userId} null). Once checked out it never changes.
 * Who may see and change it (contract 3.3) is decided here.
 */
public record Cart(String id, String clientId, String userId, String retailerId, String retailerName,
                   String currency, Status status, long version, List<CartSource> sources, List<CartLine> lines,
                   List<CartRecipe> recipes, Instant createdAt, Instant updatedAt) {

    public enum Status {
        OPEN("open"), CHECKED_OUT("checked_out");

        private final String code;

        Status(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }

        static Status of(String code) {
            return code.equals(CHECKED_OUT.code) ? CHECKED_OUT : OPEN;
        }
    }

    public Cart {
        sources = List.copyOf(sources);
        lines = List.copyOf(lines);
        recipes = List.copyOf(recipes);
    }

    public boolean visibleTo(Credential credential) {
        return credential.sees(clientId, userId);
    }

    /** A user changes its own carts, the app's server its own; and nobody a cart that is checked out. */
    public void checkChangeableBy(Credential credential) {
        if (!credential.changes(userId)) {
            throw new ProblemException(AuthProblems.FORBIDDEN,
                    "Cart " + id + " belongs to a user; only that user may change it.");
        }
        if (status == Status.CHECKED_OUT) {
            throw new CartCheckedOut(id);
        }
    }

    Map<String, CartSource> sourcesById() {
        return sources.stream().collect(java.util.stream.Collectors.toMap(CartSource::id, s -> s));
    }

    /** The cart has been checked out, and is immutable since. */
    public static final class CartCheckedOut extends ProblemException {
        CartCheckedOut(String id) {
            super(CartProblems.CHECKED_OUT, "Cart " + id + " has been checked out and can no longer change.");
        }
    }
}
