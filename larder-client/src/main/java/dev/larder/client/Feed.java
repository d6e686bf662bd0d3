package dev.larder.client;

import dev.larder.client.model.FeedItem;
import dev.larder.client.model.FeedPage;
import dev.larder.client.model.Page;

/** The user's recipe feed (contract section 10). */
public final class Feed extends Resource {

    Feed(Transport transport, Credentials credentials) {
        super(transport, credentials);
    }

    /** One page of the feed: a new thread when {@code after} and {@code feedId} are null. */
    @ApiOperation(method = "GET", path = "/v1beta/feed")
    public FeedPage page(Integer limit, String after, String feedId, RequestOption... options) {
        return page(limit, after, feedId, false, options);
    }

    /**
     * One page of the feed; a new thread honours the user's preferences unless {@code ignorePreferences}
     * ({@code preferences=ignore}).
     */
    @ApiOperation(method = "GET", path = "/v1beta/feed")
    public FeedPage page(Integer limit, String after, String feedId, boolean ignorePreferences,
                         RequestOption... options) {
        return call(httpGet("/v1beta/feed").query("limit", limit).query("after", after).query("feed_id", feedId)
                .query("preferences", ignorePreferences ? "ignore" : null).options(options), FeedPage.class);
    }

    /** A new feed thread, followed page by page (its cursors never repeat a recipe). */
    @ApiOperation(method = "GET", path = "/v1beta/feed")
    public Paged<FeedItem> items(Integer limit, RequestOption... options) {
        return new Paged<>(after -> {
            FeedPage p = page(limit, after, null, options);
            return new Page<>(p.data(), p.paging());
        });
    }
}
