# Sourced by bench/auth/run.sh: filling the database with users and their tokens, CPU time of processes from /proc,
# and where PostgreSQL's pages and WAL go during a run.

# bench_fill_users N CLIENT_ID [FROM]: anonymous users FROM (default 1) to N of the app, each with one live refresh
# token, made by generate_series in the benchmark's database, in batches of a million rows. The users were last seen
# and their tokens issued 30 days ago, so the tokens expire in 60 days (the default lifetime is 90), and a token's id
# is a ULID of that time, as the server makes them: the ids sort before the tokens issued during the run, and the
# expiry cleanup, which reads only tokens issued one lifetime ago, has none to read. Fills whichever token table the
# server's schema writes (refresh_token_v2 from issue 21 on, refresh_token before).
bench_fill_users() {
  local n=$1 client=$2 first=${3:-1} from to table began=$SECONDS
  table=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -At -c "select coalesce(to_regclass('refresh_token_v2')::text, 'refresh_token')")
  for ((from = first; from <= n; from += 1000000)); do
    to=$((from + 999999 < n ? from + 999999 : n))
    BENCH_PSQL_DB=$BENCH_DB bench_psql -v ON_ERROR_STOP=1 <<SQL
insert into users (id, client_id, created_at, last_seen_at)
  select 'usr_00' || lpad(to_hex(i), 24, '0'), '$client', now() - interval '30 days', now() - interval '30 days'
  from generate_series($from, $to) i;
$(if [ "$table" = refresh_token_v2 ]; then cat <<V2
insert into refresh_token_v2 (id, expires_at, secret_hash, user_id, family_id, client_id)
  select (lpad(to_hex((extract(epoch from now() - interval '30 days') * 1000)::bigint), 12, '0')
          || lpad(to_hex(i), 20, '0'))::uuid, now() + interval '60 days', sha256(int8send(i)),
         'usr_00' || lpad(to_hex(i), 24, '0'), 'fam_00' || lpad(to_hex(i), 24, '0'), '$client'
  from generate_series($from, $to) i;
V2
else cat <<V1
insert into refresh_token (token_hash, family_id, user_id, client_id, created_at, expires_at)
  select encode(sha256(int8send(i)), 'hex'), 'fam_00' || lpad(to_hex(i), 24, '0'),
         'usr_00' || lpad(to_hex(i), 24, '0'), '$client', now() - interval '30 days', now() + interval '60 days'
  from generate_series($from, $to) i;
V1
fi)
SQL
  done
  # Autovacuum may be off (it is on the development machine): set hint bits and statistics as it would have.
  BENCH_PSQL_DB=$BENCH_DB bench_psql -c "vacuum analyze users" -c "vacuum analyze $table" -c "checkpoint"
  echo "bench: filled users $first to $n and their refresh tokens ($table) in $((SECONDS - began)) s" >&2
}

# bench_table_sizes: each table of the token path with its indexes, in MB.
bench_table_sizes() {
  BENCH_PSQL_DB=$BENCH_DB bench_psql -At -F ' ' -c "
    select c.relname, pg_size_pretty(pg_relation_size(c.oid)), c.reltuples::bigint
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'i')
      and (c.relname like 'users%' or c.relname like 'refresh_token%')
    order by c.relname"
}

# bench_io_snapshot: per index and table of the token path, blocks read from outside shared_buffers and found in
# it, and the cluster's WAL records, full-page images and bytes, as one line to diff with bench_io_diff.
bench_io_snapshot() {
  BENCH_PSQL_DB=$BENCH_DB bench_psql -At -F ' ' -c "
    select relname, coalesce(heap_blks_read, 0), coalesce(heap_blks_hit, 0) from pg_statio_user_tables
      where relname like 'users' or relname like 'refresh_token%'
    union all
    select indexrelname, idx_blks_read, idx_blks_hit from pg_statio_user_indexes
      where relname like 'users' or relname like 'refresh_token%'
    union all
    select 'wal', wal_fpi, wal_bytes::bigint from pg_stat_wal
    union all
    select 'wal_records', wal_records, 0 from pg_stat_wal"
}

# bench_io_diff BEFORE AFTER GRANTS: what each relation read and hit per grant, and WAL per grant.
bench_io_diff() {
  python3 - "$1" "$2" "$3" <<'PY'
import sys
def load(s):
    out = {}
    for line in s.strip().splitlines():
        name, a, b = line.split()
        out[name] = (int(a), int(b))
    return out
before, after, grants = load(sys.argv[1]), load(sys.argv[2]), max(int(sys.argv[3]), 1)
for name in sorted(after):
    a, b = after[name]; a0, b0 = before.get(name, (0, 0))
    if name == 'wal':
        print(f"  WAL per grant: {(b - b0) / grants:,.0f} bytes, {(a - a0) / grants:.2f} full-page images")
    elif name == 'wal_records':
        print(f"  WAL records per grant: {(a - a0) / grants:.1f}")
    else:
        print(f"  {name:28} read {(a - a0) / grants:6.3f}  hit {(b - b0) / grants:6.2f} blocks per grant")
PY
}

bench_user_count() {
  BENCH_PSQL_DB=$BENCH_DB bench_psql -At -c "select count(*) from users"
}

# bench_purge_rate: the users erased a second by the inactive-user purge, first with the server idle, then while wrk
# runs anonymous grants (which add users as the purge erases them).
bench_purge_rate() {
  local start count0 count1 t0 t1
  start=$(bench_user_count)
  echo "waiting for the purge to start (it runs five minutes after start-up, then hourly, each run until done)"
  for _ in $(seq 1 400); do
    [ "$(bench_user_count)" -lt "$start" ] && break
    sleep 1
  done
  count0=$(bench_user_count); t0=$(date +%s.%N)
  sleep 30
  count1=$(bench_user_count); t1=$(date +%s.%N)
  python3 -c "import sys; print(f'purge, idle server: {(int(sys.argv[1]) - int(sys.argv[2])) / (float(sys.argv[4]) - float(sys.argv[3])):,.0f} users erased/s')" \
    "$count0" "$count1" "$t0" "$t1"
  local erased0 erased1 out
  erased0=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -At -c "select count(*) from users where id like 'usr_00%'")
  t0=$(date +%s.%N)
  out=$(wrk -t"$BENCH_THREADS" -c16 -d"$BENCH_DURATION" -s $here/anonymous.lua "$(bench_url /v1beta/auth/access_token)")
  t1=$(date +%s.%N)
  erased1=$(BENCH_PSQL_DB=$BENCH_DB bench_psql -At -c "select count(*) from users where id like 'usr_00%'")
  python3 -c "import sys; print(f'purge, under anonymous grants at 16 connections: {(int(sys.argv[1]) - int(sys.argv[2])) / (float(sys.argv[4]) - float(sys.argv[3])):,.0f} users erased/s, while {float(sys.argv[5]):,.0f} grants/s were served')" \
    "$erased0" "$erased1" "$t0" "$t1" "$(echo "$out" | awk '/Requests\/sec/ {print $2}')"
  echo "left to erase: $erased1 (of $start)"
}
