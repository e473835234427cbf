#!/bin/sh
# SPDX-License-Identifier: MIT
#
# json_every_board.sh PLATDEV DIR - every --json command on every board in
# DIR exits 0 (diff: 0 or 1) and prints one valid JSON document whose
# "schema_version" and "command" are set: show, tree, devices, iomem,
# timeline, why on the nodes of the board's first and last devices (the
# in-process test_tool_why asks about every device's node, which takes a
# board set up per question here), and diff with the next board. Validity is
# check_json.py's verdict (python3's json module's).
set -u
platdev=$1
dir=$2
checker=$(dirname "$0")/check_json.py
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

# check_json FILE COMMAND WHAT: FILE holds a valid document of COMMAND.
check_json() {
	extra=
	[ "$2" = why ] && extra=--why-names-devices
	python3 "$checker" "$1" "$2" $extra ||
		{ echo "$3: not a valid '$2' document"; return 1; }
}

set -- "$dir"/*.dtb
[ -e "$1" ] || { echo "no boards in $dir"; exit 77; }
for board in "$@"; do
	for cmd in show tree devices iomem timeline; do
		"$platdev" $cmd --json "$board" > "$tmp/out" 2> "$tmp/err" ||
			{ echo "$cmd $board: exit $?"; cat "$tmp/err"; fail=1; continue; }
		check_json "$tmp/out" $cmd "$cmd $board" || fail=1
	done
	# why, for the nodes of the first and the last device made from one
	python3 -c 'import json,sys
nodes = [d["of_node"] for d in json.load(open(sys.argv[1]))["devices"] if d["of_node"]]
print("\n".join(sorted(set(nodes[:1] + nodes[-1:]))))' "$tmp/out" > "$tmp/nodes" 2>/dev/null
	while IFS= read -r node; do
		"$platdev" why --json "$node" "$board" > "$tmp/why" 2> "$tmp/err" ||
			{ echo "why $node $board: exit $?"; cat "$tmp/err"; fail=1; continue; }
		check_json "$tmp/why" why "why $node $board" || fail=1
	done < "$tmp/nodes"
	if [ -n "${previous:-}" ]; then
		"$platdev" diff --json "$previous" "$board" > "$tmp/out" 2> "$tmp/err"
		status=$?
		if [ $status -gt 1 ]; then
			echo "diff $previous $board: exit $status"
			cat "$tmp/err"
			fail=1
		else
			check_json "$tmp/out" diff "diff $previous $board" || fail=1
		fi
	fi
	previous=$board
done
exit $fail
