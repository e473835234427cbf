#!/bin/sh
# SPDX-License-Identifier: MIT
# logcheck.sh ELF LEVEL: the size image keeps exactly the log messages that
# PLATDEV_LOG_MIN_LEVEL (LEVEL, 0-7) compiles in. size_main.c logs one
# line at info (6) and one at debug (7); each format string must be in the
# image when its level is kept and absent when it is not, so that a
# firmware built without debug carries none of dev_dbg()'s text.
set -eu
elf=$1
level=$2
status=0
check() { # LEVEL-OF-MESSAGE FORMAT
	if strings -a "$elf" | grep -qF "$2"; then found=1; else found=0; fi
	if [ "$1" -le "$level" ]; then want=1; else want=0; fi
	if [ "$found" -ne "$want" ]; then
		if [ "$want" -eq 1 ]; then what="missing from"; else what="left in"; fi
		echo "logcheck: level $1 message '$2' $what $elf (PLATDEV_LOG_MIN_LEVEL=$level)" >&2
		status=1
	fi
}
check 6 "sensor at %#x"
check 7 "sensor polled at %u Hz"
exit "$status"
