#!/usr/bin/env bash
# Live list streams on PostgreSQL, two nodes on one database (LiveBench.java is the client):
#  1. BENCH_IDLE_STREAMS (10,000) idle streams on one node (BENCH_LISTS lists, 1,000 by default): the node's heap
#     after a full collection (jcmd GC.run, then the heap in use from GC.heap_info) and its RSS, before and with them;
#  2. 1,000 streams across both nodes (BENCH_LATENCY_LISTS lists, 100, with 5 streams on each node): BENCH_RATE (200)
#     item changes a second made on node A for BENCH_SECONDS (30, after a third of that as warm-up); p50 and p99
#     from each change's commit (its `at`, taken in the transaction) to its receipt on node B's streams.
# The nodes run with BENCH_JAVA_OPTS (-Xmx1g by default: the heap the target names).
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/live

bench_require() {
  command -v psql >/dev/null || { echo "bench: psql is needed to create the benchmark database" >&2; exit 1; }
  command -v curl >/dev/null || { echo "bench: curl is needed" >&2; exit 1; }
}

BENCH_JAVA_OPTS=${BENCH_JAVA_OPTS:--Xmx1g}
NODE_PORT=$((BENCH_PORT + 1))
IDLE_STREAMS=${BENCH_IDLE_STREAMS:-10000}
LISTS=${BENCH_LISTS:-1000}
LATENCY_LISTS=${BENCH_LATENCY_LISTS:-100}
RATE=${BENCH_RATE:-200}
SECONDS_MEASURED=${BENCH_SECONDS:-30}
CLIENT_OPTS=${BENCH_CLIENT_OPTS:--Xmx2g}
NODE_PID=""
CLIENT_PID=""
work=$(mktemp -d /tmp/larder-bench-live-XXXX)

stop_extra() {
  for pid in "$CLIENT_PID" "$NODE_PID"; do
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
      kill "$pid"
      wait "$pid" 2>/dev/null || true
    fi
  done
  NODE_PID=""
  CLIENT_PID=""
}

heap_mb() { # heap in use after a full collection, in MB
  "$JAVA_HOME/bin/jcmd" "$1" GC.run >/dev/null
  "$JAVA_HOME/bin/jcmd" "$1" GC.heap_info | awk '/used/ && /total/ {
    for (i = 1; i <= NF; i++) if ($i == "used") { v = $(i + 1); sub(/K,?/, "", v); printf "%.0f", v / 1024; exit } }'
}
rss_mb() {
  awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$1/status"
}
streams_on() { # the node's larder_live_streams gauge
  curl -s "http://127.0.0.1:$1/metrics" | awk '/^larder_live_streams / {printf "%.0f", $2}'
}

bench_start
trap 'stop_extra; bench_stop' EXIT
java $here/LiveBench.java setup "$(bench_url '')" "$BENCH_ADMIN_KEY" "$LISTS" "$work/users"
echo "setup: $LISTS users with a list each"

# 1. Idle streams on one node (BENCH_IDLE=off skips it).
if [ "${BENCH_IDLE:-on}" = on ]; then
sleep 5
heap_before=$(heap_mb "$BENCH_SERVER_PID")
rss_before=$(rss_mb "$BENCH_SERVER_PID")
java $CLIENT_OPTS $here/LiveBench.java idle "$(bench_url '')" "$work/users" $((IDLE_STREAMS / LISTS)) \
  "$work/ready" "$work/stop" > "$work/idle.out" &
CLIENT_PID=$!
until [ -f "$work/ready" ]; do
  kill -0 "$CLIENT_PID" 2>/dev/null || { cat "$work/idle.out"; echo "bench: the client exited" >&2; exit 1; }
  sleep 1
done
sleep 30 # a heartbeat round (20 s) with every stream open
open_now=$(streams_on "$BENCH_PORT")
heap_with=$(heap_mb "$BENCH_SERVER_PID")
rss_with=$(rss_mb "$BENCH_SERVER_PID")
touch "$work/stop"
wait "$CLIENT_PID" || true
CLIENT_PID=""
cat "$work/idle.out"
echo
echo "| idle streams on one node | heap after full GC | RSS |"
echo "|---|---|---|"
echo "| 0 | ${heap_before} MB | ${rss_before} MB |"
echo "| ${open_now} | ${heap_with} MB | ${rss_with} MB |"
fi

# 2. Commit to receipt across nodes.
node_log=$(mktemp /tmp/larder-bench-node-XXXX.log)
java ${BENCH_JAVA_OPTS} -jar server/target/app/larder.jar serve --port "$NODE_PORT" \
  --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
  --larder.database.password="$BENCH_PG_PASSWORD" --larder.rate-limits=off >"$node_log" 2>&1 &
NODE_PID=$!
for _ in $(seq 1 300); do
  curl -s -o /dev/null "http://127.0.0.1:$NODE_PORT/health/ready" && break
  kill -0 "$NODE_PID" 2>/dev/null || { echo "bench: node B exited; see $node_log" >&2; exit 1; }
  sleep 0.2
done
sleep 5
echo
java $CLIENT_OPTS $here/LiveBench.java latency "$(bench_url '')" "http://127.0.0.1:$NODE_PORT" "$work/users" \
  "$LATENCY_LISTS" 5 "$RATE" "$SECONDS_MEASURED"
stop_extra
bench_stop
rm -rf "$work"

echo
bench_machine
echo "node JVM options: $BENCH_JAVA_OPTS; load average at the end: $(uptime | sed 's/.*load average: //')"
