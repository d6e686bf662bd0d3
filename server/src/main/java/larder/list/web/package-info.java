/**
 * The lists' HTTP edge: their controllers, and the list and its changes as the API shows them
 * ({@link larder.list.web.ShoppingListView}, {@link larder.list.web.ListChangeView}); the meal plans' answers carry a
 * list.
 */
@NamedInterface("web")
package larder.list.web;

import org.springframework.modulith.NamedInterface;
