#!/bin/sh
# SPDX-License-Identifier: MIT
# oscheck.sh NM OBJECT...: fail when an object outside src/port/ refers to
# a symbol that neither the library defines nor a freestanding C library
# provides: string and ctype functions, snprintf-style formatting into a
# buffer, abort() (the simulated I/O backend's end for a stray access), and
# the compiler's helpers (__aeabi_*, the Thumb-1 switch tables
# __gnu_thumb1_case_*, ...), the linker-made bounds of the library's own
# sections (initcalls, CLK_OF_DECLARE entries, __setup() records), and, in the minimal
# profile, devres's calls into the resource trees, which then do not link. Everything that touches the
# OS (memory, locks, threads, time, output) must go through src/port/.
set -eu
nm=$1
shift
core=
all=
for o in "$@"; do
	all="$all $o"
	case $o in
	*/src/port/*) ;;
	*) core="$core $o" ;;
	esac
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2086
"$nm" -g --defined-only $all | awk 'NF == 3 { print $3 }' | sort -u >"$tmp/defined"
bad=0
for o in $core; do
	"$nm" -u "$o" | awk '{ print $NF }' | sort -u | comm -23 - "$tmp/defined" |
	grep -v -E '^(mem(cpy|set|cmp|move|chr)|str(cmp|ncmp|len|nlen|chr|rchr|cpy|ncpy|str|spn|cspn|tol|toul|toull|casecmp|ncasecmp)|v?snprintf|abort|ffs(l|ll)?|_ctype_|__locale_ctype_ptr|is(alnum|alpha|digit|xdigit|space|upper|lower|print)|to(upper|lower)|__aeabi_.*|__gnu_thumb1_case_[a-z]+|__atomic_.*|__[a-z]+[hsdt]i[23]|__(start|stop)_platdev_((init|exit)call|clk_of|setup)|__stack_chk_(fail|guard)|_GLOBAL_OFFSET_TABLE_|__(request|release)_region)$' \
		>"$tmp/extra" || true
	if [ -s "$tmp/extra" ]; then
		echo "oscheck: $o uses outside the port: $(tr '\n' ' ' <"$tmp/extra")" >&2
		bad=1
	fi
done
[ "$bad" -eq 0 ] && echo "oscheck: only src/port/ reaches beyond string and formatting functions"
exit "$bad"
