#!/usr/bin/env bash
# Installs what the web build's browser tests need (tests/web/package-lock.json: puppeteer-core, which
# drives Debian's chromium) into build/npm, once; `npm ci` installs exactly the locked versions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dest=$root/build/npm
if [ -f "$dest/node_modules/.package-lock.json" ] && cmp -s "$root/tests/web/package-lock.json" "$dest/package-lock.json"; then exit 0; fi
mkdir -p "$dest"
cp "$root/tests/web/package.json" "$root/tests/web/package-lock.json" "$dest/"
(cd "$dest" && npm ci --no-audit --no-fund --loglevel=error)
