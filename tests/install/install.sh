#!/bin/sh
# SPDX-License-Identifier: MIT
#
# install.sh BUILD SRC CMAKE CC PKG_CONFIG MASK [CFLAGS]
#
# An installed platdev as a user meets it. BUILD is installed with
# `cmake --install BUILD --prefix`, and the prefix is then moved, so that
# nothing may point at the place it was installed to (nor at BUILD). Then,
# with no environment variable but PKG_CONFIG_PATH or CMAKE_PREFIX_PATH:
#
#   pkg-config  the flags point into the prefix and carry PLATDEV_FEATURES
#               (MASK, the build's); consumer/app.c built with
#               `--cflags --libs` runs without LD_LIBRARY_PATH
#   CMake       find_package(platdev) finds the prefix; app.c linked with
#               platdev::platdev (static) and platdev::platdev_shared runs
#   --module    tests/modules/demo_module.c built with the README's command
#               (and as a CMake MODULE with platdev::headers) is loaded by
#               the installed inspector, which binds its driver
#
# CFLAGS: the build's sanitizer flags, which a program linking the
# instrumented library needs as well. Exit 77 (skip): no pkg-config.
set -eu

build=$1
src=$2
cmake=$3
cc=$4
pkgconfig=$5
mask=${6%u}
cflags=${7:-}
here=$src/tests/install
module_src=$src/tests/modules/demo_module.c
dtb=$build/tests/dts/of_populate.dtb

fail() {
	echo "install: $*" >&2
	exit 1
}

command -v "$pkgconfig" >/dev/null 2>&1 ||
	{ echo "install: no $pkgconfig, skipping"; exit 77; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/platdev-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
tmp=$(cd "$tmp" && pwd -P)

echo "+ $cmake --install $build --prefix $tmp/staged"
"$cmake" --install "$build" --prefix "$tmp/staged" >"$tmp/install.log" 2>&1 ||
	{ cat "$tmp/install.log"; fail "cmake --install failed"; }
mv "$tmp/staged" "$tmp/prefix"
prefix=$tmp/prefix

# A program runs as a user's would: without LD_LIBRARY_PATH.
run() {
	out=$(env -u LD_LIBRARY_PATH "$@" 2>&1) || { echo "$out"; fail "$* failed"; }
	echo "$out"
	case $out in
	*"features $mask"*) ;;
	*) fail "$*: not built with PLATDEV_FEATURES=${mask}u" ;;
	esac
}

# --- pkg-config -------------------------------------------------------------

pc=$(find "$prefix" -name platdev.pc)
[ -n "$pc" ] || fail "no platdev.pc under $prefix"
pkgconf() {
	PKG_CONFIG_PATH=$(dirname "$pc") "$pkgconfig" "$@"
}
flags=$(pkgconf --cflags --libs platdev)
echo "pkg-config --cflags --libs platdev: $flags"
case $flags in
*"$tmp/staged"* | *"$build"*) fail "the flags point outside the prefix" ;;
esac
case " $flags " in
*" -DPLATDEV_FEATURES=${mask}u "*) ;;
*) fail "the flags do not define PLATDEV_FEATURES=${mask}u" ;;
esac
for var in includedir libdir; do
	dir=$(pkgconf --variable=$var platdev)
	real=$(cd "$dir" 2>/dev/null && pwd -P) || fail "$var $dir does not exist"
	case $real in
	"$prefix"/*) ;;
	*) fail "$var $dir is not in the prefix $prefix" ;;
	esac
done

# shellcheck disable=SC2086 # (the flags are words)
"$cc" $cflags -o "$tmp/app_pkgconfig" "$here/consumer/app.c" $flags ||
	fail "building with pkg-config failed"
run "$tmp/app_pkgconfig"

# --- CMake ------------------------------------------------------------------

echo "+ $cmake -S $here/consumer -B $tmp/consumer -DCMAKE_PREFIX_PATH=$prefix"
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL "$cmake" -S "$here/consumer" \
	-B "$tmp/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
	-DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="$cflags" \
	-DCMAKE_EXE_LINKER_FLAGS="$cflags" \
	-DPLATDEV_TEST_MODULE="$module_src" >"$tmp/consumer.log" 2>&1 &&
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL "$cmake" --build \
		"$tmp/consumer" >>"$tmp/consumer.log" 2>&1 ||
	{ cat "$tmp/consumer.log"; fail "the CMake project failed"; }
grep -q "platdev_DIR=$prefix/" "$tmp/consumer.log" ||
	{ cat "$tmp/consumer.log"; fail "find_package(platdev) did not find $prefix"; }
run "$tmp/consumer/app_static"
run "$tmp/consumer/app_shared"

# --- a driver module for the inspector --------------------------------------

if [ ! -x "$prefix/bin/platdev" ]; then
	echo "install: no inspector installed (PLATDEV_BUILD_TOOLS=OFF): modules not loaded"
	exit 0
fi
[ -f "$dtb" ] || fail "no $dtb (the tests' device trees) to load modules on"
# The README's command line, with this build's compiler.
# shellcheck disable=SC2046
"$cc" -shared -fPIC $(pkgconf --cflags platdev) -o "$tmp/demo_module.so" \
	"$module_src" || fail "building the module with pkg-config failed"
for module in "$tmp/demo_module.so" "$tmp/consumer/cmake_module.so"; do
	out=$(env -u LD_LIBRARY_PATH "$prefix/bin/platdev" --module "$module" \
		devices --json "$dtb" 2>&1) ||
		{ echo "$out"; fail "platdev --module $module failed"; }
	case $out in
	*'"driver": "demo-module-uart", "state": "bound"'*)
		echo "platdev --module $module: demo-module-uart bound" ;;
	*) echo "$out"; fail "platdev --module $module: the module's driver did not bind" ;;
	esac
done
echo "install: pkg-config, CMake (static and shared) and --module work from a moved prefix"
