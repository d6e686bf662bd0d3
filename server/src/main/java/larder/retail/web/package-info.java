/**
 * The retailers' HTTP edge: their controller, and a product and its match as the API shows them
 * ({@link larder.retail.web.ProductView}, {@link larder.retail.web.MatchView}), which carts' and quotes' answers carry.
 */
@NamedInterface("web")
package larder.retail.web;

import org.springframework.modulith.NamedInterface;
