-- The bit set of a recipe's true labels (as recipe_term.labels, V46) on its own row as well, so that a meal plan's
-- draw, which scans recipe rows, checks a diet on the row it reads instead of probing a label term per recipe
-- (docs/meal-plans.md). Null until the recipe is derived by RecipeIndex.VERSION 4; a recipe already derived by it
-- takes the set its index rows carry.
alter table recipe add column labels integer;
update recipe set labels = (select min(t.labels) from recipe_term t where t.recipe_id = recipe.id)
where labels_version >= 4;
