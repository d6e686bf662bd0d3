-- Food links (docs/nutrition.md): every recipe ingredient, list item and cart item is stored with its SR28 food and
-- the grams of its amount, and with the version of the food table that derived them (larder.food.Foods.TABLE_VERSION).
-- A link stored under another version, or a row stored before links existed (null), is derived again when it is
-- read: no migration reads the rows.
--
-- A recipe's ingredients JSON gains "food" (the food's id or null) and "grams" in each ingredient;
-- ingredients_schema says which shape the JSON has (null: the shape of V2, without links; 2: with them).
alter table recipe add column ingredients_schema integer;
alter table recipe add column food_version integer;
-- A list's items keep their links inside their pack's JSON, which carries its own schema version (ItemPack).
-- A cart's line (an item of the cart) keeps its link in columns.
alter table cart_line add column food_id varchar(16);
alter table cart_line add column grams double precision;
alter table cart_line add column food_version integer;
