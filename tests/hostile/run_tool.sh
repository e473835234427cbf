#!/bin/sh
# SPDX-License-Identifier: MIT
#
# run_tool.sh EXPECT PROGRAM ARG... - run the inspector on a hostile blob.
# EXPECT is one of:
#
#   MAX           it exits with a status from 0 to MAX (1 for platdev
#                 check, whose findings exit 1, and for diff against
#                 another board, which differs; 0 for the other commands,
#                 which exit 1 when the board could not be set up or taken
#                 down)
#   json:MAX:CMD  as MAX, and standard output is one valid JSON document
#                 of command CMD (tests/cli/check_json.py)
#   refused       the blob is refused: a non-zero status, and exactly one
#                 line on standard error saying why
#
# In every case a crash, a signal or a sanitizer report (a leak too) fails.
# The time limit is CTest's. Standard output is kept in a temporary file
# only while it is checked (it can be large); standard error is shown on
# failure.
expect=$1
shift
checker=$(dirname "$0")/../cli/check_json.py
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

command=$*
"$@" > "$tmp/out" 2> "$tmp/err"
status=$?

# fail WHY: show standard error and why the run failed.
fail() {
	head -c 20000 "$tmp/err" >&2
	echo "run_tool.sh: $1: $command" >&2
	exit 1
}

if grep -q 'runtime error:\|Sanitizer\|SUMMARY:' "$tmp/err"; then
	fail "a sanitizer reported (exit status $status)"
fi
[ "$status" -lt 128 ] || fail "killed by signal $((status - 128))"

case $expect in
refused)
	[ "$status" -ne 0 ] || fail "exit status 0 for a refused blob"
	lines=$(wc -l < "$tmp/err")
	[ "$lines" -eq 1 ] ||
		fail "$lines lines on standard error, one expected"
	;;
json:*)
	max=${expect#json:}
	cmd=${max#*:}
	max=${max%%:*}
	[ "$status" -le "$max" ] ||
		fail "exit status $status (at most $max expected)"
	python3 "$checker" "$tmp/out" "$cmd" 2>> "$tmp/err" ||
		fail "not a valid '$cmd' document"
	;;
*)
	[ "$status" -le "$expect" ] ||
		fail "exit status $status (at most $expect expected)"
	;;
esac
exit 0
