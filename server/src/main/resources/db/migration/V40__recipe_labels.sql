-- Diet and allergen labels (docs/labels.md). The labels that are true of a recipe live in the search index as
-- recipe_term rows "l:vegan", written with the recipe's other terms. This column says which lexicon version wrote
-- them: null for a recipe stored before labels existed. No migration reads the rows: the API computes a recipe's
-- labels from its ingredients on every read, and RecipeLabelBackfill indexes the older rows a batch at a time.
alter table recipe add column labels_version integer;
create index recipe_labels_version on recipe (labels_version, id);
