-- The labels that are true of a recipe, as a bit set on every one of its index rows (docs/labels.md: bit i is the
-- i-th label in docs/api.md §15's order, vegan 1, vegetarian 2, … sesame_free 2048), and the sets each app's recipes
-- have. A search with labels reads, for each set an app has that holds every label asked for, that set's rows of its
-- first term newest first: a read bounded by the page, however few of the term's recipes have the labels.
-- Rows written before carry 0 until RecipeLabelBackfill derives their recipe again (RecipeIndex.VERSION 4); until
-- every recipe is, search joins the label terms as before.
alter table recipe_term add column labels integer not null default 0;
create index recipe_term_labels on recipe_term (client_id, term, labels, recipe_id, owner_user_id);

create table recipe_label_set (
    client_id varchar(64) not null,
    labels    integer     not null,
    primary key (client_id, labels)
);
