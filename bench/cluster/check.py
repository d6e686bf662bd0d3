#!/usr/bin/env python3
"""The three-node cluster answers correctly through every node (issue 20's "tests that must exist"):
a token issued by one node works on the others, an idempotent POST replayed on another node answers the first
answer and makes nothing twice, and the anonymous-grant quota (20 a minute per client IP) is counted once for all
nodes, through Redis: of 30 grants spread over the three nodes, about 20 pass, where nodes counting alone would pass
all 30. Each run uses a client IP of its own (X-Forwarded-For from loopback, which run.sh tells the nodes to trust as a proxy), so
earlier runs' counts in Redis do not matter. Prints one line per check; exits 1 on a failure.

    bench/cluster/check.py ADMIN_KEY BASE_URL BASE_URL BASE_URL
"""
import os
import random
import sys
import time
import uuid

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from larder_http import call  # noqa: E402

admin_key, nodes = sys.argv[1], sys.argv[2:]
failures = []


def check(name, ok, detail=""):
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": {detail}"))
    if not ok:
        failures.append(name)
    return ok


def client_ip():
    return "2001:db8::%x:%x" % (random.getrandbits(32), random.getrandbits(16))


def grant(node, client, ip):
    return call(node, "POST", "/v1beta/auth/access_token", body={"client_id": client, "grant_type": "anonymous"},
                headers={"X-Forwarded-For": ip})


status, app = call(nodes[0], "POST", "/admin/v1/apps", admin_key, {"name": "cluster check"})
if not check("an app made on node 1", status == 201, app):
    sys.exit(1)
client = app["client_id"]
# The other nodes learn of the app through the broadcast log, within a poll (1 s).
warm = client_ip()
deadline = time.monotonic() + 30
known = False
while not known and time.monotonic() < deadline:
    known = all(grant(node, client, warm)[0] == 200 for node in nodes[1:])
    time.sleep(0.2)
check("every node knows the app within 30 s", known)

status, token = grant(nodes[0], client, client_ip())
check("a token from node 1", status == 200, token)
bearer = token["access_token"]
users = [call(node, "GET", "/v1beta/users/me", bearer) for node in nodes]
check("node 1's token works on every node, as the same user",
      all(s == 200 for s, _ in users) and len({u["id"] for _, u in users}) == 1, users)

key = str(uuid.uuid4())
body = {"name": "cluster " + key[:8], "raw_items": ["2 lemons"]}
answers = [call(node, "POST", "/v1beta/lists", bearer, body, {"Idempotency-Key": key}) for node in nodes]
check("one Idempotency-Key on three nodes: the first answer, replayed",
      all(s == 201 for s, _ in answers) and len({a["id"] for _, a in answers}) == 1, answers)
status, page = call(nodes[2], "GET", "/v1beta/lists?limit=100", bearer)
made = [l for l in page.get("data", []) if l["name"] == body["name"]] if status == 200 else []
check("and one list made, not three", status == 200 and len(made) == 1, page)

ip = client_ip()
passed, refused_by = 0, set()
for i in range(30):
    status, _ = grant(nodes[i % len(nodes)], client, ip)
    if status == 200:
        passed += 1
    elif status == 429:
        refused_by.add(i % len(nodes))
check(f"the grant quota is shared: {passed} of 30 grants over {len(nodes)} nodes passed (20 a minute, one count)",
      20 <= passed <= 22 and len(refused_by) >= 2, f"refused by nodes {sorted(refused_by)}")

print("cluster check: " + ("every check passed" if not failures else f"{len(failures)} failed"))
sys.exit(1 if failures else 0)
