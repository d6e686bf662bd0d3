package dev.larder.client.model;

import java.util.List;

/** Schema {@code RecipeInput} of the OpenAPI document. */
public record RecipeInput(
        String name,
        String description,
        SourceInput source,
        List<ImageInput> images,
        Integer servings,
        Integer prepTimeMinutes,
        Integer cookTimeMinutes,
        Integer totalTimeMinutes,
        List<IngredientInput> ingredients,
        List<InstructionInput> instructions,
        List<String> tags) {

    /** A recipe from its name, ingredient lines ("2 cups flour") and steps; the server analyses the lines. */
    public static RecipeInput of(String name, List<String> ingredientLines, List<String> steps) {
        return new RecipeInput(name, null, null, null, null, null, null, null,
                ingredientLines.stream().map(IngredientInput::text).toList(),
                steps.stream().map(InstructionInput::new).toList(), null);
    }


    /** A builder: members not named are left out, so that a member added later breaks no caller. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link RecipeInput}. */
    public static final class Builder {
        private String name;
        private String description;
        private SourceInput source;
        private List<ImageInput> images;
        private Integer servings;
        private Integer prepTimeMinutes;
        private Integer cookTimeMinutes;
        private Integer totalTimeMinutes;
        private List<IngredientInput> ingredients;
        private List<InstructionInput> instructions;
        private List<String> tags;

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder source(SourceInput source) {
            this.source = source;
            return this;
        }

        public Builder images(List<ImageInput> images) {
            this.images = images;
            return this;
        }

        public Builder servings(Integer servings) {
            this.servings = servings;
            return this;
        }

        public Builder prepTimeMinutes(Integer prepTimeMinutes) {
            this.prepTimeMinutes = prepTimeMinutes;
            return this;
        }

        public Builder cookTimeMinutes(Integer cookTimeMinutes) {
            this.cookTimeMinutes = cookTimeMinutes;
            return this;
        }

        public Builder totalTimeMinutes(Integer totalTimeMinutes) {
            this.totalTimeMinutes = totalTimeMinutes;
            return this;
        }

        public Builder ingredients(List<IngredientInput> ingredients) {
            this.ingredients = ingredients;
            return this;
        }

        public Builder instructions(List<InstructionInput> instructions) {
            this.instructions = instructions;
            return this;
        }

        public Builder tags(List<String> tags) {
            this.tags = tags;
            return this;
        }

        public RecipeInput build() {
            return new RecipeInput(name, description, source, images, servings, prepTimeMinutes, cookTimeMinutes, totalTimeMinutes, ingredients, instructions, tags);
        }
    }
}
