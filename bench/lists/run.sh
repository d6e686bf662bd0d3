#!/usr/bin/env bash
# List benchmark on PostgreSQL: POST /v1beta/lists with 50 raw items and 25 recipes (throughput and p50/p99 at 16
# and 64 connections), and the cost of adding 10 items to an empty list against a 950-item one.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/lists

bench_start
bench_app_with_recipes
ingredients=$(curl -s "$(bench_url "/v1beta/recipes/$(head -1 "$recipe_ids")")" \
  -H "Authorization: Bearer $management" | bench_json_field '["ingredients"].__len__()')

access=$(mktemp)
for _ in $(seq 1 64); do
  curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$client\",\"grant_type\":\"anonymous\"}" | bench_json_field '["access_token"]'
done > "$access"
export BENCH_ACCESS_TOKENS=$access BENCH_RECIPE_IDS=$recipe_ids

echo "each list: 50 raw items + 25 recipes of about $ingredients ingredients"
bench_table_header
for connections in ${BENCH_CONNECTIONS:-16 64}; do
  bench_wrk "create list (50 raw + 25 recipes)" "$connections" $here/create.lua "$(bench_url /v1beta/lists)"
done

# The add-cost comparison: a 10-ingredient recipe added to (and removed from) an empty and a 950-item list.
token=$(head -1 "$access")
ten=$(curl -s -X POST "$(bench_url /v1beta/recipes)" -H "Authorization: Bearer $management" \
  -H 'Content-Type: application/json' -d '{"name":"Ten things","ingredients":[
  {"text":"1 apple"},{"text":"2 pears"},{"text":"1 cup flour"},{"text":"2 eggs"},{"text":"1 lemon"},
  {"text":"1 tbsp honey"},{"text":"1 cup milk"},{"text":"1 tsp salt"},{"text":"3 carrots"},{"text":"1 onion"}]}' \
  | bench_json_field '["id"]')
empty=$(curl -s -X POST "$(bench_url /v1beta/lists)" -H "Authorization: Bearer $token" \
  -H 'Content-Type: application/json' -d '{"name":"empty"}' | bench_json_field '["id"]')
full=$(curl -s -X POST "$(bench_url /v1beta/lists)" -H "Authorization: Bearer $token" \
  -H 'Content-Type: application/json' -d '{"name":"full"}' | bench_json_field '["id"]')
fifty=$(python3 -c 'import json; print(json.dumps({"items": [{"name": f"item {i}", "quantity": 1} for i in range(50)]}))')
for _ in $(seq 1 19); do
  curl -s -o /dev/null -X POST "$(bench_url "/v1beta/lists/$full/items")" -H "Authorization: Bearer $token" \
    -H 'Content-Type: application/json' -d "$fifty"
done
echo
echo "| adding 10 items (sequential)     | p50        | p99        |"
echo "|----------------------------------|------------|------------|"
python3 $here/add_cost.py "$(bench_url '')" "$token" "$empty" "$full" "$ten" "${BENCH_ADD_ROUNDS:-500}"
echo
bench_machine
rm -f "$access" "$recipe_ids"
