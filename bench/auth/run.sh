#!/usr/bin/env bash
# Token benchmark: anonymous grants, refresh grants and authenticated GET /v1beta/users/me per second, with p50
# and p99 latency, against Larder on PostgreSQL, with wrk on loopback. Usage: bench/auth/run.sh
# Environment: LARDER_BENCH_DATABASE_URL (default jdbc:postgresql://127.0.0.1:5432/postgres, user postgres),
# BENCH_DURATION (20s), BENCH_WARMUP (30s: the JIT needs it on two cores), BENCH_THREADS (2), BENCH_CONNECTIONS ("16 64").
set -euo pipefail
source "$(dirname "$0")/../lib.sh"
here=bench/auth

bench_start
export BENCH_THREADS
export BENCH_CLIENT_ID
BENCH_CLIENT_ID=$(bench_admin POST /admin/v1/apps '{"name":"bench"}' | bench_json_field '["client_id"]')

bench_table_header
for connections in ${BENCH_CONNECTIONS:-16 64}; do
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
  bench_wrk "refresh grant" "$connections" $here/refresh.lua "$(bench_url /v1beta/auth/access_token)"
done
BENCH_BEFORE_EACH=""
grant_tokens "$unused" "$access"
for connections in ${BENCH_CONNECTIONS:-16 64}; do
  bench_wrk "GET /v1beta/users/me" "$connections" $here/me.lua "$(bench_url /v1beta/users/me)"
done
echo
bench_machine
rm -f "$tokens" "$access" "$unused"
