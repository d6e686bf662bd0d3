-- Webhook endpoints and their deliveries (contract section 11). A delivery is one event for one endpoint; it is
-- written in the transaction of the change, beside the outbox row, so a crash loses neither.

create table webhook_endpoint (
    id                    varchar(40)   not null primary key,
    client_id             varchar(64)   not null,
    url                   varchar(2048) not null,
    -- '*' or the subscribed types between commas: ',list.created,cart.updated,'
    events                varchar(1000) not null,
    enabled               boolean       not null,
    -- Kept as shown (whsec_…): signing needs the key itself. Read and written only through plain JDBC, never
    -- through jOOQ's logged execution.
    secret                varchar(64)   not null,
    previous_secret       varchar(64),
    previous_secret_until timestamp with time zone,
    disabled_reason       varchar(200),
    created_at            timestamp with time zone not null,
    updated_at            timestamp with time zone not null
);
create index webhook_endpoint_app on webhook_endpoint (client_id, id);

-- One row per app: the count of its endpoints, moved by a conditional UPDATE so that two concurrent creations
-- cannot both take the twentieth place.
create table webhook_quota (
    client_id   varchar(64) not null primary key,
    endpoints   integer     not null
);

create table webhook_delivery (
    id                varchar(40)  not null primary key,
    endpoint_id       varchar(40)  not null,
    event_id          varchar(40)  not null,
    event_type        varchar(64)  not null,
    -- pending, delivered, failed
    state             varchar(16)  not null,
    attempts          integer      not null,
    -- While pending: when the next attempt is due. While an attempt runs: the end of its claim.
    next_attempt_at   timestamp with time zone,
    last_status       integer,
    last_duration_ms  integer,
    last_error        varchar(200),
    event_created_at  timestamp with time zone not null,
    created_at        timestamp with time zone not null,
    updated_at        timestamp with time zone not null
);
create index webhook_delivery_due on webhook_delivery (endpoint_id, state, next_attempt_at);
create index webhook_delivery_endpoint on webhook_delivery (endpoint_id, id);
create index webhook_delivery_event on webhook_delivery (event_id);
create index webhook_delivery_updated on webhook_delivery (updated_at);
