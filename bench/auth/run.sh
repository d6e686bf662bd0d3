#!/usr/bin/env bash
# Token benchmark: anonymous grants, refresh grants and authenticated GET /v1beta/users/me per second, with p50
# and p99 latency, against Larder on PostgreSQL, with wrk on loopback. Usage:
#   bench/auth/run.sh [--users N] [--vs-keycloak | --purge]
# --users N        first fills the database with N users and a refresh token each (generate_series), and prints
#                  the tables' sizes; each grant row is followed by the CPU that the server and PostgreSQL spent per
#                  grant, and the blocks and WAL per grant of the token tables.
# --vs-keycloak    instead of the table, runs anonymous grants against Keycloak's client-credentials grants with a
#                  refresh token (bench/auth/keycloak.sh), alternating, and prints both and their ratio.
# --purge          with --users N: the filled users count as inactive (last seen 30 days ago, the server told
#                  that 20 days is inactive); measures how many the purge erases a second, idle and under
#                  anonymous grants.
# Environment: LARDER_BENCH_DATABASE_URL (default jdbc:postgresql://127.0.0.1:5432/postgres, user postgres),
# BENCH_DURATION (20s), BENCH_WARMUP (30s: the JIT needs it on two cores), BENCH_THREADS (2), BENCH_CONNECTIONS ("16 64"),
# BENCH_APP (another extracted build to run, e.g. the one before a change), BENCH_SCENARIOS ("anonymous refresh me").
set -euo pipefail
users=0
vs_keycloak=false
purge=false
while [ $# -gt 0 ]; do
  case $1 in
    --users) users=$2; shift 2 ;;
    --vs-keycloak) vs_keycloak=true; shift ;;
    --purge) purge=true; shift ;;
    *) echo "usage: bench/auth/run.sh [--users N] [--vs-keycloak | --purge]" >&2; exit 2 ;;
  esac
done
source "$(dirname "$0")/../lib.sh"
here=bench/auth
source $here/measure.sh
if $purge; then
  BENCH_SERVER_ARGS="${BENCH_SERVER_ARGS:-} --larder.user-inactivity=1728000"
fi

bench_start
export BENCH_THREADS
export BENCH_CLIENT_ID
BENCH_CLIENT_ID=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')
# With --vs-keycloak, --users may list levels (0,1000000,10000000): the database grows to each in turn, and both
# servers, started once, are compared at each.
levels=${users//,/ }
users=${levels%% *}
if [ "$users" -gt 0 ]; then
  bench_fill_users "$users" "$BENCH_CLIENT_ID"
fi
echo "tables at the start ($users users filled):"
bench_table_sizes
if $purge; then
  bench_purge_rate
  exit 0
fi
if $vs_keycloak; then
  source $here/keycloak.sh
  keycloak_start
  filled=$users
  for level in $levels; do
    if [ "$level" -gt "$filled" ]; then
      bench_fill_users "$level" "$BENCH_CLIENT_ID" $((filled + 1))
      filled=$level
      echo "tables at $level users:"
      bench_table_sizes
    fi
    echo
    echo "## $level users"
    bench_vs_keycloak
  done
  exit 0
fi

# Per grant of the measured run: CPU of the server and of its PostgreSQL backends, and blocks and WAL.
per_grant() {
  case $1 in
    start)
      per_grant_pids=$(bench_pg_backends "$BENCH_DB" | xargs)
      per_grant_io=$(bench_io_snapshot)
      per_grant_java=$(bench_cpu_ticks "$BENCH_SERVER_PID")
      per_grant_pg=$(bench_cpu_ticks $per_grant_pids) ;;
    end)
      local java pg hz
      java=$(bench_cpu_ticks "$BENCH_SERVER_PID"); pg=$(bench_cpu_ticks $per_grant_pids); hz=$(getconf CLK_TCK)
      python3 -c "import sys; n=max(int(sys.argv[1]),1); print(f'  CPU per request: server {(int(sys.argv[2]))*1e6/int(sys.argv[4])/n:.0f} us, PostgreSQL backends {(int(sys.argv[3]))*1e6/int(sys.argv[4])/n:.0f} us ({n} requests)')" \
        "$BENCH_LAST_REQUESTS" "$((java - per_grant_java))" "$((pg - per_grant_pg))" "$hz" >&2
      bench_io_diff "$per_grant_io" "$(bench_io_snapshot)" "$BENCH_LAST_REQUESTS" >&2 ;;
  esac
}
BENCH_AROUND_MEASURE=per_grant

bench_table_header
scenarios=${BENCH_SCENARIOS:-anonymous refresh me}
for connections in ${BENCH_CONNECTIONS:-16 64}; do
  [[ " $scenarios " == *" anonymous "* ]] || break
  bench_wrk "anonymous grant" "$connections" $here/anonymous.lua "$(bench_url /v1beta/auth/access_token)"
done

# Anonymous grants made before a run: their refresh tokens start the families that the refresh benchmark
# rotates (fresh ones for every run, as a rotated token used again after the grace period revokes its family),
# and their access tokens authenticate the GET benchmark.
grant_tokens() {
  local refresh_out=$1 access_out=$2
  for _ in $(seq 1 256); do
    curl -s -X POST "$(bench_url /v1beta/auth/access_token)" -H 'Content-Type: application/json' \
      -d "{\"client_id\":\"$BENCH_CLIENT_ID\",\"grant_type\":\"anonymous\"}"
    echo
  done | python3 -c '
import json, sys
refresh, access = open(sys.argv[1], "w"), open(sys.argv[2], "w")
for line in sys.stdin:
    if line.strip():
        t = json.loads(line); refresh.write(t["refresh_token"] + "\n"); access.write(t["access_token"] + "\n")
' "$refresh_out" "$access_out"
}
tokens=$(mktemp); access=$(mktemp); unused=$(mktemp)
export BENCH_REFRESH_TOKENS=$tokens BENCH_ACCESS_TOKENS=$access
fresh_families() { grant_tokens "$tokens" "$unused"; }

BENCH_BEFORE_EACH=fresh_families
for connections in ${BENCH_CONNECTIONS:-16 64}; do
  [[ " $scenarios " == *" refresh "* ]] || break
  bench_wrk "refresh grant" "$connections" $here/refresh.lua "$(bench_url /v1beta/auth/access_token)"
done
BENCH_BEFORE_EACH=""
grant_tokens "$unused" "$access"
for connections in ${BENCH_CONNECTIONS:-16 64}; do
  [[ " $scenarios " == *" me "* ]] || break
  bench_wrk "GET /v1beta/users/me" "$connections" $here/me.lua "$(bench_url /v1beta/users/me)"
done
echo "tables at the end:"
bench_table_sizes
echo
bench_machine
rm -f "$tokens" "$access" "$unused"
