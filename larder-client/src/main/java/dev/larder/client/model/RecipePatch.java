package dev.larder.client.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The body of {@code PATCH /v1beta/recipes/{id}}: members of {@code RecipeInput}, each set, cleared or left as it is
 * ({@link PatchValue}).
 * <pre>{@code
 * RecipePatch.builder().name("Pancakes").clearDescription().build()
 * }</pre>
 */
@JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = PatchValue.LeftOut.class)
public record RecipePatch(
        PatchValue<String> name,
        PatchValue<String> description,
        PatchValue<SourceInput> source,
        PatchValue<List<ImageInput>> images,
        PatchValue<Integer> servings,
        PatchValue<Integer> prepTimeMinutes,
        PatchValue<Integer> cookTimeMinutes,
        PatchValue<Integer> totalTimeMinutes,
        PatchValue<List<IngredientInput>> ingredients,
        PatchValue<List<InstructionInput>> instructions,
        PatchValue<List<String>> tags) {

    public RecipePatch {
        name = PatchValue.orLeave(name);
        description = PatchValue.orLeave(description);
        source = PatchValue.orLeave(source);
        images = PatchValue.orLeave(images);
        servings = PatchValue.orLeave(servings);
        prepTimeMinutes = PatchValue.orLeave(prepTimeMinutes);
        cookTimeMinutes = PatchValue.orLeave(cookTimeMinutes);
        totalTimeMinutes = PatchValue.orLeave(totalTimeMinutes);
        ingredients = PatchValue.orLeave(ingredients);
        instructions = PatchValue.orLeave(instructions);
        tags = PatchValue.orLeave(tags);
    }

    /** A patch that changes the name alone. */
    public static RecipePatch rename(String name) {
        return builder().name(name).build();
    }

    /** A patch that changes nothing until told. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RecipePatch}; a member not named is left as it is. */
    public static final class Builder {
        private PatchValue<String> name = PatchValue.leave();
        private PatchValue<String> description = PatchValue.leave();
        private PatchValue<SourceInput> source = PatchValue.leave();
        private PatchValue<List<ImageInput>> images = PatchValue.leave();
        private PatchValue<Integer> servings = PatchValue.leave();
        private PatchValue<Integer> prepTimeMinutes = PatchValue.leave();
        private PatchValue<Integer> cookTimeMinutes = PatchValue.leave();
        private PatchValue<Integer> totalTimeMinutes = PatchValue.leave();
        private PatchValue<List<IngredientInput>> ingredients = PatchValue.leave();
        private PatchValue<List<InstructionInput>> instructions = PatchValue.leave();
        private PatchValue<List<String>> tags = PatchValue.leave();

        private Builder() {
        }

        public Builder name(String name) {
            this.name = PatchValue.set(name);
            return this;
        }

        public Builder description(String description) {
            this.description = PatchValue.set(description);
            return this;
        }

        public Builder clearDescription() {
            this.description = PatchValue.clear();
            return this;
        }

        public Builder source(SourceInput source) {
            this.source = PatchValue.set(source);
            return this;
        }

        public Builder clearSource() {
            this.source = PatchValue.clear();
            return this;
        }

        public Builder images(List<ImageInput> images) {
            this.images = PatchValue.set(images);
            return this;
        }

        public Builder clearImages() {
            this.images = PatchValue.clear();
            return this;
        }

        public Builder servings(Integer servings) {
            this.servings = PatchValue.set(servings);
            return this;
        }

        public Builder clearServings() {
            this.servings = PatchValue.clear();
            return this;
        }

        public Builder prepTimeMinutes(Integer prepTimeMinutes) {
            this.prepTimeMinutes = PatchValue.set(prepTimeMinutes);
            return this;
        }

        public Builder clearPrepTimeMinutes() {
            this.prepTimeMinutes = PatchValue.clear();
            return this;
        }

        public Builder cookTimeMinutes(Integer cookTimeMinutes) {
            this.cookTimeMinutes = PatchValue.set(cookTimeMinutes);
            return this;
        }

        public Builder clearCookTimeMinutes() {
            this.cookTimeMinutes = PatchValue.clear();
            return this;
        }

        public Builder totalTimeMinutes(Integer totalTimeMinutes) {
            this.totalTimeMinutes = PatchValue.set(totalTimeMinutes);
            return this;
        }

        public Builder clearTotalTimeMinutes() {
            this.totalTimeMinutes = PatchValue.clear();
            return this;
        }

        public Builder ingredients(List<IngredientInput> ingredients) {
            this.ingredients = PatchValue.set(ingredients);
            return this;
        }

        public Builder instructions(List<InstructionInput> instructions) {
            this.instructions = PatchValue.set(instructions);
            return this;
        }

        public Builder tags(List<String> tags) {
            this.tags = PatchValue.set(tags);
            return this;
        }

        public Builder clearTags() {
            this.tags = PatchValue.clear();
            return this;
        }

        public RecipePatch build() {
            return new RecipePatch(name, description, source, images, servings, prepTimeMinutes, cookTimeMinutes, totalTimeMinutes, ingredients, instructions, tags);
        }
    }
}
