package larder.plan;

import java.time.LocalDate;

/** A slot generation left empty, and why: one of the reasons {@link Generator} names. */
public record Unmet(LocalDate date, Slot slot, String reason) {
}
