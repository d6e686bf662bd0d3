-- Shopping lists (contract section 7). user_id is null for lists an app creates with its management token.
-- version and item_count change with every change of the list, in one statement that also takes the row lock:
-- concurrent adds queue on it and none is lost, and the 1000-item bound holds without counting rows.
create table shopping_list (
    id          varchar(40)  not null primary key,
    client_id   varchar(64)  not null,
    user_id     varchar(40),
    name        varchar(200) not null,
    version     bigint       not null,
    item_count  integer      not null,
    created_at  timestamp with time zone not null,
    updated_at  timestamp with time zone not null
);
create index shopping_list_owner on shopping_list (client_id, user_id, id);
create index shopping_list_user on shopping_list (user_id, id);

-- Exactly one primary list per user: the primary key makes a second one impossible, even when several first
-- lists are created at once.
create table primary_list (
    user_id  varchar(40) not null primary key,
    list_id  varchar(40) not null references shopping_list (id) on delete cascade
);

-- One index serves every access: by (list, item), a list's items in order, a recipe's items within a list.
create table list_item (
    id            varchar(40)   not null,
    list_id       varchar(40)   not null references shopping_list (id) on delete cascade,
    name          varchar(300)  not null,
    quantity      double precision,
    quantity_max  double precision,
    unit          varchar(16),
    comment       varchar(1000),
    brand         varchar(200),
    text          varchar(1000),
    category      varchar(32)   not null,
    checked       boolean       not null,
    recipe_id     varchar(40),
    recipe_scale  double precision,
    created_at    timestamp with time zone not null,
    updated_at    timestamp with time zone not null,
    primary key (list_id, id)
);

create table list_recipe (
    list_id    varchar(40)  not null references shopping_list (id) on delete cascade,
    recipe_id  varchar(40)  not null,
    name       varchar(300) not null,
    scale      double precision not null,
    added_at   timestamp with time zone not null,
    primary key (list_id, recipe_id)
);
