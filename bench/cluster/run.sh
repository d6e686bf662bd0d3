#!/usr/bin/env bash
# Three Larder nodes on one PostgreSQL database, with shared rate limits through Redis: the list benchmark
# (bench/lists/create.lua, POST /v1beta/lists with 50 raw items and 25 recipes) on one node, then spread over three
# (one wrk per node, a third of the connections each), in one run. Between the two, bench/cluster/check.py checks
# that the three nodes answer correctly through every node: a token from one used on another, an idempotent replay
# across nodes, and the anonymous-grant quota counted once through Redis.
#
# On one machine this measures what a cluster costs, not what it gains: the nodes, PostgreSQL, Redis and wrk share
# the same cores. Rate limits stay on (through Redis) during the measurement, as a cluster would run.
#
# BENCH_PGBOUNCER=1 puts PgBouncer (pool_mode = transaction, on 127.0.0.1:6432) between the nodes and PostgreSQL.
# BENCH_REDIS_URL (redis://127.0.0.1:6379) names the Redis server; BENCH_CONNECTIONS (64) the connections in total.
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/cluster
command -v redis-cli >/dev/null || { echo "cluster: redis-cli is needed (apt-get install redis-server)" >&2; exit 1; }
redis=${BENCH_REDIS_URL:-redis://127.0.0.1:6379}
redis_host=$(echo "$redis" | sed -E 's#redis://([^:/]+).*#\1#')
redis_port=$(echo "$redis" | sed -E 's#redis://[^:/]+:?([0-9]*).*#\1#')
redis-cli -h "$redis_host" -p "${redis_port:-6379}" ping | grep -q PONG \
  || { echo "cluster: no Redis answers at $redis" >&2; exit 1; }
connections=${BENCH_CONNECTIONS:-64}
ports=(18081 18082 18083)
pids=() logs=()
bouncer_pid="" bouncer_dir=""

stop_all() {
  for pid in "${pids[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then kill "$pid"; wait "$pid" 2>/dev/null || true; fi
  done
  if [ -n "$bouncer_pid" ] && kill -0 "$bouncer_pid" 2>/dev/null; then kill "$bouncer_pid"; wait "$bouncer_pid" 2>/dev/null || true; fi
  [ -z "$BENCH_DB" ] || bench_psql -c "drop database if exists $BENCH_DB" >/dev/null 2>&1 || true
}
trap stop_all EXIT

bench_require
[ -f server/target/app/larder.jar ] && [ -z "$(find server/src/main server/pom.xml pom.xml -newer server/target/app/larder.jar -print -quit)" ] \
  || ./larder build
BENCH_DB="larder_cluster_$(date +%s)"
bench_psql -c "create database $BENCH_DB" >/dev/null
url=$(bench_db_url)
if [ "${BENCH_PGBOUNCER:-0}" = 1 ]; then
  command -v pgbouncer >/dev/null || { echo "cluster: pgbouncer is needed (apt-get install pgbouncer)" >&2; exit 1; }
  bouncer_dir=$(mktemp -d /tmp/larder-pgbouncer-XXXX)
  pg_host=$(echo "$BENCH_PG_URL" | sed -E 's#jdbc:postgresql://([^:/]+).*#\1#')
  pg_port=$(echo "$BENCH_PG_URL" | sed -E 's#jdbc:postgresql://[^:/]+:?([0-9]*)/.*#\1#')
  printf '"%s" "%s"\n' "$BENCH_PG_USER" "$BENCH_PG_PASSWORD" > "$bouncer_dir/users.txt"
  cat > "$bouncer_dir/pgbouncer.ini" <<INI
[databases]
$BENCH_DB = host=$pg_host port=${pg_port:-5432} dbname=$BENCH_DB
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = 6432
auth_type = trust
auth_file = $bouncer_dir/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 30
; the PostgreSQL JDBC driver sends it at start-up, and PgBouncer refuses start-up parameters it does not know
ignore_startup_parameters = extra_float_digits
logfile = $bouncer_dir/pgbouncer.log
pidfile = $bouncer_dir/pgbouncer.pid
INI
  # pgbouncer will not run as root; the postgres user runs it when the script is run as root.
  if [ "$(id -u)" = 0 ]; then chown -R postgres "$bouncer_dir"; runas=(runuser -u postgres --); else runas=(); fi
  "${runas[@]}" pgbouncer "$bouncer_dir/pgbouncer.ini" &
  bouncer_pid=$!
  sleep 1
  # PgBouncer before 1.21 keeps no prepared statements across transactions: the driver must not make named ones.
  url="jdbc:postgresql://127.0.0.1:6432/$BENCH_DB?${BENCH_PGBOUNCER_URL_OPTIONS-prepareThreshold=0}"
  echo "cluster: through PgBouncer $(pgbouncer --version | head -1) in transaction mode: $url"
fi

# start_node INDEX: starts node INDEX on its port and waits until it is ready.
start_node() {
  local i=$1 log aot=()
  log=$(mktemp /tmp/larder-cluster-node$((i + 1))-XXXX.log)
  [ -f server/target/app/larder.aot ] && aot=(-XX:AOTCache=server/target/app/larder.aot -Xlog:aot=off -Xlog:cds=off)
  java "${aot[@]}" ${BENCH_JAVA_OPTS:-} -jar server/target/app/larder.jar serve --port "${ports[$i]}" \
    --larder.database.url="$url" --larder.database.user="$BENCH_PG_USER" \
    --larder.database.password="$BENCH_PG_PASSWORD" --larder.admin-key="$BENCH_ADMIN_KEY" \
    --larder.redis-url="$redis" --larder.trusted-proxies=127.0.0.1 ${BENCH_SERVER_ARGS:-} >"$log" 2>&1 &
  pids[$i]=$! logs[$i]=$log
  for _ in $(seq 1 300); do
    curl -s -o /dev/null "http://127.0.0.1:${ports[$i]}/health/ready" && return 0
    kill -0 "${pids[$i]}" 2>/dev/null || { echo "cluster: node $((i + 1)) exited; see $log" >&2; tail -30 "$log" >&2; exit 1; }
    sleep 0.2
  done
  echo "cluster: node $((i + 1)) did not become ready; see $log" >&2
  exit 1
}

node_url() {
  echo "http://127.0.0.1:${ports[$1]}${2:-}"
}

start_node 0
BENCH_PORT=${ports[0]}
bench_app_with_recipes
# 64 users, each granted from a client IP of its own (the grant quota is 20 a minute per IP, and shared).
access=$(mktemp)
python3 - "$(bench_url '')" "$client" > "$access" <<'PY'
import random, sys
sys.path.insert(0, "tools")
from larder_http import call
for i in range(64):
    ip = "2001:db8:bench::%x:%x" % (i, random.getrandbits(16))
    status, token = call(sys.argv[1], "POST", "/v1beta/auth/access_token",
                         body={"client_id": sys.argv[2], "grant_type": "anonymous"}, headers={"X-Forwarded-For": ip})
    print(token["access_token"])
PY
export BENCH_ACCESS_TOKENS=$access BENCH_RECIPE_IDS=$recipe_ids

echo "each list: 50 raw items + 25 recipes; rate limits on, counted in Redis ($redis)"
bench_table_header
bench_wrk "create list, one node" "$connections" bench/lists/create.lua "$(bench_url /v1beta/lists)"

start_node 1
start_node 2
echo
python3 $here/check.py "$BENCH_ADMIN_KEY" "$(node_url 0)" "$(node_url 1)" "$(node_url 2)"
echo

# Three wrk at once, one per node, a third of the connections each: a warm-up, then the measured run.
per_node=$((connections / 3))
outs=()
for phase in warmup measure; do
  duration=$BENCH_WARMUP
  [ "$phase" = measure ] && duration=$BENCH_DURATION
  wrk_pids=()
  for i in 0 1 2; do
    outs[$i]=$(mktemp)
    wrk -t1 -c"$per_node" -d"$duration" --timeout "$BENCH_WRK_TIMEOUT" --latency -s bench/lists/create.lua \
      "$(node_url "$i" /v1beta/lists)" >"${outs[$i]}" 2>&1 &
    wrk_pids+=($!)
  done
  for pid in "${wrk_pids[@]}"; do wait "$pid"; done
done
total=0
for i in 0 1 2; do
  out=$(cat "${outs[$i]}")
  rps=$(echo "$out" | awk '/Requests\/sec/ {printf "%.0f", $2}')
  p50=$(echo "$out" | awk '$1 == "50%" {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  errors=$(echo "$out" | awk '/Non-2xx/ {print $5}')
  printf "| %-34s | %5s | %9s | %8s | %8s | %6s |\n" "create list, node $((i + 1)) of three" "$per_node" "$rps" \
    "$p50" "$p99" "${errors:-0}" | tee -a "$BENCH_TABLE"
  total=$((total + rps))
done
printf "| %-34s | %5s | %9s | %8s | %8s | %6s |\n" "create list, three nodes together" "$((per_node * 3))" \
  "$total" "" "" "" | tee -a "$BENCH_TABLE"
echo
bench_machine
[ -z "$bouncer_dir" ] || echo "PgBouncer log: $bouncer_dir/pgbouncer.log"
for i in 0 1 2; do
  n=$(grep -c -E " (ERROR|WARN) " "${logs[$i]}" || true)
  echo "node $((i + 1)) log: ${logs[$i]} ($n WARN or ERROR lines)"
done
rm -f "$access" "$recipe_ids" "${outs[@]}"
