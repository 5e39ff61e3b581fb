#!/bin/sh
# Rebuilds native/lame-mp3/lame-mp3.wasm (committed; nothing builds it at install or in CI).
# Needs Debian's emscripten and node-acorn packages and Debian's LAME source:
#   apt-get install emscripten node-acorn
#   (with a deb-src line for bookworm) apt-get source --download-only lame   # lame_3.100-6
# Run from an empty directory holding lame_3.100.orig.tar.gz and lame_3.100-6.debian.tar.xz:
#   sh /path/to/native/lame-mp3/build.sh
# Why -O3 -msimd128 -flto: the encoder is a fifth of a book's CPU time; the size-optimized
# build we used before (-Oz) took about 20 % more CPU for the same bytes (docs/architecture.md,
# "Where a book's time goes").
set -eu
here=$(cd "$(dirname "$0")" && pwd)
flags="-O3 -msimd128 -flto"
export NODE_PATH=/usr/share/nodejs # emcc's optimizer needs Debian's acorn
tar xzf lame_3.100.orig.tar.gz
tar xJf lame_3.100-6.debian.tar.xz
(cd lame-3.100 && for p in $(cat ../debian/patches/series); do patch -p1 -s < "../debian/patches/$p"; done)
mkdir -p build
cd build
# --host: a cross build, so configure does not try to run what emcc links; no x86 code is used
# (no nasm, no SSE intrinsics: config.h leaves both off).
emconfigure ../lame-3.100/configure --host=i686-pc-linux-gnu CFLAGS="-DNDEBUG -DNO_STDIO $flags" \
  --disable-dependency-tracking --disable-shared --disable-gtktest --disable-analyzer-hooks \
  --disable-decoder --disable-frontend >configure.log 2>&1
emmake make -j2 >make.log 2>&1
emcc "$here/lame-mp3.c" libmp3lame/.libs/libmp3lame.a -I../lame-3.100/include $flags -DNDEBUG \
  --no-entry -s STANDALONE_WASM -s MALLOC=emmalloc -s ALLOW_MEMORY_GROWTH -s NO_SUPPORT_ERRNO \
  -o "$here/lame-mp3.wasm"
echo "wrote $here/lame-mp3.wasm"
