-- Search by energy and protein per serving, and sort by energy or total time (docs/labels.md). The values come from
-- the recipe's nutrition (section 14), computed when the recipe is written; null when some line could not be
-- counted, or for a recipe stored before this column, until RecipeLabelBackfill reaches it (labels_version < 2).
-- No migration reads the rows.
alter table recipe add column kcal_per_serving double precision;
alter table recipe add column protein_g_per_serving double precision;
-- A search without words, sorted by total time or energy, reads these in order; ties newest first.
create index recipe_app_total_time on recipe (client_id, total_time_minutes, id desc);
create index recipe_app_kcal on recipe (client_id, kcal_per_serving, id desc);
