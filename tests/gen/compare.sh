#!/bin/sh
# SPDX-License-Identifier: MIT
#
# compare.sh PLATDEV HARNESS CC "CFLAGS" DTB... : for every board, write
# the full-profile board file with `platdev gen` (twice: the same bytes),
# compile it warning-free (-Wall -Wextra -Werror) as a module of
# gen_harness, and compare what it registers with what populate makes from
# the blob (gen_harness.c says what is compared): identical. A board that
# gen refuses must be refused in exactly one line on stderr.
# WORK (the environment; default a temporary folder) keeps the files.
# TYPES=FILE.h and PDATA="COMPAT=TAG ..." (the environment) add typed
# platform data: gen writes it with --types/--pdata, and the harness
# compares it with what the runtime reader makes of the blob's nodes.
set -u

platdev=$1 harness=$2 cc=$3 cflags=$4
shift 4
typed=
for p in ${PDATA:-}; do
	typed="$typed --pdata $p"
done
[ -z "${TYPES:-}" ] || typed="--types $TYPES$typed"
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
status=0 compared=0 refused=0
for dtb in "$@"; do
	b=$work/$(basename "$dtb" .dtb)
	# shellcheck disable=SC2086
	if ! "$platdev" gen $typed "$dtb" -o "$b.c" 2>"$b.err"; then
		if [ "$(wc -l <"$b.err")" -ne 1 ] || [ -e "$b.c" ]; then
			echo "FAIL $dtb: refused without exactly one line (or left $b.c):"
			cat "$b.err"
			status=1
		else
			refused=$((refused + 1))
			echo "refused $(cat "$b.err")"
		fi
		continue
	fi
	if [ -s "$b.err" ]; then
		echo "FAIL $dtb: gen succeeded but said:"
		cat "$b.err"
		status=1
	fi
	# shellcheck disable=SC2086
	"$platdev" gen $typed "$dtb" -o "$b.again.c" 2>/dev/null
	if ! cmp -s "$b.c" "$b.again.c"; then
		echo "FAIL $dtb: two runs wrote different files"
		status=1
	fi
	# shellcheck disable=SC2086
	if ! $cc $cflags -Wall -Wextra -Werror -shared -fPIC -o "$b.so" "$b.c" 2>"$b.cc.err"; then
		echo "FAIL $dtb: the file does not compile:"
		head -20 "$b.cc.err"
		status=1
		continue
	fi
	# shellcheck disable=SC2086
	"$harness" --blob "$dtb" ${PDATA:+--pdata-from "$b.so" $PDATA} >"$b.blob.txt" 2>"$b.blob.err" ||
		{ echo "FAIL $dtb: the harness cannot populate it"; cat "$b.blob.err"; status=1; continue; }
	"$harness" --board "$b.so" >"$b.gen.txt" 2>"$b.gen.err" ||
		{ echo "FAIL $dtb: the generated board does not register"; cat "$b.gen.err"; status=1; continue; }
	if ! cmp -s "$b.blob.txt" "$b.gen.txt"; then
		echo "FAIL $dtb: the generated board differs from populate's:"
		diff "$b.blob.txt" "$b.gen.txt" | head -20
		status=1
		continue
	fi
	compared=$((compared + 1))
	echo "same $dtb: $(grep -c '^device' "$b.gen.txt") devices"
done
echo "compare: $compared boards identical, $refused refused in one line"
[ -n "${WORK:-}" ] || rm -rf "$work"
exit $status
