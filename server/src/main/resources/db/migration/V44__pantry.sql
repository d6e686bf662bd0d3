-- What a household has at home (docs/pantry.md). One pantry row a user, which changes lock, so that two devices
-- adding at once combine with each other's items; its items, combined by canonical name as lists combine them.
-- Rows of other modules are not referenced: erasing a user deletes these rows in the same transaction.
create table pantry (
    user_id    varchar(40)              not null primary key,
    client_id  varchar(40)              not null,
    version    bigint                   not null,
    updated_at timestamp with time zone not null
);

create table pantry_item (
    id         varchar(40)              not null primary key,
    user_id    varchar(40)              not null,
    name       varchar(300)             not null,
    quantity   double precision,
    unit       varchar(16),
    location   varchar(16),
    expires_on date,
    staple     boolean                  not null,
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null
);

-- The listing's order: soonest expiry first, no expiry last, then by id.
create index pantry_item_by_expiry on pantry_item (user_id, expires_on, id);
