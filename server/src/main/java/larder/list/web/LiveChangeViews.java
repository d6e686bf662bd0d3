package larder.list.web;

import larder.list.ListChange;
import larder.list.live.ChangeRenderer;
import org.springframework.stereotype.Component;

/** Live streams send each change as {@code GET /lists/{id}/changes} serves it. */
@Component
class LiveChangeViews implements ChangeRenderer {

    @Override
    public Object view(ListChange change) {
        return ListChangeView.of(change);
    }
}
