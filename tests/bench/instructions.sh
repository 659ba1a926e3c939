#!/usr/bin/env bash
# `muster check --summary` over 1,000 generated rosters against its floor and its rival, in instructions
# (valgrind's callgrind; a loaded machine does not move them): a bare pugixml parse of the same files
# and `xmllint --schema`. Targets (docs/performance.md): at most 3x the parse, at most 0.5x xmllint.
#   tests/bench/instructions.sh [BUILD_DIR]     (default build/release)
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/../.."
bin=$build/bin
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin/muster-bench" generate "$dir/rosters" 1000 >/dev/null

# Instructions executed by one command (every process it starts included).
instructions() {
  valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$dir/cg.%p" "$@" >/dev/null 2>&1 || true
  cat "$dir"/cg.* | sed -n 's/^summary: \([0-9]*\).*/\1/p' | awk '{s += $1} END {print s}'
  rm -f "$dir"/cg.*
}
check=$(instructions "$bin/muster" check "$dir/rosters" --summary --data-dir "$build/share/muster")
parse=$(instructions "$bin/muster-parse-floor" "$dir"/rosters/*.muster)
schema=$(instructions xmllint --noout --schema schema/roster.xsd "$dir"/rosters/*.muster)
awk -v c="$check" -v p="$parse" -v x="$schema" 'BEGIN {
  printf "muster check --summary, 1000 rosters: %6.1f M instructions\n", c / 1e6
  printf "pugixml parse only (the floor):       %6.1f M instructions\n", p / 1e6
  printf "xmllint --schema:                     %6.1f M instructions\n", x / 1e6
  printf "check / parse:   %.2f x (target <= 3)\n", c / p
  printf "check / xmllint: %.2f x (target <= 0.5)\n", c / x
}'
