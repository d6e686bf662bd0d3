-- PostgreSQL only (spring.flyway.locations adds db/vendor/{vendor}). recipe_app (V2, V48) also carries the bounds a
-- search or a feed source filters on (docs/labels.md): max_kcal and min_protein_g, beside total_time_minutes. A
-- search with a bound joins each candidate's recipe by (client_id, id) and, with these columns in the index, reads
-- index entries only instead of the recipe's row, which is wide (its ingredients and instructions) and rarely cached:
-- at 90,000 generated recipes the PostgreSQL time of the benchmark's filtered searches fell by about half
-- (docs/benchmarks/recipe-search.md). Same key, so every other use of recipe_app is served as before. Rebuilding it
-- holds writes to recipe for as long as the build takes (about ten seconds for 1,000,000 recipes).
drop index recipe_app;
create index recipe_app on recipe (client_id, id)
    include (owner_user_id, labels, total_time_minutes, kcal_per_serving, protein_g_per_serving);
