#!/bin/sh
# SPDX-License-Identifier: MIT
#
# props_seeds.sh - the seeds of fuzz_dtb_props for the boards of BOARDS:
# for each board (at most 256), its index with no flags and with every
# option flag (FL_DOMAINS_FIRST | FL_CHECK | FL_POPULATE_CHILDREN |
# FL_ONECELL), no ops. The target numbers the *.dtb of BOARDS in name
# order, as ls lists them here.
#
#   fuzz/props_seeds.sh BOARDS OUT
set -eu

n=$(ls "$1"/*.dtb | wc -l)
mkdir -p "$2"
i=0
while [ "$i" -lt "$n" ] && [ "$i" -lt 256 ]; do
	b=$(printf '\\%03o' "$i")
	printf "$b\\000\\000" >"$2/board-$i"
	printf "$b\\017\\000" >"$2/board-$i-flags"
	i=$((i + 1))
done
