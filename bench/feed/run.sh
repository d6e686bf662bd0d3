#!/usr/bin/env bash
# Feed benchmark on PostgreSQL: GET /v1beta/feed first pages (each starts a thread: similar, popular and new
# recipes ranked and stored) and next pages, at 1,000 / 100,000 / 1,000,000 catalogue recipes. Each size is its own
# app ("bench-<size>") with a catalogue of that size from the recipe generator, in one database; every index leads
# with the app, so an app's reads see its own catalogue only. 64 users with a history of list adds are measured at
# each size, and 64 more with the same kind of history and preferences (two diets and three avoidances: vegetarian,
# gluten_free; peanut, sesame, tree_nut), alternating with the first 64 in the same run (issue 40: the 2x flat-cost
# bound).
# Usage: bench/feed/run.sh     Environment: BENCH_FEED_SIZES ("1000 100000 1000000"), BENCH_CONNECTIONS ("64"),
# BENCH_FEED_ROUNDS (2: how many times each pair is run, alternating), BENCH_SEARCH_CONNECTIONS ("": none; "64"
# also runs bench/recipes' search pair at each size, plain and with three filters and preferences, so that one
# database serves both; BENCH_SEARCH_ROUNDS, 1, as there), BENCH_KEEP_DB=1 (keep the database, whose name goes to
# stderr) and BENCH_REUSE_DB=<name> (measure on a kept database: sizes whose app it holds are not generated again;
# new users and histories are made each run), and lib.sh's.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/feed
sizes=${BENCH_FEED_SIZES:-1000 100000 1000000}
search_filters="diet=vegetarian&max_total_minutes=60&max_kcal=800"  # as bench/recipes/run.sh's

bench_start
access=$(mktemp)
picky=$(mktemp)
recipes=$(mktemp)
cursors=$(mktemp)
export BENCH_FEED_CURSORS=$cursors

db() {
  BENCH_PSQL_DB=$BENCH_DB bench_psql -t -A -c "$1"
}

step=0
bench_table_header
for size in $sizes; do
  step=$((step + 1))
  client=$(db "select client_id from app where name = 'bench-$size'")
  if [ -z "$client" ]; then
    client=$(bench_admin POST /admin/v1/apps "{\"name\":\"bench-$size\"}" | bench_json_field '["client_id"]')
    echo "generating $size recipes (app bench-$size)..." >&2
    java -jar "$BENCH_APP/larder.jar" recipes generate --app "$client" --count "$size" --seed "$step" \
      --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
      --larder.database.password="$BENCH_PG_PASSWORD" >/dev/null
    db "vacuum analyze" >/dev/null  # as bench/plans/run.sh: new index rows need the visibility map for index-only reads
  fi
  bench_tokens "$client" 64 > "$access"
  bench_tokens "$client" 64 > "$picky"
  bench_picky "$picky"
  # Histories from the app's catalogue: three lists of four of 200 recipes a user.
  db "select id from recipe where client_id = '$client' order by random() limit 200" > "$recipes"
  python3 $here/history.py "$(bench_url '')" "$access" "$recipes"
  python3 $here/history.py "$(bench_url '')" "$picky" "$recipes"
  sleep 2  # one fold: the list adds become popularity counters
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
  for connections in ${BENCH_SEARCH_CONNECTIONS:-}; do
    for _ in $(seq 1 "${BENCH_SEARCH_ROUNDS:-1}"); do
      export BENCH_ACCESS_TOKENS=$access BENCH_SEARCH_FILTERS=""
      bench_wrk "search, $size" "$connections" bench/recipes/search.lua "$(bench_url /v1beta/recipes)"
      export BENCH_ACCESS_TOKENS=$picky BENCH_SEARCH_FILTERS=$search_filters
      bench_wrk "search, $size, 3 filters + prefs" "$connections" bench/recipes/search.lua \
        "$(bench_url /v1beta/recipes)"
    done
  done
done
echo
echo "threads stored: $(db 'select count(*) from feed_thread')"
bench_machine
rm -f "$access" "$picky" "$recipes" "$cursors"
