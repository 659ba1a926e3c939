#!/usr/bin/env bash
# Installs the Debian 12 packages Muster needs to build, test and run; only what is missing.
set -euo pipefail

packages=(
  build-essential cmake pkg-config clang libclang-rt-14-dev clang-format
  libwxgtk3.2-dev wx3.2-i18n libpugixml-dev libxml2-dev libicu-dev icu-devtools libhpdf-dev libboost-test-dev
  fonts-dejavu-core fonts-droid-fallback
  libxml2-utils jq poppler-utils qpdf xvfb xauth openbox libx11-dev libxtst-dev chromium
  file desktop-file-utils appstream shared-mime-info bash-completion lintian
  emscripten nodejs
)
# npm comes with nodejs from NodeSource, as a package of its own from Debian.
command -v npm >/dev/null || packages+=(npm)

# The web build compiles pugixml, zlib and libharu from Debian's source packages (installer/web-third-party.sh).
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
if ! apt-cache showsrc pugixml 2>/dev/null | grep -q '^Package:'; then
  echo "Enabling Debian's source packages (deb-src) for the web build"
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    | $sudo tee /etc/apt/sources.list.d/muster-deb-src.sources >/dev/null
  $sudo apt-get update -qq
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
