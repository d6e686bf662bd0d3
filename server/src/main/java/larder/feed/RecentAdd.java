package larder.feed;

import java.time.Instant;

/** A recipe the user added to a list or cart, and when it last did. */
record RecentAdd(String recipeId, Instant addedAt) {
}
