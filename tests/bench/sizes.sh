#!/usr/bin/env bash
# Rosters at Muster's bounds (src/core/model/limits.h) and past them: wall time and peak memory of every
# command that reads a whole roster, the advisor's with a time limit (docs/reliability.md). Run by `make bench`, or alone:
#   tests/bench/sizes.sh [BUILD_DIR]          (default build/dev)
set -euo pipefail
build=${1:-build/dev}
cd "$(dirname "$0")/../.."
bin=$build/bin
data=$build/share/muster
hostile=tests/hardening/hostile.sh
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# "seconds peak-MB exit" of one command.
measure() {
    /usr/bin/time -f '%e %M' -o "$dir/time" "$@" >/dev/null 2>&1 && rc=0 || rc=$?
    read -r secs kb < <(tail -1 "$dir/time")  # after "Command exited with non-zero status N"
    printf '%6.2f s %6d MB  exit %d' "$secs" $((kb / 1024)) "$rc"
}
row() {
    local what=$1 file=$2
    printf '%-34s %7d KB\n' "$what" $(($(stat -c %s "$file") / 1024))
    printf '    check   %s\n' "$(measure "$bin/muster" check "$file" --data-dir "$data")"
    cp "$file" "$dir/edit.muster"
    printf '    set     %s\n' "$(measure "$bin/muster" set "$dir/edit.muster" --sc good --data-dir "$data")"
    printf '    export  %s\n' "$(measure "$bin/muster" export "$file" --format text -o "$dir/out.txt" --data-dir "$data")"
    rm -f "$dir/out.txt"
    printf '    roster  %s  %s pages\n' "$(measure "$bin/muster" roster "$file" -o "$dir/out.pdf" --data-dir "$data")" \
        "$( [ -f "$dir/out.pdf" ] && pdfinfo "$dir/out.pdf" 2>/dev/null | awk '/^Pages:/ { print $2 }' || echo 0)"
    rm -f "$dir/out.pdf"
    printf '    cards   %s  %s pages\n' "$(measure "$bin/muster" cards "$file" -o "$dir/out.pdf" --data-dir "$data")" \
        "$( [ -f "$dir/out.pdf" ] && pdfinfo "$dir/out.pdf" 2>/dev/null | awk '/^Pages:/ { print $2 }' || echo 0)"
    rm -f "$dir/out.pdf"
    # The advisor with a 2-second limit: the search stops there; reading and judging the roster come on top.
    printf '    fix     %s  (--time-limit 2000)\n' "$(measure "$bin/muster" fix "$file" --time-limit 2000 --data-dir "$data")"
    printf '    complete %s (--time-limit 2000)\n' "$(measure "$bin/muster" complete "$file" --time-limit 2000 --data-dir "$data")"
}

for shape in "full 1000" "commands 1000" "units 5000" "options 50000" "label 1000" "name 1000" \
             "commands 100000" "options 100000" "units 640000" "label 100000" "name 10000000"; do
    set -- $shape
    bash "$hostile" "$1" "$2" >"$dir/$1-$2.muster"
    row "$1 $2" "$dir/$1-$2.muster"
    rm -f "$dir/$1-$2.muster"
done
