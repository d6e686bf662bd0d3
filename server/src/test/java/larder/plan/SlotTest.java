package larder.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SlotTest {

    @Test
    void eachSlotIsFoundByItsCodeAndNothingElseIs() {
        assertThat(List.of(Slot.values()).stream().map(Slot::code).toList())
                .containsExactly("breakfast", "lunch", "dinner", "snack");
        for (Slot slot : Slot.values()) {
            assertThat(Slot.fromCode(slot.code())).contains(slot);
        }
        assertThat(Slot.fromCode("Dinner")).isEmpty();
        assertThat(Slot.fromCode("brunch")).isEmpty();
        assertThat(Slot.fromCode("")).isEmpty();
        assertThat(Slot.fromCode(null)).isEmpty();
    }
}
