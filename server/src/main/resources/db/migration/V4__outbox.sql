-- The transactional outbox: every event of the API's catalogue (contract section 11), written in the transaction
-- of the change that caused it, already in the shape of the webhook body. Delivery reads from here.
create table outbox_event (
    id          varchar(40)  not null primary key,
    client_id   varchar(64)  not null,
    type        varchar(64)  not null,
    payload     text         not null,
    created_at  timestamp with time zone not null
);
create index outbox_event_app on outbox_event (client_id, id);
create index outbox_event_created on outbox_event (created_at);
