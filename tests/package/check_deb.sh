#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Packages the already-built tree of BUILD_DIR as a .deb, unpacks it into a scratch root (the machine
# is left alone) and checks what a user gets: the unpacked muster finds its data with no flags, the
# desktop entry, metainfo and MIME type validate, bash completion completes, and lintian finds no errors.
# Usage: check_deb.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
source=$2

fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in cpack dpkg-deb desktop-file-validate appstreamcli lintian update-mime-database; do
  command -v "$tool" >/dev/null || fail "$tool is missing: run installer/install-deps.sh"
done
[ -f /usr/share/bash-completion/bash_completion ] || fail "bash-completion is missing: run installer/install-deps.sh"

scratch=$(mktemp -d "$build/package-test.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

echo "== cpack -G DEB"
# cpack would first run the build's preinstall target, which rebuilds whatever is out of date; this
# test packages the tree as built, so CPack installs it with the build's own install script instead
# (stripping, as CPACK_STRIP_FILES would).
cat >"$scratch/install.cmake" <<EOF
set(CMAKE_INSTALL_PREFIX /usr)
set(CMAKE_INSTALL_DO_STRIP ON)
include("$build/cmake_install.cmake")
EOF
cat >"$scratch/config.cmake" <<EOF
include("$build/CPackConfig.cmake")
set(CPACK_INSTALL_CMAKE_PROJECTS "")
set(CPACK_INSTALL_SCRIPTS "$scratch/install.cmake")
EOF
cpack --config "$scratch/config.cmake" -G DEB -B "$scratch/out" >"$scratch/cpack.log" 2>&1 || { cat "$scratch/cpack.log"; fail "cpack failed"; }
debs=("$scratch"/out/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb in $scratch/out"
deb=${debs[0]}
echo "built $(basename "$deb")"

echo "== control fields"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for pkg in libc6 libstdc++6 libwxgtk3.2-1 libpugixml1v5 libicu72 libhpdf-2.3.0 fonts-dejavu-core; do
  [[ ", $depends," == *", $pkg "* || ", $depends," == *", $pkg,"* ]] || fail "Depends lacks $pkg"
done
[ "$(dpkg-deb -f "$deb" Section)" = utils ] || fail "Section is not utils"
dpkg-deb -f "$deb" Maintainer | grep -q '<.*@.*>' || fail "Maintainer has no address"

echo "== contents"
root=$scratch/root
dpkg-deb -x "$deb" "$root"
app=io.github.muster.Muster
for f in usr/bin/muster usr/bin/muster-gui \
         usr/share/muster/lists/baroque/system.xml usr/share/muster/schema/roster.xsd usr/share/muster/i18n/root.res \
         usr/share/applications/$app.desktop usr/share/metainfo/$app.metainfo.xml usr/share/mime/packages/muster.xml \
         usr/share/icons/hicolor/scalable/apps/$app.svg usr/share/icons/hicolor/48x48/apps/$app.png \
         usr/share/bash-completion/completions/muster usr/share/man/man1/muster.1.gz \
         usr/share/doc/muster/copyright usr/share/doc/muster/changelog.gz \
         usr/share/muster/docs/desktop.md usr/share/muster/docs/screenshots/gui-legal.png; do
  [ -e "$root/$f" ] || fail "the package lacks /$f"
done

echo "== the unpacked muster, started from PATH with no data flags"
unset MUSTER_DATA_DIR
mkdir "$scratch/work"
cp "$source/lists/examples/swedish-600.muster" "$scratch/work/"
cd "$scratch/work"
export PATH="$root/usr/bin:$PATH"
[ "$(command -v muster)" = "$root/usr/bin/muster" ] || fail "PATH does not start with the unpacked muster"
muster check swedish-600.muster || fail "muster check of the example roster exited with $?"
# The program's own data, not the source tree's: a list removed from the unpacked data must vanish.
grep -q '^  ottoman ' <<<"$(muster lists)" || fail "muster lists does not show the ottoman list"
rm "$root/usr/share/muster/lists/baroque/ottoman.xml"
if grep -q '^  ottoman ' <<<"$(muster lists)"; then fail "muster reads data outside the unpacked package"; fi
grep -q '^  swedish ' <<<"$("$root/usr/bin/muster" lists)" || fail "muster started by full path does not find its data"
if grep -q '^  roster ' <<<"$(muster help)"; then
  muster roster swedish-600.muster -o roster.pdf || fail "muster roster exited with $?"
  [ "$(head -c 5 roster.pdf)" = "%PDF-" ] || fail "muster roster wrote no PDF"
else
  echo "note: this muster has no roster command yet; PDF output not checked"
fi

# muster-gui finds its data by the same code as muster (tests/gui drives its window); here: it can load.
for program in muster muster-gui; do
  ! ldd "$root/usr/bin/$program" | grep 'not found' || fail "$program needs libraries that are not installed"
done

echo "== desktop entry, metainfo, MIME type"
desktop-file-validate "$root/usr/share/applications/$app.desktop" || fail "desktop-file-validate"
grep -qx 'Exec=muster-gui %f' "$root/usr/share/applications/$app.desktop" || fail "the desktop entry does not open files with muster-gui"
appstreamcli validate --no-net --explain "$root/usr/share/metainfo/$app.metainfo.xml" || fail "appstreamcli validate"
cp -r "$root/usr/share/mime" "$scratch/mime"
# It notes on stderr that the scratch folder is not on XDG_DATA_DIRS; only errors and warnings count.
update-mime-database "$scratch/mime" 2>"$scratch/mime.log" && ! grep -Eiq 'error|warning|invalid|unknown' "$scratch/mime.log" ||
  { cat "$scratch/mime.log"; fail "update-mime-database"; }
grep -qx 'urn:muster:roster:1 roster application/x-muster-roster' "$scratch/mime/XMLnamespaces" || fail "MIME type lacks the roster namespace"
grep -q ':application/x-muster-roster:\*\.muster' "$scratch/mime/globs2" || fail "MIME type lacks the *.muster pattern"

echo "== bash completion"
completions=$(bash -c '
  source /usr/share/bash-completion/bash_completion
  source "$1"
  COMP_WORDS=(muster ch); COMP_CWORD=1; COMP_LINE="muster ch"; COMP_POINT=${#COMP_LINE}
  _muster; echo "${COMPREPLY[*]}"
  COMP_WORDS=(muster check --f); COMP_CWORD=2; COMP_LINE="muster check --f"; COMP_POINT=${#COMP_LINE}
  _muster; echo "${COMPREPLY[*]}"
  COMP_WORDS=(muster show sw); COMP_CWORD=2; COMP_LINE="muster show sw"; COMP_POINT=${#COMP_LINE}
  _muster; echo "${COMPREPLY[*]}"
  COMP_WORDS=(muster check --re); COMP_CWORD=2; COMP_LINE="muster check --re"; COMP_POINT=${#COMP_LINE}
  _muster; echo "${COMPREPLY[*]}"' _ "$root/usr/share/bash-completion/completions/muster")
echo "$completions"
[ "$completions" = $'check\n--format --force\nswedish\n--report' ] || fail "bash completion gave the wrong words"

echo "== lintian"
# Errors fail the test; warnings are reported. Running as root only earns a notice.
lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian found errors"
echo "package test passed"
