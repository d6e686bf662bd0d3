package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Base64;
import java.util.List;
import java.util.Optional;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.NotEmpty;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CursorTest {

    @Property
    void anyCursorReadsBackAsWritten(@ForAll @Size(min = 1, max = 4) List<@NotEmpty String> keys) {
        net.jqwik.api.Assume.that(keys.stream().noneMatch(key -> key.indexOf('\u0000') >= 0));
        Cursor cursor = new Cursor(keys);
        assertThat(Cursor.decode(cursor.encode(), keys.size())).isEqualTo(cursor);
    }

    @ParameterizedTest
    @ValueSource(strings = {"!!!", "c1.%%%", "YWJj", "", "c1", "c1.YQ.Yg", "c2.YQ"})
    void unreadableCursorsAreClientErrors(String cursor) {
        assertThatThrownBy(() -> Cursor.decode(cursor, 1))
                .isInstanceOfSatisfying(InvalidRequest.class, e -> {
                    assertThat(e.status().value()).isEqualTo(400);
                    assertThat(e.errors()).singleElement().extracting(FieldProblem::pointer).isEqualTo("after");
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"c1..", "c1.AA.YQ", "c1.__4.YQ", "c1.YQ.", "c1.7aCA.YQ"})
    void forgedCursorsAreRefusedWhereTheyAreRead(String forged) {
        // empty keys, NUL (which PostgreSQL cannot compare), bytes that are not UTF-8, a lone surrogate's bytes
        assertThatThrownBy(() -> Cursor.decode(forged, 2)).isInstanceOf(InvalidRequest.class);
    }

    @Test
    void aCursorOfExactly8192CharactersIsStillRead() {
        // "c1." + 4 + "." + 8184 characters: 3 bytes and 6138 bytes of keys.
        String longest = Cursor.of("abc", "k".repeat(6138)).encode();
        assertThat(longest).hasSize(8192);
        assertThat(Cursor.decode(longest, 2).key(1)).hasSize(6138);
        String tooLong = Cursor.of("abcd", "k".repeat(6138)).encode();
        assertThat(tooLong.length()).isGreaterThan(8192);
        assertThatThrownBy(() -> Cursor.decode(tooLong, 2)).isInstanceOf(InvalidRequest.class);
    }

    @Test
    void aPositionIsReadFromZeroToItsMaximum() {
        assertThat(Cursor.of("0").position(0, 5)).isZero();
        assertThat(Cursor.of("5").position(0, 5)).isEqualTo(5);
        assertThatThrownBy(() -> Cursor.of("6").position(0, 5)).isInstanceOf(InvalidRequest.class);
        assertThatThrownBy(() -> Cursor.of("-1").position(0, 5)).isInstanceOf(InvalidRequest.class);
        assertThatThrownBy(() -> Cursor.of("five").position(0, 5)).isInstanceOf(InvalidRequest.class);
    }

    @Test
    void anOverlongCursorIsRefusedBeforeItIsDecoded() {
        String huge = Cursor.of("x".repeat(7000)).encode();
        assertThatThrownBy(() -> Cursor.decode(huge, 1)).isInstanceOf(InvalidRequest.class);
    }

    @Test
    void aKeyThatIsNoTimeIsAnUnreadableCursorNotAParseError() {
        Cursor forged = Cursor.decode(Cursor.of("2020-13-45T99:99:99Z", "app_1").encode(), 2);
        assertThatThrownBy(() -> forged.instant(0))
                .isInstanceOfSatisfying(InvalidRequest.class, e -> assertThat(e.status().value()).isEqualTo(400));
        assertThat(Cursor.decode(Cursor.of("2026-01-01T00:00:00Z", "a").encode(), 2).instant(0))
                .isEqualTo(java.time.Instant.parse("2026-01-01T00:00:00Z"));
    }

    @Test
    void aCursorOfAnotherListingIsRefused() {
        String twoKeys = Cursor.of("2026-01-01T00:00:00Z", "app_1").encode();
        assertThatThrownBy(() -> Cursor.decode(twoKeys, 1)).isInstanceOf(InvalidRequest.class);
        String foreign = Base64.getUrlEncoder().encodeToString("some other system's cursor".getBytes());
        assertThatThrownBy(() -> Cursor.decode(foreign, 1)).isInstanceOf(InvalidRequest.class);
    }

    @Test
    void limitMustBeOneToHundred() {
        assertThat(PageRequest.of(null, null, 1).limit()).isEqualTo(20);
        assertThat(PageRequest.of(1, null, 1).limit()).isEqualTo(1);
        assertThat(PageRequest.of(100, "", 1).after()).isEqualTo(Optional.empty());
        for (int bad : new int[] {0, -1, 101, Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> PageRequest.of(bad, null, 1))
                    .isInstanceOfSatisfying(InvalidRequest.class, e -> assertThat(e.status().value()).isEqualTo(400));
        }
    }

    @Test
    void aPageCarriesACursorOnlyWhenMoreRowsExist() {
        PageRequest request = PageRequest.of(2, null, 1);
        Page<String> last = Page.of(List.of("a", "b"), request, Cursor::of);
        assertThat(last.data()).containsExactly("a", "b");
        assertThat(last.paging().cursors().after()).isNull();
        Page<String> more = Page.of(List.of("a", "b", "c"), request, Cursor::of);
        assertThat(more.data()).containsExactly("a", "b");
        assertThat(Cursor.decode(more.paging().cursors().after(), 1).key(0)).isEqualTo("b");
    }
}
