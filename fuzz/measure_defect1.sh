#!/bin/sh
# SPDX-License-Identifier: MIT
#
# measure_defect1.sh - how long fuzz_dtb_props takes to find issue 17's
# defect 1 from the real boards, were it still there.
#
# Defect 1: a bus whose #size-cells is 0x7fffffff made na + ns overflow in
# src/of/address.c (UBSan: signed overflow, then reads past "reg"). This
# script copies the working tree (tracked files as they are now, committed
# or not) to a scratch directory, takes the #size-cells limit out of
# address.c there (as it was before the fix), builds fuzz_dtb_props with
# ASan and UBSan as `make fuzz` does, and runs it RUNS times, one run after
# the other, each from a fresh corpus seeded with the real boards only
# (every *.dtb of BOARDS, each as it is and with every option flag:
# fuzz/props_seeds.sh, as for `make fuzz-seeds`), with -seed=1..RUNS and
# the flags of check-fuzz, for at most LIMIT seconds. Nothing in the
# working tree changes.
#
# For each run it prints the wall-clock seconds from start to the report
# (the start-up that runs the seeds included), the executions libFuzzer
# counted, and the load average; a run that ends with another report is
# listed as such and counts as not found. Then the median over the runs,
# a run that did not find it counting as longer than LIMIT.
#
#   fuzz/measure_defect1.sh [RUNS [LIMIT]]
#
# Environment: BOARDS (default ../shared/dtbs next to the tree), SCRATCH
# (default ${TMPDIR:-/tmp}/platdev-defect1; kept, so that a second
# measurement rebuilds only what changed), JOBS (build parallelism, 2),
# CMAKE (cmake).
set -eu

RUNS=${1:-9}
LIMIT=${2:-120}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BOARDS=${BOARDS:-$ROOT/../shared/dtbs}
BOARDS=$(cd "$BOARDS" && pwd)
SCRATCH=${SCRATCH:-${TMPDIR:-/tmp}/platdev-defect1}
JOBS=${JOBS:-2}
CMAKE=${CMAKE:-cmake}

# --- the scratch copy, with the fix taken out -------------------------------
mkdir -p "$SCRATCH/src"
(cd "$ROOT" && git ls-files -z | tar --null -T - -cf -) |
	tar -xf - -C "$SCRATCH/src"
addr="$SCRATCH/src/src/of/address.c"
# Reading a reg and translating an address accepted any #size-cells >= 0.
sed -i -e 's/ns >= 0 && ns <= OF_MAX_SIZE_CELLS/ns >= 0/' \
	-e 's/ns > 0 && ns <= OF_MAX_SIZE_CELLS/ns >= 0/' "$addr"
if grep -q 'ns <= OF_MAX_SIZE_CELLS' "$addr" ||
	[ "$(grep -c 'ns >= 0;' "$addr")" -ne 2 ]; then
	echo "measure_defect1: src/of/address.c changed shape; update" \
		"the revert in $0" >&2
	exit 1
fi

build="$SCRATCH/build"
CC=clang "$CMAKE" -S "$SCRATCH/src" -B "$build" -DPLATDEV_FUZZ=ON \
	-DPLATDEV_SANITIZE=address -DCMAKE_BUILD_TYPE=Debug \
	-DCMAKE_C_FLAGS_DEBUG="-g -O1" -DPLATDEV_BUILD_SHARED=OFF \
	-DPLATDEV_BUILD_BENCH=OFF -DPLATDEV_BUILD_TOOLS=OFF \
	-DPLATDEV_BUILD_TESTS=OFF >"$SCRATCH/configure.log"
env -u MAKEFLAGS "$CMAKE" --build "$build" -j "$JOBS" \
	--target fuzz_dtb_props >"$SCRATCH/build.log"
fuzzer="$build/fuzz/fuzz_dtb_props"

# --- the seeds: every real board, without and with every flag ---------------
seeds="$SCRATCH/seeds"
rm -rf "$seeds"
"$ROOT/fuzz/props_seeds.sh" "$BOARDS" "$seeds"
n=$(ls "$BOARDS"/*.dtb | wc -l)
echo "measure_defect1: $n boards of $BOARDS, $RUNS runs of at most" \
	"$LIMIT s, $(nproc) CPUs"

# --- the runs ---------------------------------------------------------------
times=""
run=1
while [ "$run" -le "$RUNS" ]; do
	corpus="$SCRATCH/corpus-$run"
	log="$SCRATCH/run-$run.log"
	rm -rf "$corpus" "$SCRATCH/artifact-$run-"*
	mkdir -p "$corpus"
	load=$(cut -d' ' -f1 /proc/loadavg)
	start=$(date +%s.%N)
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
		UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
		PLATDEV_FUZZ_BOARDS="$BOARDS" \
		timeout -s INT "$((LIMIT + 30))" "$fuzzer" -seed="$run" \
		-max_total_time="$LIMIT" -timeout=10 -max_len=262144 \
		-print_final_stats=1 \
		-artifact_prefix="$SCRATCH/artifact-$run-" \
		"$corpus" "$seeds" >"$log" 2>&1 || true
	end=$(date +%s.%N)
	secs=$(echo "$start $end" | awk '{ printf "%.1f", $2 - $1 }')
	# The executions: the last status line's count (#N), or at the end
	# of a run without a report, libFuzzer's total.
	execs=$(grep -a -o -E '^#[0-9]+[[:space:]]' "$log" | tail -n 1 |
		tr -d '#[:space:]')
	total=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" |
		tail -n 1)
	execs=${total:-$execs}
	if grep -a -q 'runtime error: signed integer overflow' "$log" &&
		grep -a -q 'src/of/address.c' "$log"; then
		what="found after ${secs} s"
		times="$times $secs"
	elif grep -a -q 'ERROR\|runtime error' "$log"; then
		what="another report after ${secs} s (see $log)"
		times="$times -"
	else
		what="not found within ${secs} s"
		times="$times -"
	fi
	echo "run $run (-seed=$run, load $load): $what," \
		"${execs:-0} executions"
	run=$((run + 1))
done

# The median, a run that did not find it counting as longer than any.
echo "$times" | tr ' ' '\n' | grep -v '^$' |
	sed 's/^-$/1e9/' | sort -g | awk -v limit="$LIMIT" '
	{ t[NR] = $1 + 0; if (t[NR] < 1e9) found++ }
	END {
		m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
		if (m > limit)
			printf "median: not found within %d s", limit
		else
			printf "median: %.1f s", m
		printf " (%d of %d runs found it)\n", found, NR
	}'
