package dev.larder.client.model;

/** Response record FeedItemView of the OpenAPI document. */
public record FeedItem(
        String key,
        String reason,
        RecipeSummary recipe) {
}
