/**
 * The carts' HTTP edge: their controllers, and a cart and a checkout as the API shows them
 * ({@link larder.cart.web.CartView}); the meal plans' answers carry a cart.
 */
@NamedInterface("web")
package larder.cart.web;

import org.springframework.modulith.NamedInterface;
