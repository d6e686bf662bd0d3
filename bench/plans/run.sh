#!/usr/bin/env bash
# Meal plan benchmark on PostgreSQL (docs/meal-plans.md), on a catalogue of BENCH_RECIPES (100,000) generated
# recipes:
#  - generation of a 28-day, 3-slot plan (84 slots) for users with preferences (vegetarian, two dislikes, at most
#    60 minutes), each request on its own empty plan with its own seed;
#  - "shop for this week": 21 meals onto a list that already holds 200 hand-added items, first onto a fresh list
#    for every request (the plan's items are added) and then again onto the same lists (they already match).
# p50/p99 at BENCH_CONNECTIONS ("16"). Before measuring, one generation by curl is printed (meals and unmet).
# Environment: BENCH_RECIPES (100000), BENCH_PLANS (5000 empty plans), BENCH_LISTS (1600 lists of 200 items), and
# lib.sh's. Plans and lists are used once each: when a run needs more, it says so, and its figures are not valid.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/plans
recipes=${BENCH_RECIPES:-100000}
users=16

bench_start
echo "server log: $BENCH_LOG"
client=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
management=$(bench_admin POST "/admin/v1/apps/$client/management-tokens" '{"name":"bench"}' \
  | bench_json_field '["token"]')
echo "generating $recipes recipes..."
java -jar "$BENCH_APP/larder.jar" recipes generate --app "$client" --count "$recipes" \
  --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
  --larder.database.password="$BENCH_PG_PASSWORD" >/dev/null
BENCH_PSQL_DB=$BENCH_DB bench_psql -c "analyze" >/dev/null

tokens=$(mktemp) plans=$(mktemp) shops=$(mktemp) recipe_ids=$(mktemp)
python3 $here/setup.py users "$(bench_url '')" "$client" "$users" > "$tokens"
python3 $here/setup.py plans "$(bench_url '')" "$tokens" $(( ${BENCH_PLANS:-5000} / users )) > "$plans"
curl -s "$(bench_url '/v1beta/recipes?limit=100')" -H "Authorization: Bearer $management" \
  | python3 -c 'import json,sys; [print(r["id"]) for r in json.load(sys.stdin)["data"]]' > "$recipe_ids"
python3 $here/setup.py shop "$(bench_url '')" "$tokens" $(( ${BENCH_LISTS:-1600} / users )) "$recipe_ids" > "$shops"
BENCH_PSQL_DB=$BENCH_DB bench_psql -c "analyze" >/dev/null
echo "fixtures: $(wc -l < "$plans") empty plans, $(wc -l < "$shops") lists of 200 items, $users users"

# The check, on a plan of its own (the last line, taken out of the runs' plans).
check=$(tail -1 "$plans")
sed -i '$d' "$plans"
python3 $here/setup.py check "$(bench_url '')" $check

export BENCH_THREADS
bench_table_header
for connections in ${BENCH_CONNECTIONS:-16}; do
  export BENCH_PLAN_FILE=$plans
  bench_wrk "generate 28 days x 3 slots" "$connections" $here/generate.lua "$(bench_url '')"
  export BENCH_SHOP_FILE=$shops BENCH_SHOP_MODE=first
  bench_wrk "shop 21 meals, 200-item list" "$connections" $here/shop.lua "$(bench_url '')"
  export BENCH_SHOP_MODE=again
  bench_wrk "shop again, list matches" "$connections" $here/shop.lua "$(bench_url '')"
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
rm -f "$tokens" "$plans" "$shops" "$recipe_ids"
