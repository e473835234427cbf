#!/bin/sh
# SPDX-License-Identifier: MIT
#
# dtc_killed.sh PLATDEV SIGNAL - platdev killed by SIGNAL while dtc
# compiles its board (a source dtc 1.6.1 loops on for ever) leaves no
# file behind in its $TMPDIR, and its dtc does not outlive it.
#
# The test waits for dtc to be running (polling for platdev's child, at
# most 10 s), kills platdev, then looks at $TMPDIR (a fresh directory).
set -u
platdev=$1
sig=$2
d=$(mktemp -d) || exit 99
trap 'rm -rf "$d"' EXIT
mkdir "$d/tmp" || exit 99
cat > "$d/loop.dts" <<'EOF'
/dts-v1/;
/ {
	r: reset-controller { #reset-cells = <0xffffffff>; };
	dev { resets = <&r 1>; };
};
EOF
# A background job of sh ignores SIGINT: give it its default back (GNU
# env), as a terminal's Ctrl-C would find it.
default=
if env --default-signal=INT true 2> /dev/null; then
	default=--default-signal=INT
elif [ "$sig" = INT ]; then
	exit 77
fi
env $default TMPDIR="$d/tmp" PLATDEV_DTC_SECONDS=60 "$platdev" tree \
	"$d/loop.dts" > /dev/null 2>&1 &
pid=$!
child=
tries=0
while [ -z "$child" ] && [ $tries -lt 200 ]; do
	child=$(pgrep -P "$pid" dtc)
	[ -n "$child" ] || sleep 0.05
	tries=$((tries + 1))
done
if [ -z "$child" ]; then
	echo "dtc never started"
	kill -KILL "$pid"
	exit 1
fi
kill "-$sig" "$pid"
wait "$pid"
status=0
left=$(ls -A "$d/tmp")
if [ -n "$left" ]; then
	echo "left in TMPDIR after SIG$sig: $left"
	status=1
fi
# dtc goes with platdev (it would loop until its CPU limit).
tries=0
while kill -0 "$child" 2> /dev/null && [ $tries -lt 100 ]; do
	sleep 0.05
	tries=$((tries + 1))
done
if kill -0 "$child" 2> /dev/null; then
	echo "dtc ($child) still runs after platdev got SIG$sig"
	kill -KILL "$child"
	status=1
fi
exit $status
