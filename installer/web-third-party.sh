#!/usr/bin/env bash
# Builds the C libraries of the web build (docs/web.md) for WebAssembly from Debian's source packages:
# emscripten's ports need the network at build time, so pugixml, zlib and libharu are compiled
# here like the project's own code. Sources and results stay in build/third_party, reused by later builds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tp=$root/build/third_party
prefix=$tp/wasm
mkdir -p "$tp" "$prefix/include" "$prefix/lib"
cd "$tp"

fetch() {  # Debian source package, the directory its upstream tarball unpacks to (Debian's patches are not needed)
  local pkg=$1 dir=$2
  [ -d "$dir" ] && return
  ls "${pkg}"_*.orig.tar.* >/dev/null 2>&1 || apt-get source --download-only "$pkg" >/dev/null 2>&1 || true
  ls "${pkg}"_*.orig.tar.* >/dev/null 2>&1 || {
    echo "web-third-party: cannot fetch the source of $pkg; installer/install-deps.sh enables Debian's deb-src" >&2; exit 1; }
  tar xf "${pkg}"_*.orig.tar.*
}

archive() {  # library name, compile flags (one string), sources...: compiled two at a time into lib<name>.a
  local name=$1 flags=$2; shift 2
  # Built again when its flags change (lib<name>.flags), as when the exception model changed.
  [ -f "$prefix/lib/lib$name.a" ] && [ "$(cat "$prefix/lib/lib$name.flags" 2>/dev/null)" = "$flags" ] && return
  echo "Building $name for WebAssembly"
  local obj=$tp/obj-$name
  rm -rf "$obj" "$prefix/lib/lib$name.a"
  mkdir -p "$obj"
  printf '%s\n' "$@" | xargs -P 2 -I{} sh -c "emcc -O2 $flags -c {} -o $obj/\$(basename {}).o"
  emar rcs "$prefix/lib/lib$name.a" "$obj"/*.o
  echo "$flags" > "$prefix/lib/lib$name.flags"
}

fetch pugixml pugixml-1.13
fetch zlib zlib-1.2.13.dfsg
fetch libharu libharu-RELEASE_2_3_0

cp pugixml-1.13/src/pugixml.hpp pugixml-1.13/src/pugiconfig.hpp "$prefix/include/"
# WebAssembly's own exceptions, as the project's code (CMakeLists.txt): emscripten's JavaScript ones
# route every call that may throw through JavaScript and made loading the data ~10x slower.
archive pugixml "-fwasm-exceptions" pugixml-1.13/src/pugixml.cpp

z=zlib-1.2.13.dfsg
cp $z/zlib.h "$prefix/include/" && cp $z/zconf.h.in "$prefix/include/zconf.h"
archive z "-I$prefix/include -DHAVE_UNISTD_H -DHAVE_STDARG_H" $z/adler32.c $z/compress.c $z/crc32.c $z/deflate.c $z/gzclose.c $z/gzlib.c \
  $z/gzread.c $z/gzwrite.c $z/infback.c $z/inffast.c $z/inflate.c $z/inftrees.c $z/trees.c $z/uncompr.c $z/zutil.c

h=libharu-RELEASE_2_3_0
# What libharu's configure would find here: C99 headers and zlib; no libpng (Muster draws no images).
cat > "$prefix/include/hpdf_config.h" <<'H'
#define LIBHPDF_HAVE_LIBZ 1
#define LIBHPDF_HAVE_NOPNGLIB 1
#define HPDF_NOPNGLIB 1
#define LIBHPDF_HAVE_STDLIB_H 1
#define LIBHPDF_HAVE_STRING_H 1
#define LIBHPDF_HAVE_STDINT_H 1
#define LIBHPDF_HAVE_UNISTD_H 1
#define LIBHPDF_STDC_HEADERS 1
H
cp $h/include/hpdf*.h "$prefix/include/"
archive hpdf "-I$prefix/include -Wno-everything" $h/src/*.c
