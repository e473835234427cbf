#!/bin/sh
# SPDX-License-Identifier: MIT
#
# cross.sh build|size|check [OUTDIR]: the cross builds behind `make cross`,
# `make size` and `make check-cross`.
#
#   build  configure and build the library (bare port, MinSizeRel: -Os,
#          -ffunction-sections -fdata-sections, warnings as errors: 32-bit
#          targets find what the host does not) and the size firmware for
#          every CPU of cmake/toolchains/ in each profile, into
#          OUTDIR/<profile>-<cpu> (OUTDIR: build-cross);
#          then checks, for every CPU built and those of CROSS_DISASM
#          (default: aarch64, armv7-a and cortex-m7, which have no firmware
#          build), that readl, writel, their _relaxed forms and the barriers
#          compile to Linux 6.12's instructions (tests/disasm/io_order.sh)
#   size   build, then one `size:` line and a per-module table per target
#          (size_report.sh), measured on the firmware linked with
#          --gc-sections; in the tiny and minimal profiles a
#          `size-gen:` line for platdev gen's image (size_gen_report.sh)
#   check  build the scenario tests (fwtest.c) for the Cortex-M3 in each
#          profile, optimised (-Os) and not (-O0, a debug build without
#          NDEBUG, where a dropped feature's calls must still fold away for
#          the image to link, and the tiny core checks its walks), and run them
#          on QEMU's mps2-an385 with semihosting, under a timeout; fails
#          when a check fails or an image does not finish; in the tiny
#          and minimal profiles also `platdev gen`'s image (fwtest_gen.c),
#          which must print through the emulated UART0
#
# Variables: CMAKE (cmake), JOBS, QEMU (qemu-system-arm), QEMU_TIMEOUT (60),
# CROSS_TARGETS, CROSS_PROFILES, CROSS_DISASM.
set -eu

src=$(cd "$(dirname "$0")/../.." && pwd)
cmd=${1:-build}
out=${2:-$src/build-cross}
cmake=${CMAKE:-cmake}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
qemu=${QEMU:-qemu-system-arm}
qemu_timeout=${QEMU_TIMEOUT:-60}
# toolchain:cpu; the profiles apply to each.
targets=${CROSS_TARGETS:-"arm-none-eabi:cortex-m0plus arm-none-eabi:cortex-m4 arm-none-eabi:cortex-m33 riscv64-unknown-elf:rv32imac riscv64-unknown-elf:rv64imac"}
profiles=${CROSS_PROFILES:-"tiny minimal full"}
disasm_extra=${CROSS_DISASM-"aarch64 armv7-a cortex-m7"}

# configure_and_build TOOLCHAIN CPU PROFILE [OPT]: prints the build folder.
# OPT is -Os (the default) or -O0.
configure_and_build() {
	opt=${4:--Os}
	dir=$out/$3-$2
	# -O0 is the debug build: without NDEBUG, so that its checks run.
	ndebug=-DNDEBUG
	[ "$opt" = -Os ] || { dir=$dir$opt; ndebug=; }
	$cmake -S "$src" -B "$dir" \
		-DCMAKE_TOOLCHAIN_FILE="$src/cmake/toolchains/$1.cmake" \
		-DPLATDEV_CPU="$2" -DPLATDEV_PORT=bare -DPLATDEV_PROFILE="$3" \
		-DCMAKE_BUILD_TYPE=MinSizeRel \
		-DCMAKE_C_FLAGS_MINSIZEREL="$opt $ndebug -Werror" \
		-DPLATDEV_BUILD_TESTS=OFF \
		-DPLATDEV_BUILD_BENCH=OFF -DPLATDEV_BUILD_TOOLS=OFF \
		-DPLATDEV_BUILD_SHARED=OFF -Wdev -Werror=dev >"$dir.configure.log" 2>&1 ||
		{ cat "$dir.configure.log" >&2; echo "cross: configuring $dir failed" >&2; return 1; }
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $cmake --build "$dir" -j "$jobs" \
		>"$dir.build.log" 2>&1 ||
		{ cat "$dir.build.log" >&2; echo "cross: building $dir failed" >&2; return 1; }
	echo "$dir"
}

need() {
	command -v "$1" >/dev/null 2>&1 && return 0
	echo "cross: $1 not found (make deps-cross installs it)" >&2
	exit 1
}

mkdir -p "$out"
case $cmd in
build | size)
	for profile in $profiles; do
		for t in $targets; do
			tc=${t%%:*}
			cpu=${t#*:}
			need "$tc-gcc"
			dir=$(configure_and_build "$tc" "$cpu" "$profile")
			if [ "$cmd" = build ]; then
				echo "cross: $profile $cpu: $dir/libplatdev.a, $dir/tests/cross/platdev_size.elf"
			else
				sh "$src/tests/cross/size_report.sh" "$profile" "$cpu" \
					"$dir/tests/cross/platdev_size.map" \
					"$dir/tests/cross/platdev_size.elf" "$tc-size"
				# platdev gen's MPS2 image (tiny and minimal)
				[ ! -e "$dir/tests/cross/platdev_size_gen.map" ] ||
					sh "$src/tests/cross/size_gen_report.sh" "$profile" "$cpu" \
						"$dir/tests/cross/platdev_size_gen.map"
				imx=$dir/tests/cross/CMakeFiles/platdev_size_imx8mp.dir/gen/imx8mp_board_$profile.c.obj
				[ ! -e "$imx" ] || "$tc-size" -A "$imx" | awk -v p="$profile" -v c="$cpu" '
					$1 ~ /^\.text/ { t += $2 } $1 ~ /^\.s?rodata/ { r += $2 }
					$1 ~ /^\.s?data/ { d += $2 } $1 ~ /^\.s?bss/ { b += $2 }
					END { printf "size-gen-imx8mp: %s %s text=%d rodata=%d data=%d bss=%d heap=0 (imx8mp-evk.dtb --only its UARTs, GPIO banks and timers: 14 devices)\n", p, c, t, r, d, b }'
				"$tc-nm" -S "$dir/tests/cross/CMakeFiles/platdev_sizeof.dir/sizeof.c.obj" |
					awk 'function hex(h,   i, v) {
						for (i = 1; i <= length(h); i++)
							v = v * 16 + index("0123456789abcdef", substr(tolower(h), i, 1)) - 1
						return v
					}
					/platdev_sizeof_/ {
						n = $4; sub(/platdev_sizeof_/, "", n)
						s = s sprintf(" %s=%d", n, hex($2))
					} END { print "  sizeof:" s }'
			fi
		done
	done
	if [ "$cmd" = build ]; then
		# Every CPU once, then the extra architectures; a missing
		# compiler (exit 77) fails here: deps-cross installs them all.
		cpus=""
		for t in $targets; do
			case " $cpus " in
			*" ${t#*:} "*) ;;
			*) cpus="$cpus ${t#*:}" ;;
			esac
		done
		for cpu in $cpus $disasm_extra; do
			sh "$src/tests/disasm/io_order.sh" "$cpu" "$out/io_order" ||
				{ echo "cross: io_order $cpu failed" >&2; exit 1; }
		done
	fi
	;;
check)
	need arm-none-eabi-gcc
	need "$qemu"
	need timeout
	status=0
	for run in $(for p in $profiles; do echo "$p:-Os $p:-O0"; done); do
		profile=${run%%:*}
		opt=${run#*:}
		dir=$(configure_and_build arm-none-eabi cortex-m3 "$profile" "$opt")
		elf=$dir/tests/cross/platdev_fwtest.elf
		log=$dir/fwtest.log
		profile="$profile $opt"
		echo "check-cross: $profile: $qemu -M mps2-an385 ... -kernel $elf"
		rc=0
		timeout "$qemu_timeout" "$qemu" -M mps2-an385 -nographic \
			-monitor none -serial none \
			-semihosting-config enable=on,target=native \
			-kernel "$elf" >"$log" 2>&1 || rc=$?
		cat "$log"
		if [ "$rc" -eq 124 ]; then
			echo "check-cross: $profile: the image did not finish in ${qemu_timeout}s" >&2
			status=1
		elif [ "$rc" -ne 0 ] || ! grep -q '^fwtest: [0-9]* checks, 0 failed' "$log"; then
			echo "check-cross: $profile: failed (exit status $rc)" >&2
			status=1
		else
			echo "check-cross: $profile: passed on the emulated Cortex-M3"
		fi
		# platdev gen's image (tiny and minimal): its checks, and the
		# line its UART driver wrote to the emulated UART0.
		gen_elf=$dir/tests/cross/platdev_fwtest_gen.elf
		[ -e "$gen_elf" ] || continue
		uart=$dir/fwtest_gen.uart
		rm -f "$uart"
		echo "check-cross: $profile: $qemu -M mps2-an385 ... -kernel $gen_elf"
		rc=0
		timeout "$qemu_timeout" "$qemu" -M mps2-an385 -nographic \
			-monitor none -serial "file:$uart" \
			-semihosting-config enable=on,target=native \
			-kernel "$gen_elf" >"$dir/fwtest_gen.log" 2>&1 || rc=$?
		cat "$dir/fwtest_gen.log"
		echo "check-cross: $profile: UART0 said: $(cat "$uart" 2>/dev/null)"
		if [ "$rc" -ne 0 ] ||
			! grep -q '^fwtest: [0-9]* checks, 0 failed' "$dir/fwtest_gen.log" ||
			! grep -q '^fwtest_gen: hello through the CMSDK UART' "$uart"; then
			echo "check-cross: $profile: the generated board failed (exit status $rc)" >&2
			status=1
		else
			echo "check-cross: $profile: the generated board passed"
		fi
	done
	exit "$status"
	;;
*)
	echo "usage: $0 build|size|check [OUTDIR]" >&2
	exit 2
	;;
esac
