#!/usr/bin/env bash
# Recipe search benchmark: N generated recipes (default 100,000) in one app's catalogue on PostgreSQL, then a mix
# of searches (common and rare words, two and three words, tags, ingredients) with p50/p99 latency.
# Usage: bench/recipes/run.sh     Environment: BENCH_RECIPES (100000), BENCH_CONNECTIONS ("4 16"), and lib.sh's.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/recipes
recipes=${BENCH_RECIPES:-100000}

bench_start
client=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
echo "generating $recipes recipes..."
java -jar server/target/app/larder.jar recipes generate --app "$client" --count "$recipes" \
  --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
  --larder.database.password="$BENCH_PG_PASSWORD"
BENCH_PSQL_DB=$BENCH_DB bench_psql -c "analyze" >/dev/null
terms=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -t -c "select count(*) from recipe_term" | xargs)

access=$(mktemp)
for _ in $(seq 1 16); do
  curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
    -d "{\"client_id\":\"$client\",\"grant_type\":\"anonymous\"}" | bench_json_field '["access_token"]'
done > "$access"
export BENCH_ACCESS_TOKENS=$access

bench_table_header
for connections in ${BENCH_CONNECTIONS:-4 16}; do
  bench_wrk "search, $recipes recipes" "$connections" $here/search.lua "$(bench_url /v1beta/recipes)"
done
echo
echo "index rows: $terms"
bench_machine
rm -f "$access"
