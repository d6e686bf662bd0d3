#!/usr/bin/env bash
# Nutrition benchmark on PostgreSQL: analyses per second of a 50-line request through POST /v1beta/nutrition/analyze
# against POST /v1beta/items/analyze on the same lines in the same run (issue 39's target: at most 1.5 times the
# cost), and GET /v1beta/recipes/{id}/nutrition over 25 generated recipes, each at 16 and 64 connections with p99.
# Usage: bench/nutrition/run.sh     Environment: BENCH_CONNECTIONS ("16 64"), and lib.sh's.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/nutrition

bench_start
bench_app_with_recipes
access=$(mktemp)
for _ in $(seq 1 64); do
  curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$client\",\"grant_type\":\"anonymous\"}" | bench_json_field '["access_token"]'
done > "$access"
export BENCH_ACCESS_TOKENS=$access BENCH_RECIPE_IDS=$recipe_ids

echo "each analysis: one request of 50 lines; recipes: 25 generated catalogue recipes"
bench_table_header
for connections in ${BENCH_CONNECTIONS:-16 64}; do
  export BENCH_ANALYZE_PATH=/v1beta/items/analyze
  bench_wrk "items/analyze (50 lines)" "$connections" "$here/analyze.lua" "$(bench_url /)"
  plain=$BENCH_LAST_REQUESTS
  export BENCH_ANALYZE_PATH=/v1beta/nutrition/analyze
  bench_wrk "nutrition/analyze (50 lines)" "$connections" "$here/analyze.lua" "$(bench_url /)"
  echo "at $connections connections: nutrition/analyze served $BENCH_LAST_REQUESTS requests to items/analyze's $plain"
  bench_wrk "GET recipe nutrition" "$connections" "$here/recipe.lua" "$(bench_url /)"
done
echo
bench_machine
rm -f "$access" "$recipe_ids"
