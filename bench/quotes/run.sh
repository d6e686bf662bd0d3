#!/usr/bin/env bash
# Quote benchmark on PostgreSQL: a 50-item quote across 5 retailers of BENCH_PRODUCTS (10000) synthetic grocery
# products each (POST /v1beta/quotes), against a 50-item cart at one of them (POST /v1beta/carts) in the same run,
# p50/p99 at 16 and 64 connections. Before measuring, one quote by curl must answer 200 with 5 quotes, and its
# coverage per retailer is printed; one cart must answer 201.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/quotes
products=${BENCH_PRODUCTS:-10000}

bench_start
echo "server log: $BENCH_LOG"
client=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
management=$(bench_admin POST "/admin/v1/apps/$client/management-tokens" '{"name":"bench"}' \
  | bench_json_field '["token"]')

retailers=()
for n in 1 2 3 4 5; do
  id=$(curl -s -X POST "$(bench_url /v1beta/retailers)" -H "Authorization: Bearer $management" \
    -H 'Content-Type: application/json' -d "{\"name\":\"Bench Grocer $n\",\"country\":\"US\",\"currency\":\"USD\",
    \"checkout_url_template\":\"https://shop$n.example/cart?add={items}\"}" | bench_json_field '["id"]')
  python3 bench/checkout/catalogue.py put "$(bench_url '')" "$management" "$id" 0 "$products"
  retailers+=("$id")
done

access=$(mktemp)
for _ in $(seq 1 64); do
  curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$client\",\"grant_type\":\"anonymous\"}" | bench_json_field '["access_token"]'
done > "$access"
export BENCH_ACCESS_TOKENS=$access

quote=$(mktemp) cart=$(mktemp) answer=$(mktemp)
python3 $here/bodies.py quote "${retailers[@]}" > "$quote"
python3 $here/bodies.py cart "${retailers[0]}" > "$cart"
token=$(head -1 "$access")

# The checks, which also load the five catalogues into the server's memory.
status=$(curl -s -o "$answer" -w '%{http_code} %{time_total}' -X POST "$(bench_url /v1beta/quotes)" \
  -H "Authorization: Bearer $token" -H 'Content-Type: application/json' --data-binary @"$quote")
[ "${status%% *}" = 200 ] || { echo "bench: the check quote answered $status: $(head -c 1000 "$answer")" >&2; exit 1; }
echo "check quote: 200 in $(awk -v s="${status#* }" 'BEGIN {printf "%.0f", s * 1000}') ms, $products products each"
python3 $here/bodies.py report "$answer"
status=$(curl -s -o "$answer" -w '%{http_code}' -X POST "$(bench_url /v1beta/carts)" \
  -H "Authorization: Bearer $token" -H 'Content-Type: application/json' --data-binary @"$cart")
[ "$status" = 201 ] || { echo "bench: the check cart answered $status: $(head -c 1000 "$answer")" >&2; exit 1; }

bench_table_header
for connections in ${BENCH_CONNECTIONS:-16 64}; do
  export BENCH_BODY_FILE=$cart
  bench_wrk "cart, 50 items, 1 retailer" "$connections" $here/post.lua \
    "$(bench_url /v1beta/carts)"
  export BENCH_BODY_FILE=$quote
  bench_wrk "quote, 50 items, 5 retailers" "$connections" $here/post.lua \
    "$(bench_url /v1beta/quotes)"
done

echo
cat "$BENCH_TABLE"
echo
errors=$(grep -c ' ERROR ' "$BENCH_LOG" || true)
echo "server log: $errors ERROR lines ($BENCH_LOG)"
bench_machine
rm -f "$access" "$quote" "$cart" "$answer"
