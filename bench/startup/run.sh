#!/usr/bin/env bash
# Start-up with and without the food table, alternated in one run, and the heap the table and the matcher hold.
#
# "Without" runs the same build with an empty food/sr28.tsv.gz first on the classpath: the table's thread fails at
# once and nothing else changes. Each start runs to a refreshed context (-Dspring.context.exit=onRefresh) on a fresh
# embedded database, so that every run is a first start (migrations included). The heap is measured in a JVM of its
# own (Footprint.java): used heap after a full GC, before and after loading the table and building the matcher.
#
# Usage: bench/startup/run.sh [rounds]   (default 3; build first: ./mvnw -B -q package -pl server -DskipTests)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS=${1:-3}
JAVA=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

./mvnw -B -q dependency:build-classpath -pl server -Dmdep.outputFile="$WORK/cp.txt" >/dev/null
CP="server/target/classes:$(cat "$WORK/cp.txt")"
mkdir -p "$WORK/empty/food"
gzip -c </dev/null >"$WORK/empty/food/sr28.tsv.gz"

start() { # $1: extra classpath prefix (or empty); prints seconds to a refreshed context
  local data="$WORK/data-$RANDOM$RANDOM" t0 t1
  t0=$(date +%s.%N)
  "$JAVA" -Dspring.context.exit=onRefresh -cp "$1$CP" larder.Larder \
    --larder.data-dir="$data" --server.port=0 >"$WORK/log" 2>&1 || true
  t1=$(date +%s.%N)
  rm -rf "$data"
  echo "$t1 - $t0" | bc
}

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "load before: $(uptime)"
for i in $(seq "$ROUNDS"); do
  without=$(start "$WORK/empty:")
  with=$(start "")
  echo "round $i: without the table ${without} s, with it ${with} s"
done
echo "load after: $(uptime)"
"$JAVA" -cp "$CP" bench/startup/Footprint.java
