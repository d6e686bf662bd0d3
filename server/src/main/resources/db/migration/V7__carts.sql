-- Carts and checkouts (contract section 9). A cart keeps what was added (cart_source) and what is bought: the lines
-- those combine into, each matched to a product of the retailer (cart_line). The retailer's name and currency are
-- kept with the cart, so that a cart still reads after its retailer is gone.
create table cart (
    id             varchar(40)  not null primary key,
    client_id      varchar(64)  not null,
    user_id        varchar(40),
    retailer_id    varchar(40)  not null,
    retailer_name  varchar(200) not null,
    currency       varchar(3)   not null,
    status         varchar(16)  not null,
    version        bigint       not null,
    created_at     timestamp with time zone not null,
    updated_at     timestamp with time zone not null
);
create index cart_owner on cart (client_id, user_id, id);
create index cart_user on cart (user_id, id);

create table cart_source (
    cart_id       varchar(40)   not null references cart (id) on delete cascade,
    id            varchar(40)   not null,
    name          varchar(300)  not null,
    quantity      double precision,
    quantity_max  double precision,
    unit          varchar(16),
    comment       varchar(1000),
    brand         varchar(200),
    text          varchar(1000),
    category      varchar(32)   not null,
    recipe_id     varchar(40),
    recipe_scale  double precision,
    created_at    timestamp with time zone not null,
    primary key (cart_id, id)
);

create table cart_line (
    cart_id       varchar(40)   not null references cart (id) on delete cascade,
    id            varchar(40)   not null,
    name          varchar(300)  not null,
    quantity      double precision,
    unit          varchar(16),
    category      varchar(32)   not null,
    sku           varchar(64),
    packs         integer       not null,
    status        varchar(16)   not null,
    manual_packs  boolean       not null,
    source_ids    text          not null,
    -- At checkout: the product as it was bought (JSON), so that a checked-out cart never changes.
    bought        text,
    primary key (cart_id, id)
);

create table cart_recipe (
    cart_id    varchar(40)  not null references cart (id) on delete cascade,
    recipe_id  varchar(40)  not null,
    name       varchar(300) not null,
    scale      double precision not null,
    primary key (cart_id, recipe_id)
);

create table checkout (
    id            varchar(40)   not null primary key,
    client_id     varchar(64)   not null,
    user_id       varchar(40),
    cart_id       varchar(40)   not null,
    retailer_id   varchar(40)   not null,
    status        varchar(16)   not null,
    items         text          not null,
    unmatched     text          not null,
    total_minor   bigint        not null,
    currency      varchar(3)    not null,
    checkout_url  varchar(4000) not null,
    created_at    timestamp with time zone not null
);
create unique index checkout_cart on checkout (cart_id);
create index checkout_user on checkout (user_id);
