package larder.cart;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import larder.auth.Credential;
import larder.auth.UserCredential;
import larder.cart.CartEvents.CartDeleted;
import larder.ingredient.Combiner;
import larder.item.NewItems;
import larder.item.RecipesAdded;
import larder.item.ScaledRecipe;
import larder.platform.Ids;
import larder.platform.problem.ProblemException;
import larder.platform.web.Versions;
import larder.retail.Catalogue;
import larder.retail.Retailer;

/**
 * A cart's own row: whose it is, its retailer, its status and version. The rules that need no more than this are
 * decided here, so that a request that only asks them reads this row and nothing else: who may see and change the
 * cart (docs/api.md §3.3), and adding to it, which takes only the sources and lines read under its row lock.
 */
public record CartHeader(String id, String clientId, String userId, String retailerId, String retailerName,
                         String currency, Cart.Status status, long version, Instant createdAt, Instant updatedAt) {

    /** A new open cart of the retailer: the user's own, or the app's when a management token creates it. */
    static CartHeader open(Credential owner, Retailer retailer, Instant now) {
        String userId = owner instanceof UserCredential user ? user.userId() : null;
        return new CartHeader(Ids.next("crt"), owner.clientId(), userId, retailer.id(), retailer.name(),
                retailer.currency(), Cart.Status.OPEN, 1, now, now);
    }

    /** A user sees its own carts; the app's server sees every cart of the app. */
    public boolean visibleTo(Credential credential) {
        return credential.sees(clientId, userId);
    }

    /** A user changes its own carts, the app's server its own; and nobody a cart that is checked out. */
    public void checkChangeableBy(Credential credential) {
        if (!credential.changes(userId)) {
            throw new CartNotChangeable(id);
        }
        if (status == Cart.Status.CHECKED_OUT) {
            throw new CartCheckedOut(id);
        }
    }

    /**
     * Adds the checked items to this cart, which holds {@code sources} and the {@code lines} made of them: refused
     * when the cart would hold more than {@link Cart#MAX_ITEMS} items. The lines are made again from all sources,
     * keeping what the shopper chose. The cart's recipes are not needed: the store adds up their scales.
     */
    ItemsAdded add(List<CartSource> sources, List<CartLine> lines, NewItems.Checked checked, Catalogue catalogue,
                   Combiner combiner, Instant now) {
        int wouldHold = sources.size() + checked.items().size();
        if (wouldHold > Cart.MAX_ITEMS) {
            throw new CartFull(wouldHold);
        }
        List<CartSource> added = CartSource.of(checked, now);
        List<CartSource> all = new ArrayList<>(sources);
        all.addAll(added);
        return new ItemsAdded(added, ScaledRecipe.allOf(checked), CartLines.rebuild(all, lines, catalogue, combiner),
                RecipesAdded.of(clientId, userId, checked, now));
    }

    /** Why a change on condition that the cart is open (and at a version) found nothing to change. */
    ProblemException refusal() {
        return status == Cart.Status.CHECKED_OUT ? new CartCheckedOut(id) : new Versions.PreconditionFailed(version);
    }

    /** Checked out. The version is not moved here: the statement that takes the cart's row lock moves it. */
    CartHeader closed() {
        return new CartHeader(id, clientId, userId, retailerId, retailerName, currency, Cart.Status.CHECKED_OUT,
                version, createdAt, updatedAt);
    }

    CartDeleted deleted() {
        return new CartDeleted(id, clientId, userId);
    }
}
