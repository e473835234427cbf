#!/bin/sh
# SPDX-License-Identifier: MIT
# fwarchive.sh AR OUT.a OBJECT...: archive the library's objects under
# names that keep their folder (src/base/bus.c.obj -> base_bus.o), so that
# a link map tells base/bus.c from amba/bus.c.
set -eu
ar=$1
out=$2
shift 2
dir=$out.d
rm -rf "$dir" "$out"
mkdir -p "$dir"
for o in "$@"; do
	folder=$(basename "$(dirname "$o")")
	name=$(basename "$o" .obj)
	cp "$o" "$dir/${folder}_${name%.c}.o"
done
"$ar" rcs "$out" "$dir"/*.o
