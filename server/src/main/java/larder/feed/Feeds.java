package larder.feed;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import larder.auth.UserCredential;
import larder.platform.Cursor;
import larder.platform.Ids;
import larder.platform.PageRequest;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.recipe.RecipeCatalogue;
import larder.recipe.RecipeFilter;
import larder.recipe.RecipeSummary;
import larder.user.UserPreferences;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The recipe feed (docs/api.md §10). The first page ranks a thread (similar, popular, new; recipes the user
 * added in the last 7 days left out) and stores it; its cursors and its {@code feed_id} serve the same thread on
 * any node for 12 hours. Every read is bounded by the user's history and the thread's length, never by the size of
 * the catalogue. A thread honours the user's preferences as they are when it starts (docs/labels.md): each source
 * reads only recipes that fit them, filtered in its query.
 */
@Service
public class Feeds {

    static final Duration THREAD_LIFETIME = Duration.ofHours(12);
    static final Duration SIMILAR_TO_LAST = Duration.ofDays(30);
    static final Duration LEFT_OUT_FOR = Duration.ofDays(7);
    /** Recent recipes read from the user's history, and how many of them "similar" looks like. */
    static final int HISTORY = 200;
    static final int SEEDS = 20;
    /** Newest catalogue recipes read per feature looked for. */
    static final int PER_FEATURE = 40;

    private final FeedStore store;
    private final RecipeCatalogue catalogue;
    private final PopularRecipes popular;
    private final Clock clock;
    /** Threads this node served, weighed by their entries: about 80 MB at most (a few thousand full threads). */
    private final Cache<String, FeedThread> threads = Caffeine.newBuilder().maximumWeight(1_000_000)
            .weigher((String id, FeedThread thread) -> thread.entries().size() + 1)
            .expireAfterWrite(THREAD_LIFETIME).build();
    /** The app catalogue's newest recipes, read at most once a second per app and node. */
    private final Cache<String, List<String>> newest = Caffeine.newBuilder().maximumSize(10_000)
            .expireAfterWrite(Duration.ofSeconds(1)).build();
    /** The same for each filter asked for: users with the same preferences share it. */
    private final Cache<Filtered, List<String>> newestFitting = Caffeine.newBuilder().maximumSize(10_000)
            .expireAfterWrite(Duration.ofSeconds(1)).build();
    private final UserPreferences preferences;

    private record Filtered(String clientId, RecipeFilter filter) {
    }

    Feeds(FeedStore store, RecipeCatalogue catalogue, PopularRecipes popular, Clock clock,
          UserPreferences preferences) {
        this.store = store;
        this.catalogue = catalogue;
        this.popular = popular;
        this.clock = clock;
        this.preferences = preferences;
    }

    /** One page of the feed and where it sits. */
    public record FeedPage(String feedId, List<Item> items, String after) {
    }

    public record Item(String key, String reason, RecipeSummary recipe) {
    }

    /**
     * A page: with {@code after}, the next page of that cursor's thread; with only {@code feedId}, the thread's
     * first page again; with neither, the first page of a new thread, which honours the user's preferences unless
     * {@code honourPreferences} is false.
     */
    @Transactional
    public FeedPage page(UserCredential user, String feedId, Integer limit, String after, boolean honourPreferences) {
        PageRequest request = PageRequest.of(limit, after, 2);
        Instant now = clock.instant();
        if (request.after().isPresent()) {
            Cursor cursor = request.after().get();
            if (feedId != null && !feedId.equals(cursor.key(0))) {
                // Both are readable, but they disagree: well-formed but invalid, 422 (docs/api.md §1).
                throw new InvalidRequest("feed_id", "The cursor belongs to another feed thread.");
            }
            int offset = offset(cursor);
            return page(existing(user, cursor.key(0), now), offset, request.limit());
        }
        FeedThread thread = feedId != null ? existing(user, feedId, now) : start(user, honourPreferences, now);
        return page(thread, 0, request.limit());
    }

    private static int offset(Cursor cursor) {
        return cursor.position(1, FeedRanking.MAX_ENTRIES);
    }

    private FeedThread existing(UserCredential user, String id, Instant now) {
        FeedThread thread = threads.getIfPresent(id);
        if (thread == null) {
            thread = store.thread(id).orElse(null);
            if (thread != null) {
                threads.put(id, thread);
            }
        }
        if (thread == null || !thread.servesTo(user.clientId(), user.userId(), now)) {
            throw new NotFound("Feed " + id);
        }
        return thread;
    }

    private FeedThread start(UserCredential user, boolean honourPreferences, Instant now) {
        String clientId = user.clientId();
        RecipeFilter filter = honourPreferences ? RecipeFilter.of(preferences.get(user.userId())) : RecipeFilter.NONE;
        List<RecentAdd> history = store.history(user.userId(), now.minus(SIMILAR_TO_LAST), HISTORY);
        Set<String> leaveOut = history.stream().filter(a -> !a.addedAt().isBefore(now.minus(LEFT_OUT_FOR)))
                .map(RecentAdd::recipeId).collect(Collectors.toSet());
        List<String> similar = similar(clientId, history, filter);
        List<String> popularFitting = filter.isEmpty() ? popular.of(clientId)
                : catalogue.fitting(clientId, popular.candidates(clientId), filter).stream()
                .limit(FeedRanking.PER_SOURCE).toList();
        List<String> newestFitting = filter.isEmpty()
                ? newest.get(clientId, id -> catalogue.newest(id, FeedRanking.PER_SOURCE))
                : this.newestFitting.get(new Filtered(clientId, filter),
                        key -> catalogue.newest(key.clientId(), key.filter(), FeedRanking.PER_SOURCE));
        List<FeedThread.Entry> entries = FeedRanking.interleave(similar, popularFitting, newestFitting, leaveOut,
                FeedRanking.MAX_ENTRIES);
        FeedThread thread = new FeedThread(Ids.next("fd"), clientId, user.userId(), entries, now,
                now.plus(THREAD_LIFETIME));
        store.insertThread(thread);
        threads.put(thread.id(), thread);
        return thread;
    }

    /** Catalogue recipes sharing tags and ingredients with the user's last recipes (not those recipes). */
    private List<String> similar(String clientId, List<RecentAdd> history, RecipeFilter filter) {
        if (history.isEmpty()) {
            return List.of();
        }
        List<String> seeds = history.stream().limit(SEEDS).map(RecentAdd::recipeId).toList();
        Map<String, Integer> weights = FeedRanking.featureWeights(catalogue.features(seeds).values());
        if (weights.isEmpty()) {
            return List.of();
        }
        Map<String, List<String>> found = catalogue.newestWith(clientId, List.copyOf(weights.keySet()), filter,
                PER_FEATURE);
        Set<String> recent = new HashSet<>(history.stream().map(RecentAdd::recipeId).toList());
        return FeedRanking.similar(weights, found, recent, FeedRanking.PER_SOURCE);
    }

    private FeedPage page(FeedThread thread, int offset, int limit) {
        List<FeedThread.Entry> entries = thread.entries();
        int from = Math.min(offset, entries.size());
        int to = Math.min(from + limit, entries.size());
        List<FeedThread.Entry> slice = entries.subList(from, to);
        Map<String, RecipeSummary> summaries = catalogue.summaries(thread.clientId(),
                        slice.stream().map(FeedThread.Entry::recipeId).toList())
                .stream().collect(Collectors.toMap(RecipeSummary::id, Function.identity()));
        List<Item> items = new java.util.ArrayList<>(slice.size());
        for (int i = 0; i < slice.size(); i++) {
            FeedThread.Entry entry = slice.get(i);
            RecipeSummary recipe = summaries.get(entry.recipeId());
            if (recipe != null) {
                // The key is the entry's place in the thread: stable across replays, even if a recipe is deleted.
                items.add(new Item(thread.id() + "." + (from + i), entry.reason().code(), recipe));
            }
        }
        String next = to < entries.size() ? Cursor.of(thread.id(), Integer.toString(to)).encode() : null;
        return new FeedPage(thread.id(), items, next);
    }
}
