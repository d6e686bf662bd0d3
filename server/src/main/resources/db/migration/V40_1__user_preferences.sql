-- What a user eats (docs/labels.md): diets and avoided allergens as JSON arrays of codes, dislikes as a JSON array
-- of ingredient names. One row a user, made on the first PATCH; erased with the user.
create table user_preferences (
    user_id           varchar(40)  not null primary key references users (id) on delete cascade,
    diets             text         not null,
    avoid             text         not null,
    dislikes          text         not null,
    household_size    integer,
    max_total_minutes integer,
    updated_at        timestamp with time zone not null
);
