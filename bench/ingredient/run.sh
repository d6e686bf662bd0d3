#!/usr/bin/env bash
# Builds and runs the ingredient benchmarks (one core each). Extra arguments go to JMH, e.g. ./run.sh Analyser
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$root/bin/jdk.sh"
"$root/mvnw" -B -q -f "$here/pom.xml" package -DskipTests
cd "$here"
exec java -jar target/benchmarks.jar "$@"
