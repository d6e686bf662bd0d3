-- Feed activity, one row per request instead of one per recipe, in two tables. A list created with 25 recipes wrote
-- 25 rows with four indexes, and the fold later rewrote each of them to mark it counted; now it writes two rows.
--
-- feed_history: what a user added, kept 31 days; the user's taste (similar recipes) and the recipes left out.
-- recipe_ids holds the request's recipes, separated by spaces.
create table feed_history (
    user_id     varchar(40)  not null,
    added_at    timestamp with time zone not null,
    id          varchar(40)  not null,
    client_id   varchar(64)  not null,
    recipe_ids  text         not null,
    primary key (user_id, added_at, id)
);
create index feed_history_added on feed_history (added_at);

-- feed_pending: catalogue recipes added (by users and by apps) that the fold has not yet added into
-- recipe_popularity. The fold deletes the rows it has counted, so the table holds about a second of activity.
create table feed_pending (
    id          varchar(40)  not null primary key,
    client_id   varchar(64)  not null,
    recipe_ids  text         not null,
    added_at    timestamp with time zone not null
);

insert into feed_history (user_id, added_at, id, client_id, recipe_ids)
select user_id, added_at, id, client_id, recipe_id from feed_activity where user_id is not null;
insert into feed_pending (id, client_id, recipe_ids, added_at)
select id, client_id, recipe_id, added_at from feed_activity where catalogue = true and counted = false;
drop table feed_activity;
