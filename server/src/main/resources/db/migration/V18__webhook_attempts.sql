-- Each attempt of a webhook delivery (contract section 11: "the recent attempts, with status and response code"),
-- written with the delivery's outcome; it goes when its delivery goes (DeliveryStore). No foreign key: an attempt
-- still in flight when its endpoint is deleted must not fail the batch of outcomes it is written with.
create table webhook_attempt (
    delivery_id  varchar(40)  not null,
    attempt      integer      not null,
    status       integer,
    duration_ms  integer      not null,
    error        varchar(200),
    attempted_at timestamp with time zone not null,
    primary key (delivery_id, attempt)
);
