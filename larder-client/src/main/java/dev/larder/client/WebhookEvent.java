package dev.larder.client;

import java.time.Instant;
import tools.jackson.databind.JsonNode;

/**
 * A verified webhook delivery: {@code {"id", "type", "created_at", "data": {"object": ...}}}. De-duplicate by
 * {@link #id()}: delivery is at least once.
 *
 * @param object the event's {@code data.object}: a list, cart, checkout, recipe or user, by {@link #type()}
 */
public record WebhookEvent(String id, String type, Instant createdAt, JsonNode object) {

    /**
     * The object as a record of this library, e.g. {@code event.object(ShoppingList.class)} for {@code list.*},
     * {@code Cart} for {@code cart.*}, {@code Checkout} for {@code checkout.submitted}, {@code Recipe} for
     * {@code recipe.*}.
     */
    public <T> T object(Class<T> type) {
        return Transport.JSON.treeToValue(object, type);
    }
}
