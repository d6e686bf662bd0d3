#!/usr/bin/env python3
"""Fixtures of bench/plans/run.sh, made through the API with a few threads, and copied in SQL.

  setup.py users BASE CLIENT COUNT                  one anonymous user per line: "token", with preferences set
  setup.py plans BASE TOKENS PER_USER SQL_FILE      empty 28-day plans: "token plan_id" per line. One plan per user
                                                    is made through the API; SQL_FILE receives the statements that
                                                    copy it into the others (see clone_plan_sql)
  setup.py shop BASE TOKENS PER_USER RECIPES_FILE SQL_FILE
                                                    per user, a week of 21 meals and PER_USER lists of 200 items:
                                                    "token plan_id list_id" per line. One list per user is made
                                                    through the API; SQL_FILE receives the statements that copy it
                                                    into the others (see clone_list_sql)
  setup.py check BASE TOKEN PLAN                    one generation, printed: meals, unmet, reasons

run.sh runs the SQL files with psql. The bench needs a fresh plan and a fresh list for every request of a warm-up and
a measured run (thousands at 16 connections), and on a shared 2-core machine making them through the API (a plan a
request, a list four: the API takes 50 items a request) takes longer than the runs: about 8 plans a second with the
machine busy. A copy is the rows the API would have stored, but for ids and timestamps.
"""
import json
import os
import random
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor

PREFERENCES = {"diets": ["vegetarian"], "dislikes": ["cilantro", "olive"], "max_total_minutes": 60,
               "household_size": 2}


def call(base, method, path, token=None, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("Accept", "application/json")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, timeout=60) as answer:
        text = answer.read()
        return json.loads(text) if text else None


def user(base, client):
    token = call(base, "POST", "/v1beta/auth/access_token",
                 body={"client_id": client, "grant_type": "anonymous"})["access_token"]
    call(base, "PATCH", "/v1beta/users/me/preferences", token, PREFERENCES)
    return token


def plan(base, token, days=28):
    return call(base, "POST", "/v1beta/meal-plans", token,
                {"name": "Bench", "start_date": "2026-12-07", "days": days})["id"]


CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz"


def ulid(prefix):
    """An id as larder.platform.Ids makes them: the prefix, then a ULID (48 bits of milliseconds, 80 random bits) in
    lower-case Crockford base 32."""
    n = (int(time.time() * 1000) << 80) | int.from_bytes(os.urandom(10), "big")
    return prefix + "_" + "".join(CROCKFORD[(n >> (5 * i)) & 31] for i in reversed(range(26)))


def shop_fixture(base, token, per_user, recipes):
    """The week of 21 meals, one list of 200 hand-added items made through the API, and the ids of the
    per_user - 1 copies clone_sql makes of it."""
    week = plan(base, token, 7)
    rng = random.Random(token)
    for day in range(7):
        for slot in ("breakfast", "lunch", "dinner"):
            call(base, "POST", f"/v1beta/meal-plans/{week}/meals", token,
                 {"date": f"2026-12-{7 + day:02d}", "slot": slot, "recipe_id": rng.choice(recipes), "servings": 2})
    items = [{"name": f"hand item {i}", "quantity": 1 + i % 5, "unit": "piece"} for i in range(200)]
    template = call(base, "POST", "/v1beta/lists", token, {"name": "list 0", "items": items[:50]})["id"]
    for start in (50, 100, 150):
        call(base, "POST", f"/v1beta/lists/{template}/items", token, {"items": items[start:start + 50]})
    return token, week, template, [ulid("lst") for _ in range(per_user - 1)]


def id_array(ids):
    return "array[" + ",".join(f"'{i}'" for i in ids) + "]::varchar[]"


def clone_plan_sql(template, copies):
    """Copies the empty template plan under new ids."""
    return f"""insert into meal_plan (id, client_id, user_id, name, start_date, days, version, meal_count, created_at,
    updated_at)
  select c.id, p.client_id, p.user_id, p.name, p.start_date, p.days, p.version, p.meal_count, p.created_at,
    p.updated_at
  from meal_plan p cross join unnest({id_array(copies)}) as c(id) where p.id = '{template}';
"""


def clone_list_sql(template, copies):
    """Copies the template list, its item packs (with the same item ids: they are unique within a list, as the keys
    are) and its change log, under new list ids."""
    ids = id_array(copies)
    return f"""insert into shopping_list (id, client_id, user_id, name, version, item_count, created_at, updated_at)
  select c.id, l.client_id, l.user_id, 'list ' || c.n, l.version, l.item_count, l.created_at, l.updated_at
  from shopping_list l cross join unnest({ids}) with ordinality as c(id, n) where l.id = '{template}';
insert into list_item_pack (list_id, id, recipe_id, recipe_scale, created_at, items, source)
  select c.id, p.id, p.recipe_id, p.recipe_scale, p.created_at, p.items, p.source
  from list_item_pack p cross join unnest({ids}) as c(id) where p.list_id = '{template}';
insert into list_change (list_id, version, change)
  select c.id, h.version, h.change from list_change h cross join unnest({ids}) as c(id) where h.list_id = '{template}';
"""


def main():
    kind, base = sys.argv[1], sys.argv[2]
    with ThreadPoolExecutor(8) as pool:
        if kind == "users":
            client, count = sys.argv[3], int(sys.argv[4])
            for token in pool.map(lambda _: user(base, client), range(count)):
                print(token)
        elif kind == "plans":
            tokens = open(sys.argv[3]).read().split()
            per_user = int(sys.argv[4])
            with open(sys.argv[5], "w") as sql:
                for token, template in zip(tokens, pool.map(lambda t: plan(base, t), tokens)):
                    copies = [ulid("mpl") for _ in range(per_user - 1)]
                    if copies:
                        sql.write(clone_plan_sql(template, copies))
                    print("\n".join(f"{token} {plan_id}" for plan_id in [template] + copies))
        elif kind == "shop":
            tokens = open(sys.argv[3]).read().split()
            per_user = int(sys.argv[4])
            recipes = open(sys.argv[5]).read().split()
            with open(sys.argv[6], "w") as sql:
                for token, week, template, copies in pool.map(
                        lambda t: shop_fixture(base, t, per_user, recipes), tokens):
                    if copies:
                        sql.write(clone_list_sql(template, copies))
                    print("\n".join(f"{token} {week} {list_id}" for list_id in [template] + copies))
        elif kind == "check":
            token, plan_id = sys.argv[3], sys.argv[4]
            answer = call(base, "POST", f"/v1beta/meal-plans/{plan_id}/generate", token,
                          {"slots": ["breakfast", "lunch", "dinner"], "seed": 1})
            reasons = {}
            for unmet in answer["unmet"]:
                reasons[unmet["reason"]] = reasons.get(unmet["reason"], 0) + 1
            print(f"check generation: {len(answer['meals'])} meals, {len(answer['unmet'])} unmet {reasons}")


if __name__ == "__main__":
    main()
