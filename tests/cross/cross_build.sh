#!/bin/sh
# SPDX-License-Identifier: MIT
# The CTest guard for cross builds: the library with the bare port and the
# size firmware for Cortex-M4F in both profiles, warnings as errors, and the
# check that nothing outside src/port/ uses the OS, and the accessors'
# instructions on Cortex-M4 (cross.sh build does all of it; `make cross`
# covers every target). Skips (exit 77) without the
# cross compiler.
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
command -v arm-none-eabi-gcc >/dev/null 2>&1 ||
	{ echo "cross_build: arm-none-eabi-gcc not found, skipping"; exit 77; }
out=${1:-$(mktemp -d)}
CROSS_TARGETS=arm-none-eabi:cortex-m4 CROSS_DISASM="" exec sh "$src/tests/cross/cross.sh" build "$out"
