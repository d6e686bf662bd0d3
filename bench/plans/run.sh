#!/usr/bin/env bash
# Meal plan benchmark on PostgreSQL (docs/meal-plans.md), on a catalogue of BENCH_RECIPES (100,000) generated
# recipes:
#  - generation of a 28-day, 3-slot plan (84 slots) for users with preferences (vegetarian, two dislikes, at most
#    60 minutes), each request on its own empty plan with its own seed;
#  - "shop for this week": 21 meals onto a list that already holds 200 hand-added items, first onto a fresh list
#    for every request (the plan's items are added) and then again onto the same lists (they already match).
# p50/p99 at BENCH_CONNECTIONS ("16"). Before measuring, one generation by curl is printed (meals and unmet).
# Environment: BENCH_RECIPES (100000; unused on a kept database that holds the app "bench", BENCH_REUSE_DB),
# BENCH_PLANS (12000 empty plans), BENCH_LISTS (16000 lists of 200 items), BENCH_SCENARIOS (which of "generate shop
# again" to run; all three), and lib.sh's. Plans and lists are used
# once each: before each wrk run (warm-up and measured) the fixture files keep only those still unused (wrk starts
# every run at the file's first line); when a run needs more, it says so, and its figures are not valid.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/plans
recipes=${BENCH_RECIPES:-100000}
users=16

bench_start
echo "server log: $BENCH_LOG"
# On a kept database (BENCH_REUSE_DB) the app "bench" and its catalogue are there already: only fixtures are added.
client=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -t -A -c "select client_id from app where name = 'bench'")
if [ -z "$client" ]; then
  client=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
  echo "generating $recipes recipes..."
  java -jar "$BENCH_APP/larder.jar" recipes generate --app "$client" --count "$recipes" \
    --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
    --larder.database.password="$BENCH_PG_PASSWORD" >/dev/null
  # VACUUM, not only ANALYZE: the catalogue's 5 million index rows are new, and until a vacuum sets the visibility
  # map every index-only probe of recipe_term also reads the heap. A server with autovacuum on does this by itself;
  # the bench machine's PostgreSQL may run with it off (bench_machine prints the setting).
  BENCH_PSQL_DB=$BENCH_DB bench_psql -c "vacuum analyze" >/dev/null
fi
management=$(bench_admin POST "/admin/v1/apps/$client/management-tokens" '{"name":"bench"}' \
  | bench_json_field '["token"]')

tokens=$(mktemp) plans=$(mktemp) shops=$(mktemp) recipe_ids=$(mktemp) clones=$(mktemp)
# One plan and one list a user come through the API; the rest are copies of them, made in SQL (setup.py says why).
python3 $here/setup.py users "$(bench_url '')" "$client" "$users" > "$tokens"
python3 $here/setup.py plans "$(bench_url '')" "$tokens" $(( ${BENCH_PLANS:-12000} / users )) "$clones" > "$plans"
BENCH_PSQL_DB=$BENCH_DB bench_psql -v ON_ERROR_STOP=1 -f "$clones" >/dev/null
curl -s "$(bench_url '/v1beta/recipes?limit=100')" -H "Authorization: Bearer $management" \
  | python3 -c 'import json,sys; [print(r["id"]) for r in json.load(sys.stdin)["data"]]' > "$recipe_ids"
python3 $here/setup.py shop "$(bench_url '')" "$tokens" $(( ${BENCH_LISTS:-16000} / users )) "$recipe_ids" \
  "$clones" > "$shops"
BENCH_PSQL_DB=$BENCH_DB bench_psql -v ON_ERROR_STOP=1 -f "$clones" >/dev/null
BENCH_PSQL_DB=$BENCH_DB bench_psql -c "analyze" >/dev/null
echo "fixtures: $(wc -l < "$plans") empty plans, $(wc -l < "$shops") lists of 200 items, $users users"

# The check, on a plan of its own (the last line, taken out of the runs' plans).
check=$(tail -1 "$plans")
sed -i '$d' "$plans"
python3 $here/setup.py check "$(bench_url '')" $check

# Before each wrk run, the statistics are made new (ANALYZE), as autovacuum's analyze does on a server that runs it:
# this machine's PostgreSQL may run with autovacuum off (bench_machine prints it), and then meal_plan_meal keeps the
# statistics of the empty table it was when the fixtures were analyzed. PostgreSQL then read a plan's meals with a
# sequential scan of every plan's (auto_explain, 29 November 2026: 438,039 rows for 21, 300 to 450 ms, in each shop
# and each generation's read of its plan), and the first runs on a new database measured that.
fresh_statistics() {
  BENCH_PSQL_DB=$BENCH_DB bench_psql -c "analyze" >/dev/null
}

# Before each wrk run: the fixture files keep only the plans still empty and the lists never shopped, as the run
# before (the warm-up) used the first lines and wrk starts again at the first. The pause lets the server finish the
# requests that were in flight when wrk stopped.
unused_fixtures() {
  sleep 2
  fresh_statistics
  local keep
  keep=$(mktemp)
  BENCH_PSQL_DB=$BENCH_DB bench_psql -At -c "select id from meal_plan where meal_count = 0" > "$keep"
  awk 'NR == FNR {keep[$1]; next} $2 in keep' "$keep" "$BENCH_PLAN_FILE" > "$keep.plans"
  BENCH_PSQL_DB=$BENCH_DB bench_psql -At -c "select id from shopping_list where item_count = 200" > "$keep"
  awk 'NR == FNR {keep[$1]; next} $3 in keep' "$keep" "$BENCH_SHOP_FILE" > "$keep.shops"
  mv "$keep.plans" "$BENCH_PLAN_FILE"
  mv "$keep.shops" "$BENCH_SHOP_FILE"
  rm -f "$keep"
  echo "bench: unused fixtures: $(wc -l < "$BENCH_PLAN_FILE") plans, $(wc -l < "$BENCH_SHOP_FILE") lists" >&2
}

export BENCH_THREADS BENCH_PLAN_FILE=$plans BENCH_SHOP_FILE=$shops
bench_table_header
scenarios=" ${BENCH_SCENARIOS:-generate shop again} "
for connections in ${BENCH_CONNECTIONS:-16}; do
  BENCH_BEFORE_EACH=unused_fixtures
  if [[ $scenarios == *" generate "* ]]; then
    bench_wrk "generate 28 days x 3 slots" "$connections" $here/generate.lua "$(bench_url '')"
  fi
  export BENCH_SHOP_MODE=first
  if [[ $scenarios == *" shop "* ]]; then
    bench_wrk "shop 21 meals, 200-item list" "$connections" $here/shop.lua "$(bench_url '')"
  fi
  # "again" shops the file's first 16 lists round and round: its warm-up makes them match the plan.
  BENCH_BEFORE_EACH=fresh_statistics
  export BENCH_SHOP_MODE=again
  if [[ $scenarios == *" again "* ]]; then
    bench_wrk "shop again, list matches" "$connections" $here/shop.lua "$(bench_url '')"
  fi
done

echo
cat "$BENCH_TABLE"
echo
empty=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -t -c "select count(*) from meal_plan where meal_count = 0" | xargs)
unshopped=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -t -c \
  "select count(*) from shopping_list where item_count = 200" | xargs)
echo "left unused: $empty empty plans, $unshopped lists never shopped (0 means some were reused: raise BENCH_PLANS or BENCH_LISTS)"
errors=$(grep -c ' ERROR ' "$BENCH_LOG" || true)
echo "server log: $errors ERROR lines ($BENCH_LOG)"
bench_machine
rm -f "$tokens" "$plans" "$shops" "$recipe_ids" "$clones"
