package larder.feed.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import larder.auth.UserCredential;
import larder.feed.Feeds;
import larder.platform.problem.InvalidRequest;
import larder.platform.Page;
import larder.recipe.web.RecipeView;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Feed")
class FeedController {

    private final Feeds feeds;

    FeedController(Feeds feeds) {
        this.feeds = feeds;
    }

    record FeedView(String feedId, List<FeedItemView> data, Page.Paging paging) {
        static FeedView of(Feeds.FeedPage page) {
            return new FeedView(page.feedId(), page.items().stream().map(FeedItemView::of).toList(),
                    new Page.Paging(new Page.Cursors(page.after())));
        }
    }

    record FeedItemView(
            @Schema(description = "Stable within the thread: the entry's place in it") String key,
            @Schema(allowableValues = {"similar_to_your_recipes", "popular", "new"}) String reason,
            RecipeView.RecipeSummaryView recipe) {
        static FeedItemView of(Feeds.Item item) {
            return new FeedItemView(item.key(), item.reason(), RecipeView.RecipeSummaryView.of(item.recipe()));
        }
    }

    @GetMapping("/v1beta/feed")
    @Operation(operationId = "getFeed",
            summary = "The user's recipe feed", description = "Recipes similar (by shared tags and ingredients) to "
            + "those the user added to lists or carts in the last 30 days, popular in the app over the last 7 days, "
            + "and new, taken in turn so that each page mixes them; recipes the user added in the last 7 days are "
            + "left out. The first page starts a thread (feed_id) of at most 300 recipes; following its cursors never "
            + "repeats a recipe and ends with a null cursor. ?feed_id= alone replays the thread's first page for 12 "
            + "hours, after which (or for another user's thread) the answer is 404. A cursor carries its thread, so "
            + "feed_id may be left out when following one; if given, it must name the cursor's thread (422 "
            + "request.invalid otherwise, with feed_id as the error's pointer). An app with no catalogue recipes answers an empty page with a null cursor. "
            + "A new thread shows only recipes that fit the user's preferences as they are when it starts (each diet "
            + "and avoided allergen's label true, no disliked ingredient, total time known and within "
            + "max_total_minutes), unless preferences=ignore; a thread replayed or followed keeps what it started "
            + "with. User access token only: a management token gets 403.")
    FeedView feed(UserCredential credential,
                  @Parameter(description = "1 to 100, default 20") @RequestParam(required = false) Integer limit,
                  @RequestParam(required = false) String after,
                  @Parameter(name = "feed_id", description = "A thread to replay")
                  @RequestParam(name = "feed_id", required = false) String feedId,
                  @Parameter(description = "ignore: a new thread shows every recipe, whatever the user's preferences; "
                          + "any other value is 422 request.invalid.", schema = @Schema(allowableValues = {"ignore"}))
                  @RequestParam(name = "preferences", required = false) String preferences) {
        if (preferences != null && !preferences.equals("ignore")) {
            throw new InvalidRequest("preferences", "preferences takes only ignore.");
        }
        return FeedView.of(feeds.page(credential, feedId, limit, after, preferences == null));
    }
}
