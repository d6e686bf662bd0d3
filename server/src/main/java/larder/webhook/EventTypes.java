package larder.webhook;

import java.util.List;
import java.util.Set;

/** The catalogue of event types a webhook endpoint can subscribe to (docs/api.md §11). */
public final class EventTypes {

    public static final List<String> CATALOGUE = List.of(
            "list.created", "list.updated", "list.deleted",
            "meal_plan.created", "meal_plan.updated", "meal_plan.deleted",
            "cart.created", "cart.updated", "cart.deleted",
            "checkout.submitted",
            "recipe.created", "recipe.updated", "recipe.deleted",
            "user.deleted");

    /** Sent by {@code POST /v1beta/webhooks/{id}/ping} to one endpoint; not subscribable. */
    public static final String PING = "webhook.ping";

    private static final Set<String> KNOWN = Set.copyOf(CATALOGUE);

    private EventTypes() {
    }

    public static boolean known(String type) {
        return KNOWN.contains(type);
    }
}
