-- Meal plans (contract section 17): a user's plan of days, and its meals. version and meal_count move with every
-- change of the plan, in the statement that takes the plan's row lock, so the 200-meal bound holds without counting
-- rows and concurrent changes of one plan queue. Rows carry no foreign keys: the plan module deletes a plan's meals
-- with it, and erasing a user erases its plans (as lists do, V9).
create table meal_plan (
    id          varchar(40)  not null primary key,
    client_id   varchar(64)  not null,
    user_id     varchar(40)  not null,
    name        varchar(200) not null,
    start_date  date         not null,
    days        integer      not null,
    version     bigint       not null,
    meal_count  integer      not null,
    created_at  timestamp with time zone not null,
    updated_at  timestamp with time zone not null
);
create index meal_plan_user on meal_plan (user_id, id);

-- generated: the meal was placed by POST /meal-plans/{id}/generate, not by hand (a hand-added meal is never replaced).
-- recipe_name is the recipe's name when the meal was planned, shown if the recipe is deleted since.
create table meal_plan_meal (
    plan_id      varchar(40)  not null,
    id           varchar(40)  not null,
    meal_date    date         not null,
    slot         varchar(16)  not null,
    recipe_id    varchar(40)  not null,
    recipe_name  varchar(300) not null,
    servings     integer      not null,
    generated    boolean      not null,
    created_at   timestamp with time zone not null,
    constraint meal_plan_meal_key primary key (plan_id, id)
);
