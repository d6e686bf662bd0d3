-- Refresh tokens as selector and verifier (issue 21). A token is lrt_<id>.<secret>: the id, time-ordered (a ULID,
-- stored as a uuid), finds the row by primary key, so every insert appends to the right edge of the index; the
-- secret's SHA-256 is compared in constant time. Before this, the primary key was the SHA-256 of the token, a random
-- value, so every grant wrote to a random leaf page of an index that outgrows shared_buffers.
--
-- Only what the hot path needs: no created_at, no revoked_at (a revoked family's rows are deleted), no foreign key
-- to users (a grant would lock the user row; erasing a user deletes its tokens explicitly), and one secondary index,
-- on user_id, for erasing a user and revoking a family (a family belongs to exactly one user). Expired rows are
-- found from the head of the primary key, as a token's expiry follows its creation.
--
-- refresh_token (the old table) keeps the tokens issued before; they work until they expire, and the cleanup
-- empties it within one refresh token lifetime.
create table refresh_token_v2 (
    id          uuid                     not null primary key,
    expires_at  timestamp with time zone not null,
    rotated_at  timestamp with time zone,
    secret_hash bytea                    not null,
    user_id     varchar(40)              not null,
    family_id   varchar(40)              not null,
    client_id   varchar(64)              not null
);
create index refresh_token_v2_user on refresh_token_v2 (user_id);
