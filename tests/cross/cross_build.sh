#!/bin/sh
# SPDX-License-Identifier: MIT
# Build the core with the bare port for Cortex-M4 (newlib, no OS) and link a
# small firmware image, warnings as errors. Skips (exit 77) without the
# cross compiler.
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
cc=${CROSS_CC:-arm-none-eabi-gcc}
command -v "$cc" >/dev/null 2>&1 || { echo "cross_build: $cc not found, skipping"; exit 77; }
out=${1:-$(mktemp -d)}
mkdir -p "$out"
flags="-mcpu=cortex-m4 -mthumb -Os -std=gnu11 -ffunction-sections -fdata-sections
       -Wall -Wextra -Werror -I$src/include -I$src"
set --
for f in "$src"/src/base/*.c "$src"/src/platform/*.c "$src"/src/resource/*.c "$src"/src/io/*.c "$src"/src/amba/*.c \
	 $(ls "$src"/src/of/*.c | grep -v /fdt.c) \
	 "$src"/src/port/common/*.c \
	 "$src"/src/port/bare/*.c "$src"/tests/cross/firmware_main.c; do
	o="$out/$(basename "$(dirname "$f")")_$(basename "$f" .c).o"
	# shellcheck disable=SC2086
	$cc $flags -I"$src/src" -c "$f" -o "$o"
	set -- "$@" "$o"
done
# shellcheck disable=SC2086
$cc -mcpu=cortex-m4 -mthumb --specs=nosys.specs -Wl,--gc-sections "$@" -o "$out/firmware.elf"
arm-none-eabi-size "$out/firmware.elf"
echo "cross_build: cortex-m4 bare firmware linked"
