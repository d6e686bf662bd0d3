package larder.feed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.feed.FeedThread.Entry;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class FeedRankingTest {

    private static List<String> ids(List<Entry> entries) {
        return entries.stream().map(Entry::recipeId).toList();
    }

    @Test
    void sourcesTakeTurnsAndARecipeAppearsOnceWithItsFirstReason() {
        List<Entry> entries = FeedRanking.interleave(List.of("a", "b"), List.of("b", "c", "d"), List.of("e", "a", "f"),
                Set.of("d"), 10);
        assertThat(entries).containsExactly(new Entry("a", Reason.SIMILAR), new Entry("b", Reason.POPULAR),
                new Entry("e", Reason.NEW), new Entry("c", Reason.POPULAR), new Entry("f", Reason.NEW));
    }

    @Test
    void aUserWithoutHistoryGetsPopularAndNewInTurn() {
        List<Entry> entries = FeedRanking.interleave(List.of(), List.of("p1", "p2"), List.of("n1", "n2", "n3"),
                Set.of(), 10);
        assertThat(entries.stream().map(Entry::reason).toList()).containsExactly(Reason.POPULAR, Reason.NEW,
                Reason.POPULAR, Reason.NEW, Reason.NEW);
    }

    @Test
    void aThreadStopsAtItsLength() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            many.add("r" + i);
        }
        assertThat(FeedRanking.interleave(many, many, many, Set.of(), FeedRanking.MAX_ENTRIES))
                .hasSize(FeedRanking.MAX_ENTRIES);
    }

    @Property
    void noRecipeTwiceNoneLeftOutAndEachSourceInItsOwnOrder(
            @ForAll @Size(max = 30) List<@StringLength(min = 1, max = 2) String> similar,
            @ForAll @Size(max = 30) List<@StringLength(min = 1, max = 2) String> popular,
            @ForAll @Size(max = 30) List<@StringLength(min = 1, max = 2) String> newest,
            @ForAll @Size(max = 10) Set<@StringLength(min = 1, max = 2) String> leaveOut,
            @ForAll @IntRange(min = 1, max = 100) int max) {
        List<Entry> entries = FeedRanking.interleave(similar, popular, newest, leaveOut, max);
        assertThat(ids(entries)).doesNotHaveDuplicates().noneMatch(leaveOut::contains);
        assertThat(entries.size()).isLessThanOrEqualTo(max);
        Set<String> offered = new HashSet<>(similar);
        offered.addAll(popular);
        offered.addAll(newest);
        offered.removeAll(leaveOut);
        assertThat(entries.size()).isEqualTo(Math.min(max, offered.size()));
        for (Reason reason : Reason.values()) {
            List<String> source = switch (reason) {
                case SIMILAR -> similar;
                case POPULAR -> popular;
                case NEW -> newest;
            };
            List<String> served = entries.stream().filter(e -> e.reason() == reason).map(Entry::recipeId).toList();
            assertThat(served).isSubsetOf(source);
            assertThat(source.stream().filter(served::contains).distinct().toList()).isEqualTo(served);
        }
    }

    @Test
    void featuresAreTheMostFrequentTagsAndTellingIngredientWords() {
        Map<String, Integer> weights = FeedRanking.featureWeights(List.of(
                Set.of("t:italian", "t:dinner", "i:basil", "i:salt", "i:pasta"),
                Set.of("t:italian", "i:basil", "i:olive", "i:oil", "i:parmesan")));
        assertThat(weights).containsExactly(Map.entry("t:italian", 6), Map.entry("t:dinner", 3),
                Map.entry("i:basil", 2), Map.entry("i:parmesan", 1), Map.entry("i:pasta", 1));
    }

    @Test
    void candidatesFoundThroughMoreAndHeavierFeaturesComeFirstAndNewerBreaksTies() {
        Map<String, Integer> weights = Map.of("t:italian", 6, "i:basil", 2, "i:pasta", 1);
        Map<String, List<String>> found = new LinkedHashMap<>();
        found.put("t:italian", List.of("r9", "r5", "r1"));
        found.put("i:basil", List.of("r7", "r5"));
        found.put("i:pasta", List.of("r8", "r7", "r2"));
        assertThat(FeedRanking.similar(weights, found, Set.of("r1"), 10))
                .containsExactly("r5", "r9", "r7", "r8", "r2");
        assertThat(FeedRanking.similar(weights, found, Set.of(), 2)).containsExactly("r5", "r9");
    }

    @Test
    void threadsAreStoredAndReadBackWhole() {
        List<Entry> entries = List.of(new Entry("rcp_1", Reason.SIMILAR), new Entry("rcp_2", Reason.POPULAR),
                new Entry("rcp_3", Reason.NEW));
        assertThat(FeedThread.decode(FeedThread.encode(entries))).isEqualTo(entries);
        assertThat(FeedThread.decode(FeedThread.encode(List.of()))).isEmpty();
    }
}
