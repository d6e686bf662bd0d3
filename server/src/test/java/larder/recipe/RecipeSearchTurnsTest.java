package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.platform.PageRequest;
import larder.platform.db.Turns;
import larder.platform.problem.Unavailable;
import org.junit.jupiter.api.Test;

/** A search reads the database only in its turn (larder.search.concurrency): none in time, and it is 503. */
class RecipeSearchTurnsTest {

    private final InMemoryRecipes memory = new InMemoryRecipes();
    private final Turns turns = new Turns(1, Duration.ofMillis(50));
    private final RecipeSearchStore search;

    RecipeSearchTurnsTest() {
        IndexProgress progress = new IndexProgress();
        progress.whole(true);
        search = new RecipeSearchStore(memory.database.db(), memory.store, progress, memory.database.hot(),
                RecipeSearchStore.MANY_SETS, RecipeSearchStore.SEARCH_WINDOW, turns);
        memory.recipes.createInCatalogue("app_1", List.of(RecipeContent.from(
                InMemoryRecipes.draft("Lentil soup", 20, "1 cup lentils", "4 cups water"))));
    }

    private List<RecipeSearchStore.Hit> soups() {
        RecipeQuery query = new RecipeQuery("soup", List.of(), null,
                RecipeFilter.NONE, SearchSort.NEWEST);
        return search.search("app_1", "usr_alice", query, new PageRequest(20, Optional.empty()));
    }

    @Test
    void aSearchWhoseTurnDoesNotComeInTimeIsBusyAndRunsOnceATurnIsFree() throws Exception {
        CountDownLatch taken = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<?> other = threads.submit(() -> turns.take(() -> {
                taken.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                return null;
            }));
            taken.await();
            try {
                assertThatThrownBy(this::soups).isInstanceOf(Unavailable.class);
            } finally {
                release.countDown();
            }
            other.get();
        }
        assertThat(soups()).hasSize(1);
    }
}
