-- Retailers of an app and their products (contract section 8). Money is an integer count of minor units.
create table retailer (
    id                     varchar(40)   not null primary key,
    client_id              varchar(64)   not null,
    name                   varchar(200)  not null,
    country                varchar(2)    not null,
    currency               varchar(3)    not null,
    checkout_url_template  varchar(2000) not null,
    created_at             timestamp with time zone not null,
    updated_at             timestamp with time zone not null
);
create index retailer_app on retailer (client_id, id);

create table product (
    retailer_id    varchar(40)   not null references retailer (id) on delete cascade,
    sku            varchar(64)   not null,
    name           varchar(300)  not null,
    brand          varchar(200),
    size_quantity  double precision,
    size_unit      varchar(16),
    price_minor    bigint        not null,
    category       varchar(32)   not null,
    image_url      varchar(2000),
    available      boolean       not null,
    created_at     timestamp with time zone not null,
    updated_at     timestamp with time zone not null,
    primary key (retailer_id, sku)
);
