#!/bin/sh
# SPDX-License-Identifier: MIT
#
# typed_checks.sh PLATDEV CC "CFLAGS" SRCDIR: what `platdev gen --pdata`
# leaves to the compiler (platdev/gen.h's PLATDEV_GEN_CHECK_*()), on the
# "test,checked*" nodes of typed_props.dtb and struct typed_checked
# (typed_checks.h): the board compiles when the values fit, and does not,
# with the check's message, when a header changed behind gen's back, a
# value does not fit a char, or an array whose length is a macro is too
# short.
set -u

platdev=$1 cc=$2 cflags=$3 src=$4
dtb=$(dirname "$platdev")/../../tests/dts/typed_props.dtb
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# gen_compile NAME COMPAT [CC ARGS]: generate with COMPAT's data, compile.
gen_compile() {
	name=$1 compat=$2
	shift 2
	if ! "$platdev" gen --only "$compat" --types "$src/typed_checks.h" \
		--pdata "$compat=typed_checked" "$dtb" -o "$work/$name.c"; then
		echo "FAIL $name: gen refused"
		status=1
		return 2
	fi
	# shellcheck disable=SC2086
	$cc $cflags "$@" -Wall -Wextra -Werror -c "$work/$name.c" \
		-o "$work/$name.o" >"$work/$name.err" 2>&1
}

# expect_error NAME COMPAT MESSAGE [CC ARGS]
expect_error() {
	name=$1 compat=$2 message=$3
	shift 3
	if gen_compile "$name" "$compat" "$@"; then
		echo "FAIL $name: the board compiled"
		status=1
	elif ! grep -qF "$message" "$work/$name.err"; then
		echo "FAIL $name: the compiler did not say: $message"
		head -5 "$work/$name.err"
		status=1
	else
		echo "ok $name: $message"
	fi
}

if gen_compile fits test,checked; then
	for check in "PLATDEV_GEN_CHECK_FITS(typed_checked, level, 100);" \
		"PLATDEV_GEN_CHECK_FITS(typed_checked, addr, 2147483648u);" \
		"PLATDEV_GEN_CHECK_ELEMENTS(typed_checked, taps, 1u << PLATDEV_FIELD_UNSIGNED, 1, 3);"; do
		grep -qF "$check" "$work/fits.c" ||
			{ echo "FAIL fits: no $check"; status=1; }
	done
	echo "ok fits: the board compiles"
else
	echo "FAIL fits: the board does not compile"
	cat "$work/fits.err"
	status=1
fi
expect_error shrunk test,checked \
	"struct typed_checked, member speed: not what \`platdev gen\` read" \
	-DTYPED_CHECKS_SHRINK
expect_error char test,checked-char \
	"struct typed_checked, member level: a value of the tree does not fit"
expect_error taps test,checked-taps \
	"struct typed_checked, member taps: not the array \`platdev gen\` read, or too short"
exit $status
