package larder.list.web;

import larder.list.ListEvents;
import larder.platform.event.ApiEventRenderer;
import org.springframework.stereotype.Component;

/** list.created and list.updated show the list as in a listing: its own fields and item count, not its items. */
@Component
class ListEventObjects implements ApiEventRenderer<ListEvents.OfList> {

    @Override
    public Class<ListEvents.OfList> events() {
        return ListEvents.OfList.class;
    }

    @Override
    public Object object(ListEvents.OfList event) {
        return ShoppingListView.SummaryView.of(event.list());
    }
}
