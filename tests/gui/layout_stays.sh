#!/bin/sh
# The window's layout does not drift across restarts: muster-gui started and quit three times with a fresh
# home (under a window manager, as a player's desktop has one) keeps the same size and splitters each time.
# Usage: layout_stays.sh MUSTER_GUI DATA_DIR ROSTER
exe=$1 data=$2 roster=$3
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
for run in 1 2 3; do
  env HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
    "$exe" --quit-when-shown --data-dir "$data" "$roster" >/dev/null || { echo "run $run failed"; exit 1; }
  # The kept placement: the [window/WxH] group of the settings file.
  sed -n '/^\[window\//,/^\[/p' "$home/.config/muster.conf" | grep '=' > "$home/run$run"
  echo "run $run:" $(cat "$home/run$run")
done
[ -s "$home/run1" ] || { echo "no placement was kept"; exit 1; }
cmp -s "$home/run1" "$home/run2" && cmp -s "$home/run1" "$home/run3" || { echo "the layout drifted"; exit 1; }
echo "the layout stays"
