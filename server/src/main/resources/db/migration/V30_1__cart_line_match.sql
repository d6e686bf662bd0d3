-- How a cart line's product was matched (docs/api.md §18): by the GTIN an item carried, or by name with a score;
-- null for a line without a product, or with one the shopper chose. A source keeps the GTIN hint it came with, so
-- that matching again after more items are added finds the same product.
alter table cart_line add column match_by varchar(8);
alter table cart_line add column match_score double precision;
alter table cart_source add column gtin varchar(14);
