#!/bin/sh
# SPDX-License-Identifier: MIT
#
# run_tool.sh MAX PROGRAM ARG... - run the inspector on a hostile blob.
# Passes when it exits with a status from 0 to MAX (1 for platdev check,
# whose findings exit 1; 0 for the other commands, which exit 1 when the
# board could not be set up or taken down) and no sanitizer reported
# anything; a crash, a signal, a usage error or a sanitizer report fails.
# Standard output is thrown away (it can be large); standard error is shown
# on failure.
max=$1
shift
err=$(mktemp) || exit 99
"$@" > /dev/null 2> "$err"
status=$?
if [ "$status" -le "$max" ] &&
   ! grep -q 'runtime error:\|Sanitizer\|SUMMARY:' "$err"; then
	rm -f "$err"
	exit 0
fi
head -c 20000 "$err" >&2
echo "run_tool.sh: exit status $status (at most $max expected): $*" >&2
rm -f "$err"
exit 1
