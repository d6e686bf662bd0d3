-- Idempotency keys (contract section 1): one row per key and credential scope, claimed before the first request
-- runs (status null) and completed with its answer, which later requests with the same key replay for 24 hours.
create table idempotency_key (
    scope        varchar(80)   not null,
    idem_key     varchar(255)  not null,
    fingerprint  varchar(64)   not null,
    status       integer,
    content_type varchar(200),
    location     varchar(2000),
    etag         varchar(100),
    body         text,
    created_at   timestamp with time zone not null,
    completed_at timestamp with time zone,
    primary key (scope, idem_key)
);
create index idempotency_key_created on idempotency_key (created_at);
