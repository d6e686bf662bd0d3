"""Gives each benchmark user a history: three lists of four recipes from the catalogue, so that its feed has
similar, popular and new recipes to rank."""
import json
import random
import sys
import urllib.request

base, tokens_file, recipes_file = sys.argv[1:4]
tokens = [t.strip() for t in open(tokens_file) if t.strip()]
recipes = [r.strip() for r in open(recipes_file) if r.strip()]
rng = random.Random(7)


def call(method, path, token, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method, headers={
        "Authorization": "Bearer " + token, "Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.load(response)


for token in tokens:
    for _ in range(3):
        chosen = rng.sample(recipes, 4)
        call("POST", "/v1beta/lists", token, {"name": "Week", "recipes": [{"id": r} for r in chosen]})

