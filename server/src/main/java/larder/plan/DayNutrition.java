package larder.plan;

import java.time.LocalDate;
import larder.food.Nutrients;

/** One day of a plan: the total of its meals' nutrients, and the share of their lines counted (1 with none). */
public record DayNutrition(LocalDate date, Nutrients total, double coverage) {
}
