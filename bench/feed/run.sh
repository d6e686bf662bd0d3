#!/usr/bin/env bash
# Feed benchmark on PostgreSQL: GET /v1beta/feed first pages (each starts a thread: similar, popular and new
# recipes ranked and stored) and next pages, at 1,000 / 100,000 / 1,000,000 catalogue recipes. One database grows
# from size to size with the recipe generator; 64 users with a history of list adds are measured at each size, and
# 64 more with the same kind of history and preferences (two diets and three avoidances: vegetarian, gluten_free;
# peanut, sesame, tree_nut), alternating with the first 64 in the same run (issue 40: the 2x flat-cost bound).
# Usage: bench/feed/run.sh     Environment: BENCH_FEED_SIZES ("1000 100000 1000000"), BENCH_CONNECTIONS ("64"),
# BENCH_FEED_ROUNDS (2: how many times each pair is run, alternating), and lib.sh's.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/feed
sizes=${BENCH_FEED_SIZES:-1000 100000 1000000}

bench_start
client=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
access=$(mktemp)
picky=$(mktemp)
recipes=$(mktemp)
cursors=$(mktemp)
for file in "$access" "$picky"; do
  for _ in $(seq 1 64); do
    curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
      -d "{\"client_id\":\"$client\",\"grant_type\":\"anonymous\"}" | bench_json_field '["access_token"]'
  done > "$file"
done
while read -r token; do
  curl -s -o /dev/null -X PATCH "$(bench_url /v1beta/users/me/preferences)" -H "Authorization: Bearer $token" \
    -H 'Content-Type: application/json' \
    -d '{"diets":["vegetarian","gluten_free"],"avoid":["peanut","sesame","tree_nut"]}'
done < "$picky"
export BENCH_ACCESS_TOKENS=$access BENCH_FEED_CURSORS=$cursors

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
  BENCH_PSQL_DB=$BENCH_DB bench_psql -c "analyze" >/dev/null
  if [ "$step" = 1 ]; then
    # Histories once, from the first catalogue: the users' tastes stay while the catalogue grows around them.
    BENCH_PSQL_DB=$BENCH_DB bench_psql -t -A -c "select id from recipe order by random() limit 200" > "$recipes"
    python3 $here/history.py "$(bench_url '')" "$access" "$recipes"
    python3 $here/history.py "$(bench_url '')" "$picky" "$recipes"
    sleep 2  # one fold: the list adds become popularity counters
  fi
  # Second-page cursors of threads started now, with their owners' tokens, for next.lua.
  while read -r token; do
    for _ in 1 2 3 4; do
      cursor=$(curl -s "$(bench_url '/v1beta/feed?limit=20')" -H "Authorization: Bearer $token" \
        | bench_json_field '["paging"]["cursors"]["after"]')
      [ "$cursor" != "None" ] && echo "$token $cursor"
    done
  done < "$access" > "$cursors"
  for connections in ${BENCH_CONNECTIONS:-64}; do
    for _ in $(seq 1 "${BENCH_FEED_ROUNDS:-2}"); do
      export BENCH_ACCESS_TOKENS=$access
      bench_wrk "first page, $size" "$connections" $here/first.lua "$(bench_url /v1beta/feed)"
      export BENCH_ACCESS_TOKENS=$picky
      bench_wrk "first page, $size, 2 diets 3 avoid" "$connections" $here/first.lua "$(bench_url /v1beta/feed)"
    done
    export BENCH_ACCESS_TOKENS=$access
    bench_wrk "next page, $size recipes" "$connections" $here/next.lua "$(bench_url /v1beta/feed)"
  done
done
echo
echo "threads stored: $(BENCH_PSQL_DB=$BENCH_DB bench_psql -t -c 'select count(*) from feed_thread' | xargs)"
bench_machine
rm -f "$access" "$picky" "$recipes" "$cursors"
