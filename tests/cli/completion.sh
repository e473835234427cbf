#!/bin/bash
# SPDX-License-Identifier: MIT
#
# completion.sh COMPLETION - source the bash completion the build wrote and
# print what it offers for typical command lines, one line each, in a
# directory with a board blob, a board source, a module, a directory and a
# file of another kind (tests/golden/completion.txt holds the answers).
set -u
script=$1
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
touch board.dtb other.dts drivers.so notes.txt
mkdir boards
# shellcheck source=/dev/null
source "$script" || exit 1

offer() {
	COMP_WORDS=("$@")
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	COMPREPLY=()
	_platdev
	printf '%s ->' "$*"
	printf ' %s' $(printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort)
	printf '\n'
}

offer platdev ''
offer platdev de
offer platdev devices --j
offer platdev devices ''
offer platdev --module ''
offer platdev --generate ''
offer platdev help ti
offer platdev sim --r
offer platdev sim --run ''
offer platdev diff board.dtb ''
offer platdev check --
offer platdev why --json ''
