-- PostgreSQL only (spring.flyway.locations adds db/vendor/{vendor}). recipe_app (V2) also carries what a meal plan's
-- draw filters on (docs/meal-plans.md): a candidate run scans several recipes for each one it keeps (a vegetarian
-- user within 60 minutes keeps about one in ten), and with these columns in the index it scans index entries only,
-- reading the rows of the recipes it keeps. Same key, so every other use of recipe_app is served as before.
-- Rebuilding it holds writes to recipe for as long as the build takes (about a second for 100,000 recipes).
drop index recipe_app;
create index recipe_app on recipe (client_id, id) include (owner_user_id, labels, total_time_minutes);
