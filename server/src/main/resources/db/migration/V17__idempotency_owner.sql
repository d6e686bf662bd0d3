-- The process that holds an idempotency key's in-progress mark (ProcessLease): a mark whose owner is gone is free.
-- Null for marks written before this column, which fall back to the two-minute rule.
alter table idempotency_key add column owner bigint;
