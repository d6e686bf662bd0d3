package dev.larder.client.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The body of {@code PATCH /v1beta/users/me/preferences} (schema {@code PreferencesPatch}): each member set, cleared
 * or left as it is ({@link PatchValue}); lists are replaced whole.
 * <pre>{@code
 * PreferencesPatch.builder().diets(List.of("vegetarian")).clearMaxTotalMinutes().build()
 * }</pre>
 */
@JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = PatchValue.LeftOut.class)
public record PreferencesPatch(
        PatchValue<List<String>> diets,
        PatchValue<List<String>> avoid,
        PatchValue<List<String>> dislikes,
        PatchValue<Integer> householdSize,
        PatchValue<Integer> maxTotalMinutes) {

    public PreferencesPatch {
        diets = PatchValue.orLeave(diets);
        avoid = PatchValue.orLeave(avoid);
        dislikes = PatchValue.orLeave(dislikes);
        householdSize = PatchValue.orLeave(householdSize);
        maxTotalMinutes = PatchValue.orLeave(maxTotalMinutes);
    }

    /** A patch that changes nothing until told. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link PreferencesPatch}; a member not named is left as it is. */
    public static final class Builder {
        private PatchValue<List<String>> diets = PatchValue.leave();
        private PatchValue<List<String>> avoid = PatchValue.leave();
        private PatchValue<List<String>> dislikes = PatchValue.leave();
        private PatchValue<Integer> householdSize = PatchValue.leave();
        private PatchValue<Integer> maxTotalMinutes = PatchValue.leave();

        private Builder() {
        }

        /** The diets kept to: vegan, vegetarian, pescatarian, gluten_free, dairy_free. */
        public Builder diets(List<String> diets) {
            this.diets = PatchValue.set(diets);
            return this;
        }

        public Builder clearDiets() {
            this.diets = PatchValue.clear();
            return this;
        }

        /** The allergens avoided: milk, egg, fish, shellfish, tree_nut, peanut, wheat, soy, sesame. */
        public Builder avoid(List<String> avoid) {
            this.avoid = PatchValue.set(avoid);
            return this;
        }

        public Builder clearAvoid() {
            this.avoid = PatchValue.clear();
            return this;
        }

        /** Disliked ingredients (at most 50). */
        public Builder dislikes(List<String> dislikes) {
            this.dislikes = PatchValue.set(dislikes);
            return this;
        }

        public Builder clearDislikes() {
            this.dislikes = PatchValue.clear();
            return this;
        }

        /** 1 to 20. */
        public Builder householdSize(int householdSize) {
            this.householdSize = PatchValue.set(householdSize);
            return this;
        }

        public Builder clearHouseholdSize() {
            this.householdSize = PatchValue.clear();
            return this;
        }

        /** 1 to 10080: recipe search and the feed leave out recipes that take longer. */
        public Builder maxTotalMinutes(int maxTotalMinutes) {
            this.maxTotalMinutes = PatchValue.set(maxTotalMinutes);
            return this;
        }

        public Builder clearMaxTotalMinutes() {
            this.maxTotalMinutes = PatchValue.clear();
            return this;
        }

        public PreferencesPatch build() {
            return new PreferencesPatch(diets, avoid, dislikes, householdSize, maxTotalMinutes);
        }
    }
}
