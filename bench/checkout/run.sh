#!/usr/bin/env bash
# Checkout benchmark on PostgreSQL: the one-step POST /v1beta/carts/checkout with 50 raw items and 25 recipes
# (throughput and p50/p99 at 16 and 64 connections), for one retailer whose synthetic grocery catalogue grows
# through BENCH_PRODUCTS ("2000 20000") products. Before each size is measured, one checkout by curl must answer
# 201, and shows how many of its lines matched a product.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/checkout
sizes=${BENCH_PRODUCTS:-2000 20000}

thousands() {
  echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'
}

bench_start
echo "server log: $BENCH_LOG"
bench_app_with_recipes
ingredients=$(curl -s "$(bench_url "/v1beta/recipes/$(head -1 "$recipe_ids")")" \
  -H "Authorization: Bearer $management" | bench_json_field '["ingredients"].__len__()')
retailer=$(curl -s -X POST "$(bench_url /v1beta/retailers)" -H "Authorization: Bearer $management" \
  -H 'Content-Type: application/json' -d '{"name":"Bench Grocer","country":"US","currency":"USD",
  "checkout_url_template":"https://shop.example/cart?add={items}"}' | bench_json_field '["id"]')

access=$(mktemp)
for _ in $(seq 1 64); do
  curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$client\",\"grant_type\":\"anonymous\"}" | bench_json_field '["access_token"]'
done > "$access"
export BENCH_ACCESS_TOKENS=$access BENCH_RECIPE_IDS=$recipe_ids BENCH_RETAILER_ID=$retailer

body=$(mktemp) answer=$(mktemp) cart=$(mktemp)
python3 $here/catalogue.py body "$retailer" "$recipe_ids" > "$body"
token=$(head -1 "$access")

echo "each checkout: 50 raw items + 25 recipes of about $ingredients ingredients, for one retailer"
bench_table_header
have=0
for size in $sizes; do
  [ "$size" -gt "$have" ] || { echo "bench: BENCH_PRODUCTS must grow, e.g. \"2000 20000\"" >&2; exit 1; }
  python3 $here/catalogue.py put "$(bench_url '')" "$management" "$retailer" "$have" "$size"
  have=$size
  # The check: the first checkout after the catalogue changed, which also loads it into the server's memory.
  status=$(curl -s -o "$answer" -w '%{http_code} %{time_total}' -X POST "$(bench_url /v1beta/carts/checkout)" \
    -H "Authorization: Bearer $token" -H 'Content-Type: application/json' --data-binary @"$body")
  if [ "${status%% *}" != 201 ]; then
    echo "bench: the check checkout answered ${status%% *}, not 201: $(head -c 1000 "$answer")" >&2
    exit 1
  fi
  curl -s "$(bench_url "/v1beta/carts/$(bench_json_field '["cart_id"]' < "$answer")")" \
    -H "Authorization: Bearer $token" > "$cart"
  took=$(awk -v s="${status#* }" 'BEGIN {printf "%.0f", s * 1000}')
  python3 $here/catalogue.py report "check at $(thousands "$size") products: 201 in $took ms" "$answer" "$cart"
  for connections in ${BENCH_CONNECTIONS:-16 64}; do
    bench_wrk "checkout, $(thousands "$size") products" "$connections" $here/checkout.lua \
      "$(bench_url /v1beta/carts/checkout)"
  done
done

echo
cat "$BENCH_TABLE"
echo
errors=$(grep -c ' ERROR ' "$BENCH_LOG" || true)
echo "server log: $errors ERROR lines ($BENCH_LOG)"
bench_machine
rm -f "$access" "$recipe_ids" "$body" "$answer" "$cart"
