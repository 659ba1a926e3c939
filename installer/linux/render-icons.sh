#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the icon's PNG sizes, the Windows .ico and the macOS .icns from the SVG (Debian packages
# librsvg2-bin, icoutils, icnsutils). The results are committed, so building never needs this:
# run it after changing the SVG.
set -euo pipefail
cd "$(dirname "$0")/icons"
icon=io.github.muster.Muster
for size in 16 22 24 32 48 64 128 256 512; do
  rsvg-convert -w "$size" -h "$size" "$icon.svg" -o "$icon-$size.png"
done
# Windows keeps the small sizes as bitmaps and the 256 px one as PNG (-r), as Explorer expects.
icotool -c -o ../../windows/muster.ico "$icon"-{16,24,32,48,64}.png -r "$icon-256.png"
png2icns ../../macos/muster.icns "$icon"-{16,32,128,256,512}.png >/dev/null
