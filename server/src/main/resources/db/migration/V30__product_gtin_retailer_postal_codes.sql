-- GTINs of products and the postal codes retailers serve (docs/api.md §18). A GTIN is kept in its 14-digit form;
-- a retailer sells each at most once (null: no GTIN, as many as there are). The index is also the lookup by GTIN.
alter table product add column gtin varchar(14);
create unique index product_gtin on product (retailer_id, gtin);

-- The postal-code prefixes a retailer delivers to, normalised (upper case, no spaces or hyphens); none: everywhere.
create table retailer_postal_code (
    retailer_id  varchar(40) not null references retailer (id) on delete cascade,
    prefix       varchar(10) not null,
    primary key (retailer_id, prefix)
);
