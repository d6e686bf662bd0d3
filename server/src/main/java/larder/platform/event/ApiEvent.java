package larder.platform.event;

import java.util.Map;

/**
 * An event of the API's catalogue (docs/api.md §11): {@code list.created}, {@code checkout.submitted}, …
 * Modules publish these with Spring's event publisher inside the transaction of the change; the outbox records
 * them in that same transaction, for webhooks and any other reader.
 */
public interface ApiEvent {

    /** The event type, e.g. {@code "list.updated"}. */
    String type();

    /** The app whose webhooks hear of it. */
    String clientId();

    /**
     * What the event is about: the resource as its module holds it, rendered for the API by that module's
     * {@link ApiEventRenderer}, or, for an event no renderer claims, a value written as it is (at least the resource's
     * {@code id} when it is gone).
     */
    Object object();

    /** The object of an event about a resource that is gone: its id alone. */
    static Object gone(String id) {
        return Map.of("id", id);
    }
}
