package dev.larder.client.model;

import java.time.LocalDate;
import java.util.List;

/** Schema {@code MealPlanGenerateInput} of the OpenAPI document: every member may be left out. */
public record MealPlanGenerateInput(
        LocalDate from,
        LocalDate to,
        List<String> slots,
        KcalRange kcalPerDay,
        Integer maxTotalMinutes,
        Long seed) {

    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link MealPlanGenerateInput}. */
    public static final class Builder {
        private LocalDate from;
        private LocalDate to;
        private List<String> slots;
        private KcalRange kcalPerDay;
        private Integer maxTotalMinutes;
        private Long seed;

        private Builder() {
        }

        public Builder from(LocalDate from) {
            this.from = from;
            return this;
        }

        public Builder to(LocalDate to) {
            this.to = to;
            return this;
        }

        public Builder slots(List<String> slots) {
            this.slots = slots;
            return this;
        }

        public Builder kcalPerDay(KcalRange kcalPerDay) {
            this.kcalPerDay = kcalPerDay;
            return this;
        }

        public Builder maxTotalMinutes(Integer maxTotalMinutes) {
            this.maxTotalMinutes = maxTotalMinutes;
            return this;
        }

        public Builder seed(Long seed) {
            this.seed = seed;
            return this;
        }

        public MealPlanGenerateInput build() {
            return new MealPlanGenerateInput(from, to, slots, kcalPerDay, maxTotalMinutes, seed);
        }
    }
}
