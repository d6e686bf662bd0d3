-- Which packs of a list's items something other than a person put there (docs/meal-plans.md): a meal plan's shopping
-- for a range marks its packs "meal_plan:<plan id>:<from>:<to>", and doing it again replaces exactly those packs'
-- items. Items added by hand are in packs without a source, and nothing converges them.
alter table list_item_pack add column source varchar(120);
create index list_item_pack_source on list_item_pack (list_id, source);
