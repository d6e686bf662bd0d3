#!/usr/bin/env python3
"""Times adding 10 items (a recipe of 10 ingredients) to an empty list and to one holding 950 items.

After each timed add, the recipe is removed again (not timed), so every add meets the same list size. One
keep-alive connection per list, sequential requests: the cost of the operation, not of contention.
Usage: add_cost.py BASE_URL TOKEN EMPTY_LIST FULL_LIST RECIPE_ID ROUNDS
"""
import http.client
import json
import statistics
import sys
import time
from urllib.parse import urlparse

base, token, empty_list, full_list, recipe, rounds = sys.argv[1:7]
rounds = int(rounds)
url = urlparse(base)
headers = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}
body = json.dumps({"recipes": [{"id": recipe}]})


def measure(list_id):
    connection = http.client.HTTPConnection(url.hostname, url.port)
    times = []
    for i in range(rounds):
        started = time.perf_counter()
        connection.request("POST", f"/v1beta/lists/{list_id}/items", body, headers)
        response = connection.getresponse()
        response.read()
        elapsed = time.perf_counter() - started
        if response.status != 200:
            raise SystemExit(f"add answered {response.status}")
        if i >= rounds // 5:  # the first fifth warms up
            times.append(elapsed * 1000)
        connection.request("DELETE", f"/v1beta/lists/{list_id}/recipes/{recipe}", headers=headers)
        response = connection.getresponse()
        response.read()
        if response.status != 204:
            raise SystemExit(f"remove answered {response.status}")
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


for _ in range(2):  # interleaved passes, so that JIT warm-up favours neither side
    empty = measure(empty_list)
    full = measure(full_list)
print(f"| add 10 items to an empty list    | {empty[0]:7.2f} ms | {empty[1]:7.2f} ms |")
print(f"| add 10 items to a 950-item list  | {full[0]:7.2f} ms | {full[1]:7.2f} ms |")
print(f"ratio of medians: {full[0] / empty[0]:.2f}")
