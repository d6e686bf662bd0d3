package larder.feed;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import larder.recipe.RecipeCatalogue;
import org.springframework.stereotype.Component;

/**
 * The app's most added catalogue recipes over the last {@link #DAYS} days, from the counters. One answer per app is
 * cached for {@link #FRESH_FOR}: every user's first page needs it, and it changes only as the counters do (this
 * node's folds refresh it at once; another node's within {@link #FRESH_FOR}).
 */
@Component
class PopularRecipes {

    static final int DAYS = 7;
    static final Duration FRESH_FOR = Duration.ofSeconds(30);
    static final int CANDIDATES = 3 * FeedRanking.PER_SOURCE;

    private final FeedStore store;
    private final RecipeCatalogue catalogue;
    private final Clock clock;
    private final Cache<String, List<String>> cache = Caffeine.newBuilder().maximumSize(10_000)
            .expireAfterWrite(FRESH_FOR).build();

    PopularRecipes(FeedStore store, RecipeCatalogue catalogue, Clock clock) {
        this.store = store;
        this.catalogue = catalogue;
        this.clock = clock;
    }

    /** The {@link FeedRanking#PER_SOURCE} most added. */
    List<String> of(String clientId) {
        List<String> ranked = candidates(clientId);
        return ranked.size() <= FeedRanking.PER_SOURCE ? ranked : ranked.subList(0, FeedRanking.PER_SOURCE);
    }

    /**
     * The {@link #CANDIDATES} most added, most added first: a user's preferences keep the first
     * {@link FeedRanking#PER_SOURCE} that fit them.
     */
    List<String> candidates(String clientId) {
        return cache.get(clientId, this::load);
    }

    void invalidate() {
        cache.invalidateAll();
    }

    private List<String> load(String clientId) {
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        List<String> ranked = store.popular(clientId, today.minusDays(DAYS - 1), CANDIDATES);
        Set<String> existing = catalogue.existing(clientId, ranked);
        return ranked.stream().filter(existing::contains).toList();
    }
}
