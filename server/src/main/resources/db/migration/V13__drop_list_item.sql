-- V12 has moved every list item into list_item_pack (V11).
drop table list_item;
