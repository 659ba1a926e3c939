#!/usr/bin/env bash
# `make bench`: one validation of the largest example, the fix-its of illegal variants, then `muster check --summary` over 1,000
# generated rosters beside xmllint's schema check of the same files (CPU seconds of each process), the
# event report of 200 rosters, then the speed of `muster import` on typed lists.
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/../.."
bin=$build/bin
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

"$bin/muster-bench" validate 20000
"$bin/muster-bench" fixes 50
"$bin/muster-bench" advisor
"$bin/muster-bench" generate "$dir" 1000 >/dev/null

# CPU seconds (user + system) of one command, to the millisecond.
cpu() { local TIMEFORMAT='%3U %3S'; { time "$@" >/dev/null 2>&1; } 2>&1 | awk '{printf "%.3f", $1 + $2}'; }
muster_cpu=$(cpu "$bin/muster" check "$dir" --summary --data-dir "$build/share/muster" || true)
xmllint_cpu=$(cpu xmllint --noout --schema schema/roster.xsd "$dir"/*.muster || true)
echo "muster check --summary, 1000 rosters: ${muster_cpu} s CPU"
echo "xmllint --schema,       1000 rosters: ${xmllint_cpu} s CPU"

# The event report of a large event: 200 rosters checked against a pack, the page, the CSV and 200 PDFs.
"$bin/muster-bench" generate "$dir/event" 200 >/dev/null
report_cpu=$(cpu "$bin/muster" check "$dir/event" --event lists/events/thirty-years-war-open.xml --report "$dir/report" \
  --data-dir "$build/share/muster" || true)
echo "muster check --report,   200 rosters: ${report_cpu} s CPU (page, CSV and $(ls "$dir/report"/*.pdf | wc -l) PDFs)"

# Reading lists as players type them: the examples exported as text, Markdown and BBCode in two
# languages, and the hand-typed corpus of tests/import.
mkdir "$dir/texts"
for example in lists/examples/*.muster; do
  for format in text markdown bbcode; do
    for lang in en it; do
      "$bin/muster" export "$example" --format "$format" --lang "$lang" --data-dir "$build/share/muster" \
        -o "$dir/texts/$(basename "$example" .muster).$format.$lang.txt"
    done
  done
done
"$bin/muster-bench" import "$build/share/muster" "$dir/texts" 5000

# Rosters at Muster's bounds and past them: time and peak memory of check, set, export and the PDFs.
bash tests/bench/sizes.sh "$build"

# Printing and the desktop window's update after an edit.
"$bin/muster-print-bench"
[ -x "$bin/muster-gui-bench" ] && "$bin/muster-gui-bench"

# The desktop window's start-up: from the program's start to its window shown and idle with the Swedish
# example open (muster-gui --quit-when-shown prints it), on a virtual display; the median of 5 runs.
if [ -x "$bin/muster-gui" ] && command -v Xvfb >/dev/null; then
  home=$(mktemp -d)
  Xvfb :97 -screen 0 1366x768x24 >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  times=()
  for _ in 1 2 3 4 5; do
    times+=("$(HOME=$home DISPLAY=:97 "$bin/muster-gui" --quit-when-shown --data-dir "$build/share/muster" \
      lists/examples/swedish-600.muster 2>/dev/null | sed -n 's/^start-up: \([0-9]*\) ms$/\1/p')")
  done
  kill "$xvfb"
  rm -rf "$home"
  echo "muster-gui start-up with the Swedish example: $(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p) ms (median of ${times[*]})"
fi

# The web page (docs/web.md): its first load, how soon it is ready, one validation in the page.
if [ -f build/web/index.html ] && [ -d build/npm/node_modules/puppeteer-core ] && command -v node >/dev/null; then
  node tests/bench/web.mjs build/web build/npm
else
  echo "web page: not measured (make web, then bash installer/web-test-deps.sh)"
fi
