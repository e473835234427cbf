#!/bin/sh
# SPDX-License-Identifier: MIT
# size_report.sh PROFILE CPU MAP [ELF SIZE]: what each module puts into a
# linked image,
# from the GNU ld map of a --gc-sections link (so only what survived the
# link counts). Prints
#
#   size: PROFILE CPU text=N data=N bss=N        (the library: src/ only)
#
# then one row per module: each src/ folder, then libc (the C library and
# libgcc), the application (size_main.c) and start-up code, and the image.
# text is code and read-only data (what `size` calls text), data is
# initialised RAM (also stored in flash), bss is zeroed RAM.
#
# The rows come from the map'"'"'s input sections, so string literals count
# before the linker merges duplicates across objects: they add up to a
# little more than the image. With ELF and SIZE (the toolchain'"'"'s size)
# the last row is the image as `size` measures it. SIZE_DETAIL=1 adds one
# row per library object.
set -eu
profile=$1
cpu=$2
map=$3
elf=${4:-}
sizetool=${5:-}
image=
if [ -n "$elf" ] && [ -n "$sizetool" ]; then
	image=$("$sizetool" "$elf" | awk 'NR == 2 { print $1, $2, $3 }')
fi
awk -v profile="$profile" -v cpu="$cpu" -v image="$image" \
	-v detail="${SIZE_DETAIL:-0}" '
# mawk (Debian'"'"'s default awk) has no strtonum().
function hex(s,   i, v) {
	v = 0
	s = tolower(substr(s, 3))
	for (i = 1; i <= length(s); i++)
		v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
	return v
}
function module(obj,   m) {
	if (obj ~ /libplatdev_size\.a\(/) {
		m = obj
		sub(/.*libplatdev_size\.a\(/, "", m)
		sub(/_.*/, "", m)
		if (m == "bare" || m == "common" || m == "posix")
			return "port"
		return m
	}
	if (obj ~ /lib(c|c_nano|g|g_nano|gcc|nosys|m|semihost)\.a\(/)
		return "libc"
	if (obj ~ /size_main/)
		return "app"
	return "startup"
}
function kind(sec) {
	if (sec ~ /^\.(s?bss|noinit|heap|stack)/ || sec == "COMMON" || sec ~ /^\.tbss/)
		return "bss"
	if (sec ~ /^\.(s?data|tdata|init_array|fini_array|preinit_array|got)/)
		return "data"
	return "text"
}
function add(sec, size, obj,   m, k) {
	if (sec ~ /^\.(comment|debug|ARM\.attributes|riscv\.attributes|note\.gnu|stab)/)
		return
	m = module(obj)
	k = kind(outsec)
	sum[m, k] += size
	seen[m] = 1
	if (obj ~ /libplatdev_size\.a\(/) {
		o = obj
		sub(/.*libplatdev_size\.a\(/, "", o)
		sub(/\)$/, "", o)
		osum[o, k] += size
		objs[o] = 1
	}
}
/^Linker script and memory map/ { inmap = 1; next }
!inmap { next }
/^\.[^ ]+|^[A-Za-z_][A-Za-z_0-9]*( |$)/ { split($0, f, " "); outsec = f[1] }
# " .text.name  0xADDR  0xSIZE  object"
/^ [^ ]+ +0x[0-9a-f]+ +0x[0-9a-f]+ +[^ ]/ {
	if ($1 != "*fill*")
		add($1, hex($3), $4)
	pending = ""
	next
}
# a long section name on its own line, address and size on the next
/^ [^ ]+$/ { pending = $1; next }
pending != "" && /^ +0x[0-9a-f]+ +0x[0-9a-f]+ +[^ ]/ {
	add(pending, hex($2), $3)
	pending = ""
	next
}
{ pending = "" }
END {
	n = split("base platform resource io of amba tiny port", libmods, " ")
	lt = ld = lb = 0
	for (i = 1; i <= n; i++) {
		lt += sum[libmods[i], "text"]
		ld += sum[libmods[i], "data"]
		lb += sum[libmods[i], "bss"]
	}
	printf "size: %s %s text=%d data=%d bss=%d\n", profile, cpu, lt, ld, lb
	printf "  %-10s %8s %8s %8s\n", "module", "text", "data", "bss"
	split("base platform resource io of amba tiny port libc app startup", all, " ")
	it = id = ib = 0
	for (i = 1; i <= 11; i++) {
		m = all[i]
		if (!(m in seen))
			continue
		printf "  %-10s %8d %8d %8d\n", (i <= n ? "src/" : "") m, \
			sum[m, "text"], sum[m, "data"], sum[m, "bss"]
		it += sum[m, "text"]; id += sum[m, "data"]; ib += sum[m, "bss"]
	}
	printf "  %-10s %8d %8d %8d\n", "sum", it, id, ib
	if (image != "") {
		split(image, f, " ")
		printf "  %-10s %8d %8d %8d\n", "image", f[1], f[2], f[3]
	}
	if (detail == 1)
		for (o in objs)
			printf "    %-22s %8d %8d %8d\n", o, osum[o, "text"], \
				osum[o, "data"], osum[o, "bss"]
}' "$map"
