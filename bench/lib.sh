# Shared by Larder's benchmarks (sourced). Starts Larder on a fresh PostgreSQL database on loopback, runs wrk
# against it, and prints results. Only processes started here are stopped, by their PID.

bench_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$bench_root"
source bin/jdk.sh

BENCH_PORT=${BENCH_PORT:-18080}
BENCH_PG_URL=${LARDER_BENCH_DATABASE_URL:-jdbc:postgresql://127.0.0.1:5432/postgres}
BENCH_PG_USER=${LARDER_BENCH_DATABASE_USER:-postgres}
BENCH_PG_PASSWORD=${LARDER_BENCH_DATABASE_PASSWORD:-}
BENCH_DURATION=${BENCH_DURATION:-20s}
BENCH_WARMUP=${BENCH_WARMUP:-30s}
BENCH_THREADS=${BENCH_THREADS:-2}
BENCH_WRK_TIMEOUT=${BENCH_WRK_TIMEOUT:-10s}
BENCH_ADMIN_KEY=bench-admin-key
# BENCH_KEEP_DB=1 keeps the benchmark's database when the script ends (its name goes to stderr);
# BENCH_REUSE_DB=<name> runs on such a kept database instead of a fresh one (and keeps it).
# The extracted server to run: BENCH_APP=<dir> compares another build (e.g. an older commit's server/target/app).
BENCH_APP=${BENCH_APP:-server/target/app}
BENCH_DB=""
BENCH_SERVER_PID=""
BENCH_LOG=""

bench_require() {
  command -v wrk >/dev/null || { echo "bench: wrk is needed (apt-get install wrk)" >&2; exit 1; }
  command -v psql >/dev/null || { echo "bench: psql is needed to create the benchmark database" >&2; exit 1; }
  command -v curl >/dev/null || { echo "bench: curl is needed" >&2; exit 1; }
}

# bench_psql ARGS…: psql on the server's maintenance database; BENCH_PSQL_DB names another one.
bench_psql() {
  local host port
  host=$(echo "$BENCH_PG_URL" | sed -E 's#jdbc:postgresql://([^:/]+).*#\1#')
  port=$(echo "$BENCH_PG_URL" | sed -E 's#jdbc:postgresql://[^:/]+:?([0-9]*)/.*#\1#')
  PGPASSWORD="$BENCH_PG_PASSWORD" psql -q -h "$host" -p "${port:-5432}" -U "$BENCH_PG_USER" \
    -d "${BENCH_PSQL_DB:-postgres}" "$@"
}

# The JDBC URL of the benchmark's own database.
bench_db_url() {
  echo "$BENCH_PG_URL" | sed -E "s#/[^/?]*(\?|$)#/$BENCH_DB\1#"
}

# Builds the jar if needed, creates a fresh database, starts the server on it and waits until it is ready.
bench_start() {
  bench_require
  if [ "$BENCH_APP" = server/target/app ]; then
    [ -f server/target/app/larder.jar ] \
      && [ -z "$(find server/src/main server/pom.xml pom.xml -newer server/target/app/larder.jar -print -quit)" ] \
      || ./larder build
  fi
  if [ -n "${BENCH_REUSE_DB:-}" ]; then
    BENCH_DB=$BENCH_REUSE_DB
    BENCH_KEEP_DB=1
    bench_priority
  else
    BENCH_DB="larder_bench_$(date +%s)_$$"
    bench_priority
    bench_psql -c "create database $BENCH_DB" >/dev/null
  fi
  local url
  url=$(bench_db_url)
  BENCH_LOG=$(mktemp /tmp/larder-bench-XXXX.log)
  local aot=()
  [ -f "$BENCH_APP/larder.aot" ] && aot=(-XX:AOTCache="$BENCH_APP/larder.aot" -Xlog:aot=off -Xlog:cds=off)
  java "${aot[@]}" ${BENCH_JAVA_OPTS:-} -jar "$BENCH_APP/larder.jar" serve --port "$BENCH_PORT" \
    --larder.database.url="$url" --larder.database.user="$BENCH_PG_USER" \
    --larder.database.password="$BENCH_PG_PASSWORD" --larder.admin-key="$BENCH_ADMIN_KEY" \
    --larder.rate-limits=off ${BENCH_SERVER_ARGS:-} >"$BENCH_LOG" 2>&1 &
  BENCH_SERVER_PID=$!
  trap bench_stop EXIT
  for _ in $(seq 1 300); do
    curl -s -o /dev/null "http://127.0.0.1:$BENCH_PORT/health/ready" && return 0
    kill -0 "$BENCH_SERVER_PID" 2>/dev/null || { echo "bench: the server exited; see $BENCH_LOG" >&2; exit 1; }
    sleep 0.2
  done
  echo "bench: the server did not become ready; see $BENCH_LOG" >&2
  exit 1
}

# BENCH_NICE=-10 (as root) runs the benchmark ahead of other work on a shared machine: this script and what it
# starts, and the PostgreSQL backends serving its database (re-niced every second, as the pool opens them). Say so
# beside the figures: it measures the code with the cores mostly its own, not the machine's load.
# With the kernel's autogroup scheduling on (/proc/sys/kernel/sched_autogroup_enabled = 1, the default), a nice value
# only ranks processes within their session, and every session gets an equal share of the cores, so other work started
# in other sessions (as builds and agents are) is not put behind the benchmark. The benchmark's own session gets the
# same nice value then (/proc/PID/autogroup); PostgreSQL's backends live in the server's session and stay at an equal
# share with it unless autogroup is off (echo 0 > /proc/sys/kernel/sched_autogroup_enabled, as root, until reboot).
bench_priority() {
  [ -n "${BENCH_NICE:-}" ] || return 0
  renice -n "$BENCH_NICE" -p $$ >/dev/null
  if [ "$(cat /proc/sys/kernel/sched_autogroup_enabled 2>/dev/null || echo 0)" = 1 ]; then
    echo "$BENCH_NICE" > /proc/$$/autogroup 2>/dev/null || true
    echo "bench: autogroup scheduling is on: PostgreSQL's backends are not ahead of other sessions' work" >&2
  fi
  BENCH_NICE_DBS=$(mktemp /tmp/larder-bench-nice-XXXX)
  echo "$BENCH_DB" > "$BENCH_NICE_DBS"
  (
    while kill -0 $$ 2>/dev/null; do
      for db in $(cat "$BENCH_NICE_DBS" 2>/dev/null); do
        for pid in $(bench_pg_backends "$db" 2>/dev/null); do
          renice -n "$BENCH_NICE" -p "$pid" >/dev/null 2>&1 || true
        done
      done
      sleep 1
    done
    rm -f "$BENCH_NICE_DBS"
  ) &
}

# bench_priority_db DB: with BENCH_NICE, the backends of another database the benchmark uses (an anchor's) run at
# the same priority as its own.
bench_priority_db() {
  [ -n "${BENCH_NICE:-}" ] && [ -n "${BENCH_NICE_DBS:-}" ] && echo "$1" >> "$BENCH_NICE_DBS"
  return 0
}

bench_stop() {
  if [ -n "$BENCH_SERVER_PID" ] && kill -0 "$BENCH_SERVER_PID" 2>/dev/null; then
    kill "$BENCH_SERVER_PID"
    wait "$BENCH_SERVER_PID" 2>/dev/null || true
  fi
  BENCH_SERVER_PID=""
  if [ -n "$BENCH_DB" ] && [ -n "${BENCH_KEEP_DB:-}" ]; then
    echo "bench: kept database $BENCH_DB (BENCH_KEEP_DB); drop it when done" >&2
    BENCH_DB=""
  elif [ -n "$BENCH_DB" ]; then
    bench_psql -c "drop database if exists $BENCH_DB" >/dev/null 2>&1 || true
    BENCH_DB=""
  fi
}

bench_url() {
  echo "http://127.0.0.1:$BENCH_PORT$1"
}

bench_admin() {
  local method=$1 path=$2 body=${3:-}
  curl -s -X "$method" "$(bench_url "$path")" -H "Authorization: Bearer $BENCH_ADMIN_KEY" \
    -H 'Content-Type: application/json' ${body:+-d "$body"}
}

# bench_app_with_recipes: an app (client), its management token (management), 25 generated recipes in its catalogue
# and a file of their ids (recipe_ids), on the server bench_start started.
bench_app_with_recipes() {
  client=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
  management=$(bench_admin POST "/admin/v1/apps/$client/management-tokens" '{"name":"bench"}' \
    | bench_json_field '["token"]')
  java -jar "$BENCH_APP/larder.jar" recipes generate --app "$client" --count 25 \
    --larder.database.url="$(bench_db_url)" --larder.database.user="$BENCH_PG_USER" \
    --larder.database.password="$BENCH_PG_PASSWORD" >/dev/null
  recipe_ids=$(mktemp)
  curl -s "$(bench_url '/v1beta/recipes?limit=25')" -H "Authorization: Bearer $management" \
    | python3 -c 'import json,sys; [print(r["id"]) for r in json.load(sys.stdin)["data"]]' > "$recipe_ids"
}

# bench_tokens CLIENT COUNT: COUNT anonymous access tokens of the app, one a line.
bench_tokens() {
  for _ in $(seq 1 "$2"); do
    curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
      -d "{\"client_id\":\"$1\",\"grant_type\":\"anonymous\"}" | bench_json_field '["access_token"]'
  done
}

# bench_picky FILE: gives each user of the token file the benchmarks' preferences: two diets and three avoidances.
bench_picky() {
  while read -r token; do
    curl -s -o /dev/null -X PATCH "$(bench_url /v1beta/users/me/preferences)" -H "Authorization: Bearer $token" \
      -H 'Content-Type: application/json' \
      -d '{"diets":["vegetarian","gluten_free"],"avoid":["peanut","sesame","tree_nut"]}'
  done < "$1"
}

bench_json_field() {
  python3 -c "import json,sys; print(json.load(sys.stdin)$1)"
}

# bench_wrk NAME CONNECTIONS SCRIPT URL: a warm-up run, then a measured run; appends a table row. When
# BENCH_BEFORE_EACH names a function, it runs before each of the two (e.g. to prepare fresh tokens).
bench_wrk() {
  local name=$1 connections=$2 script=$3 url=$4 out
  [ -n "${BENCH_BEFORE_EACH:-}" ] && "$BENCH_BEFORE_EACH"
  wrk -t"$BENCH_THREADS" -c"$connections" -d"$BENCH_WARMUP" -s "$script" "$url" >/dev/null 2>&1 || true
  [ -n "${BENCH_BEFORE_EACH:-}" ] && "$BENCH_BEFORE_EACH"
  # CPU per request, unless the caller measures around the run itself (BENCH_AROUND_MEASURE).
  local cpu_before=""
  [ -n "${BENCH_AROUND_MEASURE:-}" ] || cpu_before=$(bench_run_ticks)
  # BENCH_AROUND_MEASURE names a function run with "start" before the measured run and "end" after it.
  [ -n "${BENCH_AROUND_MEASURE:-}" ] && "$BENCH_AROUND_MEASURE" start
  out=$(wrk -t"$BENCH_THREADS" -c"$connections" -d"$BENCH_DURATION" --timeout "$BENCH_WRK_TIMEOUT" --latency \
    -s "$script" "$url")
  BENCH_LAST_REQUESTS=$(echo "$out" | awk '/requests in/ {print $1}')
  [ -n "${BENCH_AROUND_MEASURE:-}" ] && "$BENCH_AROUND_MEASURE" end
  [ -z "$cpu_before" ] || bench_cpu_per_request "$name" "$connections" "$cpu_before" "$(bench_run_ticks)" "$out"
  local rps p50 p99 errors socket
  rps=$(echo "$out" | awk '/Requests\/sec/ {printf "%.0f", $2}')
  p50=$(echo "$out" | awk '$1 == "50%" {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  errors=$(echo "$out" | awk '/Non-2xx/ {print $5}')
  errors=${errors:-0}
  printf "| %-34s | %5s | %9s | %8s | %8s | %6s |\n" "$name" "$connections" "$rps" "$p50" "$p99" "$errors" \
    | tee -a "$BENCH_TABLE"
  # wrk leaves answers slower than its timeout out of the latency figures and counts them as timeouts instead.
  socket=$(echo "$out" | awk '/Socket errors/ {sub(/^ +/, ""); print}')
  [ -z "$socket" ] || echo "bench: $name at $connections connections: $socket (timeout $BENCH_WRK_TIMEOUT)" >&2
}

# CPU time (clock ticks) spent so far by the server and by the PostgreSQL backends connected to the benchmark's
# database, as "server postgres": per request, these move far less than throughput when other work shares the cores.
bench_run_ticks() {
  echo "$(bench_cpu_ticks "$BENCH_SERVER_PID") $(bench_cpu_ticks $(bench_pg_backends "$BENCH_DB" 2>/dev/null))"
}

# Waits, up to 30 s, until the machine is quiet (less than 15% of one core busy over a second), so that a run does
# not start while a server measured before it still works off what its clients left queued when they stopped. Sets
# BENCH_SETTLED to the seconds waited.
bench_settle() {
  local before after
  BENCH_SETTLED=0
  while [ "$BENCH_SETTLED" -lt 30 ]; do
    before=$(awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9}' /proc/stat)
    sleep 1
    after=$(awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9}' /proc/stat)
    BENCH_SETTLED=$((BENCH_SETTLED + 1))
    [ $((after - before)) -ge $(($(getconf CLK_TCK) * 15 / 100)) ] || return 0
  done
}

# bench_cpu_ticks PID…: the CPU time (user + system, in clock ticks) that these processes have spent so far.
bench_cpu_ticks() {
  local total=0 pid fields
  for pid in "$@"; do
    fields=$(sed -E 's/^.*\) //' "/proc/$pid/stat" 2>/dev/null) || continue
    total=$((total + $(echo "$fields" | awk '{print $12 + $13}')))
  done
  echo "$total"
}

# bench_pg_backends DB: the PIDs of PostgreSQL's backends connected to that database (a server's pool).
bench_pg_backends() {
  bench_psql -At -c "select pid from pg_stat_activity where datname = '$1'"
}

# bench_cpu_per_request NAME CONNECTIONS BEFORE AFTER WRK_OUTPUT: prints the CPU milliseconds per request of the
# server and of PostgreSQL over the measured run (to stderr, beside the table). Backends that closed during the
# run are missed, so PostgreSQL's figure is a lower bound; the pool keeps its connections open.
bench_cpu_per_request() {
  local requests hz
  requests=$(echo "$5" | awk '/requests in/ {print $1}')
  hz=$(getconf CLK_TCK)
  [ -n "$requests" ] && [ "$requests" -gt 0 ] || return 0
  read -r s0 p0 <<<"$3"
  read -r s1 p1 <<<"$4"
  awk -v n="$1" -v c="$2" -v s=$((s1 - s0)) -v p=$((p1 - p0)) -v r="$requests" -v hz="$hz" 'BEGIN {
    printf "bench: %s at %s connections: CPU per request: server %.2f ms, PostgreSQL %.2f ms (%d requests)\n",
      n, c, s * 1000 / hz / r, p * 1000 / hz / r, r }' >&2
}

bench_table_header() {
  BENCH_TABLE=$(mktemp /tmp/larder-bench-table-XXXX.md)
  printf "| %-34s | %5s | %9s | %8s | %8s | %6s |\n" "scenario" "conns" "req/s" "p50" "p99" "non-2xx" \
    | tee -a "$BENCH_TABLE"
  printf "|%s|%s|%s|%s|%s|%s|\n" "------------------------------------" "-------" "-----------" "----------" \
    "----------" "--------" | tee -a "$BENCH_TABLE"
}

bench_machine() {
  echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -m);" \
    "$("$JAVA_HOME/bin/java" -version 2>&1 | head -1); PostgreSQL $(bench_psql -t -c 'show server_version' | xargs)" \
    "($(bench_psql -At -c "select string_agg(name || '=' || current_setting(name), ', ' order by name) \
      from pg_settings where name in ('shared_buffers', 'max_wal_size', 'synchronous_commit', 'autovacuum')"));" \
    "load generator wrk $BENCH_THREADS threads on the same machine"
}
