#!/usr/bin/env bash
# Webhook benchmark on PostgreSQL, with a local receiver (WebhookBench.java) that answers at once:
#  1. deliveries/s at saturation: one node records a backlog (list creations to an app with 10 endpoints) without
#     sending, then a second node, alone, sends it all;
#  2. p50/p99 from the event's recording (in the transaction, so an upper bound of commit) to receipt, at a steady
#     200 list creations/s spread over 20 apps with one endpoint each;
#  3. the same while 2 of the 20 endpoints time out (the receiver holds their requests for 15 s);
#  4. the node's heap after a full collection, before and after a minute with 100,000 pending deliveries for an
#     endpoint where nothing listens (BENCH_BACKLOG=off skips it).
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/webhooks

# The load comes from WebhookBench.java, not wrk.
bench_require() {
  command -v psql >/dev/null || { echo "bench: psql is needed to create the benchmark database" >&2; exit 1; }
  command -v curl >/dev/null || { echo "bench: curl is needed" >&2; exit 1; }
}

RECEIVER_PORT=${BENCH_RECEIVER_PORT:-18090}
NODE_PORT=$((BENCH_PORT + 1))
EVENTS=${BENCH_EVENTS:-2000}
ENDPOINTS=${BENCH_ENDPOINTS:-10}
RATE=${BENCH_RATE:-200}
SECONDS_MEASURED=${BENCH_SECONDS:-30}
NODE_PID=""
RECEIVER_PID=""

stop_extra() {
  for pid in "$NODE_PID" "$RECEIVER_PID"; do
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
      kill "$pid"
      wait "$pid" 2>/dev/null || true
    fi
  done
  NODE_PID=""
  RECEIVER_PID=""
}
trap 'stop_extra; bench_stop' EXIT

# 1. Saturation (BENCH_SATURATION=off skips it).
if [ "${BENCH_SATURATION:-on}" = on ]; then
BENCH_SERVER_ARGS="--larder.webhook.delivery=false --larder.webhook-allow-private=true" bench_start
trap 'stop_extra; bench_stop' EXIT
java $here/WebhookBench.java setup-saturation "$(bench_url '')" "$BENCH_ADMIN_KEY" "$EVENTS" "$ENDPOINTS" \
  "$RECEIVER_PORT"
expected=$((EVENTS * ENDPOINTS))
echo "backlog: $EVENTS events x $ENDPOINTS endpoints = $expected deliveries"
result=$(mktemp)
pid_file=$(mktemp)
java $here/WebhookBench.java saturation "$RECEIVER_PORT" "$expected" "$pid_file" > "$result" &
RECEIVER_PID=$!
until grep -q 'receiver ready' "$result"; do sleep 0.2; done
node_log=$(mktemp /tmp/larder-bench-node-XXXX.log)
java ${BENCH_JAVA_OPTS:-} -jar server/target/app/larder.jar serve --port "$NODE_PORT" \
  --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
  --larder.database.password="$BENCH_PG_PASSWORD" --larder.rate-limits=off \
  --larder.webhook-allow-private=true >"$node_log" 2>&1 &
NODE_PID=$!
echo "$NODE_PID" > "$pid_file"
wait "$RECEIVER_PID" || true
RECEIVER_PID=""
grep saturation "$result"
stop_extra
bench_stop
fi

# 2 and 3. Steady rate, one node that takes the requests and sends.
BENCH_SERVER_ARGS="--larder.webhook-allow-private=true" bench_start
trap 'stop_extra; bench_stop' EXIT
echo
echo "steady: $RATE list creations/s over 20 apps, one endpoint each; event recorded -> receipt"
echo "| scenario                             | events/s | healthy receipts | p50 | p99 | failed creations |"
echo "|--------------------------------------|--------|-----------|-------------|-------------|--------|"
java $here/WebhookBench.java steady "$(bench_url '')" "$BENCH_ADMIN_KEY" 20 "$RATE" "$SECONDS_MEASURED" \
  "$RECEIVER_PORT"
stop_extra
bench_stop

# 4. A dead endpoint with 100,000 pending deliveries.
heap_mb() { # the server's heap in use after a full collection, in MB (from its own metrics)
  "$JAVA_HOME/bin/jcmd" "$BENCH_SERVER_PID" GC.run >/dev/null
  curl -s "$(bench_url /metrics)" | awk '/^jvm_memory_used_bytes/ && /area="heap"/ {sum += $NF} END {printf "%.0f", sum / 1048576}'
}
if [ "${BENCH_BACKLOG:-on}" = on ]; then
BENCH_SERVER_ARGS="--larder.webhook-allow-private=true" bench_start
trap 'stop_extra; bench_stop' EXIT
dead_port=$((RECEIVER_PORT + 1)) # nothing listens there
java $here/WebhookBench.java setup-dead "$(bench_url '')" "$BENCH_ADMIN_KEY" "http://127.0.0.1:$dead_port/dead"
sleep 5
before=$(heap_mb)
BENCH_PSQL_DB=$BENCH_DB bench_psql -c "insert into webhook_delivery (id, endpoint_id, event_id, event_type, state,
    attempts, next_attempt_at, event_created_at, created_at, updated_at)
  select d.id || '_' || g, d.endpoint_id, d.event_id, d.event_type, 'pending', 0, now(), d.event_created_at, now(), now()
  from webhook_delivery d cross join generate_series(1, 99999) g" >/dev/null
sleep 60
after=$(heap_mb)
counts=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -Atc "select count(*) filter (where state = 'pending'), sum(attempts)
  from webhook_delivery")
echo
echo "dead endpoint, 100,000 pending: heap after a full GC ${before} MB before, ${after} MB after 60 s;" \
  "pending, attempts made: ${counts/|/, }"
fi

echo
bench_machine
echo "load average before the end: $(uptime | sed 's/.*load average: //')"
