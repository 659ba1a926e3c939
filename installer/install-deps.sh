#!/usr/bin/env bash
# Installs the Debian 12 packages Muster needs to build, test and run; only what is missing.
set -euo pipefail

packages=(
  build-essential cmake pkg-config clang libclang-rt-14-dev
  libwxgtk3.2-dev libpugixml-dev libxml2-dev libicu-dev icu-devtools libhpdf-dev libboost-test-dev
  fonts-dejavu-core fonts-droid-fallback
  libxml2-utils jq poppler-utils qpdf xvfb xauth openbox libx11-dev libxtst-dev chromium
  file desktop-file-utils appstream shared-mime-info bash-completion lintian
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
