package larder.plan;

import java.util.List;
import larder.cart.PricedCart;
import larder.list.ShoppingList;
import larder.pantry.Covered;

/**
 * What shopping for a range of a plan made: the list it brought in line, or the new cart; with what the pantry
 * covered of the range's needs when it was asked to subtract it (null otherwise).
 */
public sealed interface Shopped {

    record OnList(ShoppingList list, List<Covered> pantryCovered) implements Shopped {
    }

    record InCart(PricedCart cart, List<Covered> pantryCovered) implements Shopped {
    }
}
