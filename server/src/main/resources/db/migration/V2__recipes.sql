-- Recipes: the app catalogue (owner_user_id null) and users' own recipes. The lists inside a recipe are kept as
-- JSON text, the way the aggregate is read and written: whole.
create table recipe (
    id                 varchar(40)   not null primary key,
    client_id          varchar(64)   not null,
    owner_user_id      varchar(40),
    name               varchar(300)  not null,
    description        varchar(5000),
    source_name        varchar(300),
    source_url         varchar(2000),
    servings           integer,
    prep_time_minutes  integer,
    cook_time_minutes  integer,
    total_time_minutes integer,
    images             text          not null,
    ingredients        text          not null,
    instructions       text          not null,
    tags               text          not null,
    created_at         timestamp with time zone not null,
    updated_at         timestamp with time zone not null
);
create index recipe_app on recipe (client_id, id);
create index recipe_owner on recipe (owner_user_id, id);

-- A portable inverted index for search, the same on H2 and PostgreSQL. A term is a kind and a normalised word:
-- "w:tomato" (a word of the name, an ingredient or a tag), "t:italian" (a tag), "i:tomato" (an ingredient word).
-- Rows carry the app and the owner, so that a search reads only this index until it has its page of ids.
create table recipe_term (
    client_id     varchar(64)   not null,
    term          varchar(120)  not null,
    recipe_id     varchar(40)   not null references recipe (id) on delete cascade,
    owner_user_id varchar(40),
    primary key (client_id, term, recipe_id)
);
create index recipe_term_recipe on recipe_term (recipe_id);
