# Sourced by bench/auth/run.sh --vs-keycloak: Keycloak, the anchor, on the same PostgreSQL (its own database), and the
# alternating runs of Larder's anonymous grants against Keycloak's client-credentials grants with a refresh token.
# Environment: BENCH_KEYCLOAK_VERSION (RELEASE: the newest that the Maven repository serves), BENCH_KEYCLOAK_PORT,
# BENCH_KEYCLOAK_WARMUP (60: seconds of load on each server before the first measured run; Keycloak keeps getting
# faster for minutes after it starts), BENCH_ROUNDS (3 runs of each server, alternating).

KC_PORT=${BENCH_KEYCLOAK_PORT:-31981}
KC_PID=""
KC_DB=""
KC_LOG=""

# Fetches org.keycloak:keycloak-quarkus-dist through Maven (the project's configured repository) into target/keycloak.
keycloak_fetch() {
  local dir=target/keycloak archive
  mkdir -p "$dir"
  archive=$(ls "$dir"/keycloak-quarkus-dist-*.tar.gz 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$archive" ]; then
    ./mvnw -B -q dependency:copy -DoutputDirectory="$dir" \
      -Dartifact="org.keycloak:keycloak-quarkus-dist:${BENCH_KEYCLOAK_VERSION:-RELEASE}:tar.gz"
    archive=$(ls "$dir"/keycloak-quarkus-dist-*.tar.gz | sort -V | tail -1)
  fi
  local version=${archive##*/keycloak-quarkus-dist-}
  version=${version%.tar.gz}
  KC_HOME=$dir/keycloak-$version
  [ -x "$KC_HOME/bin/kc.sh" ] || tar xzf "$archive" -C "$dir"
  KC_VERSION=$version
}

keycloak_stop() {
  if [ -n "$KC_PID" ] && kill -0 "$KC_PID" 2>/dev/null; then
    kill "$KC_PID"
    wait "$KC_PID" 2>/dev/null || true
  fi
  KC_PID=""
  if [ -n "$KC_DB" ]; then
    bench_psql -c "drop database if exists $KC_DB" >/dev/null 2>&1 || true
    KC_DB=""
  fi
}

# Production mode (kc.sh build, then start --optimized) over plain HTTP on loopback.
keycloak_start() {
  keycloak_fetch
  KC_DB="keycloak_bench_$(date +%s)"
  bench_psql -c "create database $KC_DB" >/dev/null
  bench_priority_db "$KC_DB"
  trap 'keycloak_stop; bench_stop' EXIT
  local url
  url=$(echo "$BENCH_PG_URL" | sed -E "s#/[^/?]*(\?|$)#/$KC_DB\1#")
  KC_LOG=$(mktemp /tmp/keycloak-bench-XXXX.log)
  # The production build, once per unpacked Keycloak.
  if [ ! -f "$KC_HOME/.built-for-postgres" ]; then
    "$KC_HOME/bin/kc.sh" build --db=postgres >>"$KC_LOG" 2>&1
    touch "$KC_HOME/.built-for-postgres"
  fi
  KC_BOOTSTRAP_ADMIN_USERNAME=admin KC_BOOTSTRAP_ADMIN_PASSWORD=bench-admin-password \
    "$KC_HOME/bin/kc.sh" start --optimized --db-url="$url" --db-username="$BENCH_PG_USER" \
    --db-password="${BENCH_PG_PASSWORD:-unused}" --http-enabled=true --http-host=127.0.0.1 --http-port="$KC_PORT" \
    --hostname-strict=false >>"$KC_LOG" 2>&1 &
  KC_PID=$!
  for _ in $(seq 1 600); do
    curl -s -o /dev/null -f "http://127.0.0.1:$KC_PORT/realms/master" && break
    kill -0 "$KC_PID" 2>/dev/null || { echo "bench: Keycloak exited; see $KC_LOG" >&2; exit 1; }
    sleep 0.5
  done
  # kc.sh runs java in its own process; the JVM is its child, or itself when kc.sh execs it.
  local child
  child=$(pgrep -P "$KC_PID" java || true)
  KC_JAVA_PID=${child:-$KC_PID}
  local admin
  admin=$(curl -s -f "http://127.0.0.1:$KC_PORT/realms/master/protocol/openid-connect/token" \
    -d grant_type=password -d client_id=admin-cli -d username=admin -d password=bench-admin-password \
    | bench_json_field '["access_token"]')
  curl -s -f -X POST "http://127.0.0.1:$KC_PORT/admin/realms" -H "Authorization: Bearer $admin" \
    -H 'Content-Type: application/json' -d '{"realm":"bench","enabled":true}'
  curl -s -f -X POST "http://127.0.0.1:$KC_PORT/admin/realms/bench/clients" -H "Authorization: Bearer $admin" \
    -H 'Content-Type: application/json' -d '{"clientId":"bench","enabled":true,"publicClient":false,
      "secret":"bench-client-secret","serviceAccountsEnabled":true,"standardFlowEnabled":false,
      "directAccessGrantsEnabled":false,"attributes":{"client_credentials.use_refresh_token":"true"}}'
  local answer
  answer=$(curl -s -f "$(keycloak_token_url)" -d grant_type=client_credentials -d client_id=bench \
    -d client_secret=bench-client-secret)
  echo "$answer" | grep -q '"refresh_token"' \
    || { echo "bench: Keycloak's client-credentials grant answered no refresh token: $answer" >&2; exit 1; }
}

keycloak_token_url() {
  echo "http://127.0.0.1:$KC_PORT/realms/bench/protocol/openid-connect/token"
}

# vs_run NAME SCRIPT URL SERVER_PID DB SECONDS: one measured run; prints a row and sets VS_RPS.
vs_run() {
  local name=$1 script=$2 url=$3 pid=$4 db=$5 seconds=$6 pids java0 pg0 out requests rps p50 p99 java pg hz
  bench_settle
  pids=$(bench_pg_backends "$db" | xargs)
  java0=$(bench_cpu_ticks "$pid"); pg0=$(bench_cpu_ticks $pids)
  out=$(wrk -t"$BENCH_THREADS" -c"$VS_CONNECTIONS" -d"${seconds}s" --timeout "$BENCH_WRK_TIMEOUT" --latency \
    -s "$script" "$url")
  java=$(($(bench_cpu_ticks "$pid") - java0)); pg=$(($(bench_cpu_ticks $pids) - pg0)); hz=$(getconf CLK_TCK)
  requests=$(echo "$out" | awk '/requests in/ {print $1}')
  rps=$(echo "$out" | awk '/Requests\/sec/ {printf "%.0f", $2}')
  p50=$(echo "$out" | awk '$1 == "50%" {print $2}')
  p99=$(echo "$out" | awk '$1 == "99%" {print $2}')
  local errors
  errors=$(echo "$out" | awk '/Non-2xx/ {print $5}')
  python3 -c '
import sys
name, rps, p50, p99, requests, java, pg, hz, errors, load, settled = sys.argv[1:]
n = max(int(requests), 1)
print(f"| {name:36} | {int(rps):>7,} | {p50:>8} | {p99:>8} | {int(java) * 1e6 / int(hz) / n:>8.0f} us | {int(pg) * 1e6 / int(hz) / n:>8.0f} us | {errors or 0:>6} | {load} | {settled} s |")
' "$name" "$rps" "$p50" "$p99" "$requests" "$java" "$pg" "$hz" "$errors" "$(cut -d' ' -f1-3 /proc/loadavg)" "$BENCH_SETTLED"
  VS_RPS=$rps
}

# bench_vs_keycloak: after keycloak_start; the first call warms both servers up for BENCH_KEYCLOAK_WARMUP, later
# ones for a quarter of it (after filling the database, say).
bench_vs_keycloak() {
  local larder_url kc_url warm=${BENCH_KEYCLOAK_WARMUP:-60}
  [ -z "${VS_WARMED:-}" ] || warm=$((warm / 4))
  VS_WARMED=1 seconds=${BENCH_DURATION%s} rounds=${BENCH_ROUNDS:-3}
  larder_url=$(bench_url /v1beta/auth/access_token)
  kc_url=$(keycloak_token_url)
  echo "Keycloak $KC_VERSION (production mode, its own database $KC_DB); $rounds alternating runs of ${seconds} s" \
    "at each of ${BENCH_CONNECTIONS:-16} connections, after ${warm} s of warm-up each; started $(date -u +%FT%TZ)"
  wrk -t"$BENCH_THREADS" -c16 -d"${warm}s" -s $here/anonymous.lua "$larder_url" >/dev/null 2>&1 || true
  wrk -t"$BENCH_THREADS" -c16 -d"${warm}s" -s $here/keycloak.lua "$kc_url" >/dev/null 2>&1 || true
  for VS_CONNECTIONS in ${BENCH_CONNECTIONS:-16}; do
  echo
  echo "$VS_CONNECTIONS connections, $(date -u +%FT%TZ):"
  echo "| run                                  |   req/s |      p50 |      p99 | server CPU/grant | PostgreSQL CPU/grant | non-2xx | load (1, 5, 15 min) | settled after |"
  echo "|---|---|---|---|---|---|---|---|---|"
  local larder=() keycloak=()
  for round in $(seq 1 "$rounds"); do
    vs_run "Larder anonymous grant ($round)" $here/anonymous.lua "$larder_url" "$BENCH_SERVER_PID" "$BENCH_DB" "$seconds"
    larder+=("$VS_RPS")
    vs_run "Keycloak client credentials ($round)" $here/keycloak.lua "$kc_url" "$KC_JAVA_PID" "$KC_DB" "$seconds"
    keycloak+=("$VS_RPS")
  done
  python3 -c '
import statistics, sys
n = int(sys.argv[1]); values = list(map(int, sys.argv[2:]))
larder, keycloak = values[:n], values[n:]
l, k = statistics.median(larder), statistics.median(keycloak)
print(f"median: Larder {l:,.0f} anonymous grants/s, Keycloak {k:,.0f} client-credentials grants/s: {l / max(k, 1):.1f}x")
' "$rounds" "${larder[@]}" "${keycloak[@]}"
  done
  echo "Keycloak's tables after the runs:"
  BENCH_PSQL_DB=$KC_DB bench_psql -At -F ' ' -c "select relname, pg_size_pretty(pg_total_relation_size(oid)) from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace order by pg_total_relation_size(oid) desc limit 3"
}
