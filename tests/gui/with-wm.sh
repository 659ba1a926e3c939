#!/bin/sh
# Runs a command on the current X display under a window manager (openbox), as on a player's desktop:
# focus after a dialog, window placement and activation then behave as they do there, not as on a bare
# X server. Usage (inside xvfb-run): with-wm.sh COMMAND [ARG...]
openbox --sm-disable >/dev/null 2>&1 &
wm=$!
# openbox takes over the screen within a moment; the window opened before it would be placed without it.
sleep 2
"$@"
code=$?
kill "$wm" 2>/dev/null
wait "$wm" 2>/dev/null
exit "$code"
