#!/usr/bin/env bash
# `muster check --summary` over 1,000 generated rosters, in instructions (valgrind callgrind, which the
# machine's load does not move), beside its floor (pugixml parsing the same files, nothing more) and
# xmllint's schema check of them. Targets: at most 3 x the parse, at most 0.5 x xmllint.
#   tests/bench/instructions.sh [BUILD_DIR]      (default build/dev)
set -euo pipefail
build=${1:-build/dev}
cd "$(dirname "$0")/../.."
bin=$build/bin
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin/muster-bench" generate "$dir/rosters" 1000 >/dev/null

# Instructions executed by one command, as callgrind counts them (every thread and child).
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$dir/callgrind.%p" "$@" >/dev/null 2>"$dir/valgrind.log" || true
  local total
  total=$(sed -n 's/^summary: \([0-9]*\).*/\1/p' "$dir"/callgrind.* | awk '{s += $1} END {print s}')
  rm -f "$dir"/callgrind.*
  echo "$total"
}
check=$(instructions "$bin/muster" check "$dir/rosters" --summary --data-dir "$build/share/muster")
parse=$(instructions "$bin/muster-parse-floor" "$dir/rosters")
xmllint=$(instructions xmllint --noout --schema schema/roster.xsd "$dir"/rosters/*.muster)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
echo "muster check --summary, 1000 rosters: $check instructions"
echo "pugixml parse only,     1000 rosters: $parse instructions (check is $(ratio "$check" "$parse") x; target <= 3)"
echo "xmllint --schema,       1000 rosters: $xmllint instructions (check is $(ratio "$check" "$xmllint") x; target <= 0.5)"
