/**
 * The pantry's HTTP edge: its controller, and what the pantry covered of a request's needs as the API shows it
 * ({@link larder.pantry.web.PantryCoveredView}), which the answers of lists, carts, quotes and meal plans carry.
 */
@NamedInterface("web")
package larder.pantry.web;

import org.springframework.modulith.NamedInterface;
