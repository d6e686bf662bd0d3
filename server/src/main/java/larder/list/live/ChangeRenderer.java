package larder.list.live;

import larder.list.ListChange;

/**
 * A change of a list as the API shows it, for the data of the frame that sends it: wire shapes live in the list's web
 * package, which has the one renderer, so the feed sends exactly what {@code GET /lists/{id}/changes} serves.
 */
@FunctionalInterface
public interface ChangeRenderer {

    Object view(ListChange change);
}
