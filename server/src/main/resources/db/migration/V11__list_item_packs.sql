-- A list's items are stored in packs: one row per source an add request brings, the plain items of that request in
-- one pack and the ingredients of each recipe in another. A list created with 50 raw items and 25 recipes writes 26
-- rows instead of about 300, which was most of the database's work of creating it. The items stay separate on the
-- list (each keeps its own id, checked state and times); a change to one item rewrites only its pack, after the
-- change has taken the list's row lock, and removing a recipe deletes exactly its packs.
--
-- items is a JSON array with one array per item, in the order the items were added:
--   [id, name, quantity, quantity_max, unit, comment, brand, text, category, checked, updated_at]
-- quantity and quantity_max are numbers or null; updated_at is microseconds since the epoch, or null while the item
-- is unchanged since created_at (ItemPack).
-- V12 (a Java migration: the JSON is built by the same code that reads it) moves list_item's rows here, and V13
-- drops list_item.
create table list_item_pack (
    list_id       varchar(40)  not null,
    id            varchar(40)  not null,
    recipe_id     varchar(40),
    recipe_scale  double precision,
    created_at    timestamp with time zone not null,
    items         text         not null,
    constraint list_item_pack_key primary key (list_id, id)
);
