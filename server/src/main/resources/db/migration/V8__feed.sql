-- The feed (contract section 10).
-- What users added to lists and carts: one row per recipe and request, written in the transaction of the add. It is
-- the user's recent history (similar recipes, and the recipes left out), and the source of the popularity counters,
-- which a background fold adds it into (counted = true) a batch at a time, so adds never contend on a counter row.
create table feed_activity (
    id          varchar(40)  not null primary key,
    client_id   varchar(64)  not null,
    user_id     varchar(40),
    recipe_id   varchar(40)  not null,
    catalogue   boolean      not null,
    added_at    timestamp with time zone not null,
    counted     boolean      not null
);
create index feed_activity_user on feed_activity (user_id, added_at);
create index feed_activity_uncounted on feed_activity (counted, id);
create index feed_activity_added on feed_activity (added_at);

-- Adds of catalogue recipes per app and UTC day: "popular over the last 7 days" sums at most 7 rows a recipe.
create table recipe_popularity (
    client_id  varchar(64)  not null,
    added_on   date         not null,
    recipe_id  varchar(40)  not null,
    adds       bigint       not null,
    primary key (client_id, added_on, recipe_id)
);
create index recipe_popularity_recipe on recipe_popularity (recipe_id);

-- One row that the fold locks, so that one node at a time folds activity into the counters.
create table feed_fold_lock (
    id  integer not null primary key
);
insert into feed_fold_lock (id) values (1);

-- A feed thread: the ranked recipes of a user's first page and every page after it, kept 12 hours so that any node
-- can serve its next page and a feed_id replays it. entries is "recipe_id reason" lines, in feed order.
create table feed_thread (
    id          varchar(40)  not null primary key,
    client_id   varchar(64)  not null,
    user_id     varchar(40)  not null,
    entries     text         not null,
    created_at  timestamp with time zone not null,
    expires_at  timestamp with time zone not null
);
create index feed_thread_user on feed_thread (user_id);
create index feed_thread_expires on feed_thread (expires_at);
