package larder.plan;

import larder.cart.PricedCart;
import larder.list.ShoppingList;

/** What shopping for a range of a plan made: the list it brought in line, or the new cart. */
public sealed interface Shopped {

    record OnList(ShoppingList list) implements Shopped {
    }

    record InCart(PricedCart cart) implements Shopped {
    }
}
