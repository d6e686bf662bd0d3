#!/usr/bin/env python3
"""Fixtures of bench/plans/run.sh, made through the API with a few threads.

  setup.py users BASE CLIENT COUNT                  one anonymous user per line: "token", with preferences set
  setup.py plans BASE TOKENS PER_USER               empty 28-day plans: "token plan_id" per line
  setup.py shop BASE TOKENS PER_USER RECIPES_FILE   per user, a week of 21 meals and PER_USER lists of 200 items:
                                                    "token plan_id list_id" per line
  setup.py check BASE TOKEN PLAN                    one generation, printed: meals, unmet, reasons
"""
import json
import random
import sys
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


def shop_fixture(base, token, per_user, recipes):
    week = plan(base, token, 7)
    rng = random.Random(token)
    for day in range(7):
        for slot in ("breakfast", "lunch", "dinner"):
            call(base, "POST", f"/v1beta/meal-plans/{week}/meals", token,
                 {"date": f"2026-12-{7 + day:02d}", "slot": slot, "recipe_id": rng.choice(recipes), "servings": 2})
    lines = []
    for n in range(per_user):
        items = [{"name": f"hand item {i}", "quantity": 1 + i % 5, "unit": "piece"} for i in range(200)]
        list_id = call(base, "POST", "/v1beta/lists", token, {"name": f"list {n}", "items": items[:50]})["id"]
        for start in (50, 100, 150):
            call(base, "POST", f"/v1beta/lists/{list_id}/items", token, {"items": items[start:start + 50]})
        lines.append(f"{token} {week} {list_id}")
    return lines


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
            jobs = [t for t in tokens for _ in range(per_user)]
            for token, plan_id in zip(jobs, pool.map(lambda t: plan(base, t), jobs)):
                print(token, plan_id)
        elif kind == "shop":
            tokens = open(sys.argv[3]).read().split()
            per_user = int(sys.argv[4])
            recipes = open(sys.argv[5]).read().split()
            for lines in pool.map(lambda t: shop_fixture(base, t, per_user, recipes), tokens):
                print("\n".join(lines))
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
