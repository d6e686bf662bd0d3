-- A cart built from a list (contract section 9, POST /carts {"list_id"}) remembers the list, so that checking it out
-- checks the list's items it bought. Its sources from the list keep the list items' ids. No foreign key: the list
-- may be deleted before the cart is checked out, and the list module owns its table.
alter table cart add column list_id varchar(40);
