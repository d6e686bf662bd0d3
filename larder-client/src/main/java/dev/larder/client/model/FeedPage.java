package dev.larder.client.model;

import java.util.List;

/** Schema {@code FeedView} of the OpenAPI document. */
public record FeedPage(
        String feedId,
        List<FeedItem> data,
        Page.Paging paging) {
}
