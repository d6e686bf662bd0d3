-- PostgreSQL only (spring.flyway.locations adds db/vendor/{vendor}). A row over about 2 kB has its long values
-- compressed (pglz) before it is stored; for list_item_pack (V11), whose packs of 10 to 50 items are 1 to 8 kB of
-- JSON, that compression was the largest single cost of creating a list. Rows up to a full page now stay as they
-- are: larger on disk, cheaper to write and to read.
alter table list_item_pack set (toast_tuple_target = 8160);
