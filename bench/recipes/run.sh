#!/usr/bin/env bash
# Recipe search benchmark: one app's catalogue on PostgreSQL grown from size to size with the recipe generator, then
# a mix of searches (common and rare words, two and three words, tags, ingredients) with p50/p99 latency: as they
# are, then alternating with the same searches under three filters (diet, max_total_minutes, max_kcal) by users
# whose preferences add two diets and three avoidances (issue 40).
# Usage: bench/recipes/run.sh     Environment: BENCH_RECIPE_SIZES ("100000"; issue 40 measures "1000 100000
# 1000000"), BENCH_RECIPES (a single size, as before), BENCH_CONNECTIONS ("4 16"), BENCH_SEARCH_ROUNDS (1), and
# lib.sh's.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/recipes
sizes=${BENCH_RECIPE_SIZES:-${BENCH_RECIPES:-100000}}
filters="diet=vegetarian&max_total_minutes=60&max_kcal=800"

bench_start
client=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
access=$(mktemp)
picky=$(mktemp)
bench_tokens "$client" 16 > "$access"
bench_tokens "$client" 16 > "$picky"
bench_picky "$picky"

have=0
step=0
bench_table_header
for size in $sizes; do
  step=$((step + 1))
  echo "generating $((size - have)) recipes (catalogue: $size)..." >&2
  java -jar server/target/app/larder.jar recipes generate --app "$client" --count "$((size - have))" --seed "$step" \
    --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
    --larder.database.password="$BENCH_PG_PASSWORD" >/dev/null
  have=$size
  # as bench/feed/run.sh: new index rows need the visibility map for index-only reads
  BENCH_PSQL_DB=$BENCH_DB bench_psql -c "vacuum analyze" >/dev/null
  for connections in ${BENCH_CONNECTIONS:-4 16}; do
    for _ in $(seq 1 "${BENCH_SEARCH_ROUNDS:-1}"); do
      export BENCH_ACCESS_TOKENS=$access BENCH_SEARCH_FILTERS=""
      bench_wrk "search, $size" "$connections" $here/search.lua "$(bench_url /v1beta/recipes)"
      export BENCH_ACCESS_TOKENS=$picky BENCH_SEARCH_FILTERS=$filters
      bench_wrk "search, $size, 3 filters + prefs" "$connections" $here/search.lua "$(bench_url /v1beta/recipes)"
    done
  done
done
echo
echo "index rows: $(BENCH_PSQL_DB=$BENCH_DB bench_psql -t -c "select count(*) from recipe_term" | xargs)"
echo "recipes with energy per serving: $(BENCH_PSQL_DB=$BENCH_DB bench_psql -t \
  -c "select count(kcal_per_serving) || ' of ' || count(*) from recipe" | xargs)"
bench_machine
rm -f "$access" "$picky"
