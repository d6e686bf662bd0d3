#!/usr/bin/env bash
# Builds and runs the retail benchmarks (one core each): Catalogue#best(Need) per need, and building the catalogue,
# at 2,000 and 20,000 products of bench/checkout's synthetic catalogue. Extra arguments go to JMH, e.g.
# ./run.sh 'CatalogueBenchmark.best' -p products=20000
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$root/bin/jdk.sh"
"$root/mvnw" -B -q -f "$here/pom.xml" package -DskipTests
cd "$here"
mkdir -p target/catalogue
python3 "$root/bench/checkout/catalogue.py" products 0 20000 > target/catalogue/products.tsv
python3 "$root/bench/checkout/catalogue.py" needs > target/catalogue/needs.txt
exec java -jar target/benchmarks.jar "$@"
