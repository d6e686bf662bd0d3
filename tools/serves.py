#!/usr/bin/env python3
"""Checks that a Larder node serves the basics, through its HTTP API only: an app (operator API), an anonymous
token, a list created and read back, a retailer with a product, and a cart matched to it and read back. Used by
tools/rolling-upgrade-check against the previous release's jar. Prints one line per check; exits 1 on a failure.

    tools/serves.py BASE_URL ADMIN_KEY
"""
import sys

import larder_http

base, admin_key = sys.argv[1], sys.argv[2]
failures = []


def call(method, path, bearer=None, body=None):
    return larder_http.call(base, method, path, bearer, body)


def check(name, status, expected, answer, condition=True):
    ok = status == expected and condition
    print(("ok   " if ok else "FAIL ") + f"{name}: {status}" + ("" if ok else f" {answer}"))
    if not ok:
        failures.append(name)
    return ok


status, app = call("POST", "/admin/v1/apps", admin_key, {"name": "upgrade check"})
if not check("an app (operator API)", status, 201, app):
    sys.exit(1)
client = app["client_id"]
status, token = call("POST", "/v1beta/auth/access_token", None, {"client_id": client, "grant_type": "anonymous"})
if not check("an anonymous token", status, 200, token):
    sys.exit(1)
user = token["access_token"]

status, created = call("POST", "/v1beta/lists", user, {"name": "Upgrade", "raw_items": ["2 lemons", "1 kg flour"]})
if check("a list created", status, 201, created):
    status, read = call("GET", "/v1beta/lists/" + created["id"], user)
    check("the list read back", status, 200, read,
          isinstance(read, dict) and len(read.get("items", [])) == 2)

status, management = call("POST", f"/admin/v1/apps/{client}/management-tokens", admin_key, {"name": "upgrade"})
check("a management token", status, 201, management)
status, retailer = call("POST", "/v1beta/retailers", management["token"], {
    "name": "Upgrade Grocer", "country": "US", "currency": "USD",
    "checkout_url_template": "https://shop.example/cart?add={items}"})
if check("a retailer", status, 201, retailer):
    status, products = call("PUT", f"/v1beta/retailers/{retailer['id']}/products", management["token"], {"products": [
        {"sku": "LEMON-1", "name": "Lemon", "size": {"quantity": 1, "unit": "piece"},
         "price": {"amount_minor": 50, "currency": "USD"}, "category": "produce", "available": True}]})
    check("a product", status, 200, products)
    status, cart = call("POST", "/v1beta/carts", user, {"retailer_id": retailer["id"], "raw_items": ["2 lemons"]})
    if check("a cart created", status, 201, cart):
        status, read = call("GET", "/v1beta/carts/" + cart["id"], user)
        matched = isinstance(read, dict) and any(i.get("product") and i["product"]["sku"] == "LEMON-1"
                                                 for i in read.get("items", []))
        check("the cart read back, its lemons matched", status, 200, read, matched)

print("serves: " + ("every check passed" if not failures else f"{len(failures)} failed: {', '.join(failures)}"))
sys.exit(1 if failures else 0)
