-- Shared lists and the list change log (contract 7.1).
--
-- A list's owner stays shopping_list.user_id; every other member is a row here. The second index serves a user's
-- listing (own lists and shared ones) and erasure.
create table list_member (
    list_id    varchar(40) not null,
    user_id    varchar(40) not null,
    joined_at  timestamp with time zone not null,
    constraint list_member_key primary key (list_id, user_id)
);
create index list_member_user on list_member (user_id, list_id);

-- Invite codes, stored only as the SHA-256 of the code (64 hex digits). A code is good for any number of joins until
-- expires_at, and only for users of the list's app.
create table list_invite (
    code_hash   varchar(64) not null,
    list_id     varchar(40) not null,
    client_id   varchar(64) not null,
    expires_at  timestamp with time zone not null,
    constraint list_invite_key primary key (code_hash)
);
create index list_invite_list on list_invite (list_id);

-- The last 1000 changes of each list, each as GET /lists/{id}/changes serves it (JSON). A change is written in the
-- transaction that moves the list's version, under the list's row lock, so versions are consecutive.
create table list_change (
    list_id  varchar(40) not null,
    version  bigint      not null,
    change   text        not null,
    constraint list_change_key primary key (list_id, version)
);
